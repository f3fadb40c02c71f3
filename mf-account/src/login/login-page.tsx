/**
 * /login: one screen with the modes login, register, forgot, otp and reset (product rules §2).
 * Login leads to register and forgot; the emailed OTP leads to the OTP screen, which
 * moves on to reset; a reset or a registration returns to login.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { OTP_LENGTH } from 'shared-contracts';
import forms from 'store-ui/forms.module.css';
import { ForgotForm } from './forgot-form';
import styles from './login.module.css';
import { LoginForm } from './login-form';
import { OtpForm } from './otp-form';
import { RegisterForm } from './register-form';
import { ResetForm } from './reset-form';

export type LoginMode = 'login' | 'register' | 'forgot' | 'otp' | 'reset';

const TITLES: Record<LoginMode, string> = {
  login: 'Login',
  register: 'Register',
  forgot: 'Forgot password',
  otp: 'Enter OTP',
  reset: 'Reset password',
};

const emptyOtp = () => Array.from({ length: OTP_LENGTH }, () => '');

export default function LoginPage() {
  const [mode, setMode] = useState<LoginMode>('login');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState<string[]>(emptyOtp);
  /** What the last step achieved, shown on the next screen. */
  const [notice, setNotice] = useState<string | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // A new screen puts the keyboard in its first field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the mode changes, by design.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    card.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [mode]);

  const go = (next: LoginMode, message: string | null = null) => {
    setNotice(message);
    setMode(next);
  };

  const lead: Record<LoginMode, ReactNode> = {
    login: 'Welcome back. Log in to see your orders, addresses and account.',
    register: 'Create an account to shop, keep a wishlist and follow your orders.',
    forgot: 'Enter the email of your account and we will send you a one-time password (OTP).',
    otp: (
      <>
        Enter the {OTP_LENGTH}-digit OTP sent to <span className={styles.email}>{email}</span>.
      </>
    ),
    reset: 'Choose a new password for your account.',
  };

  return (
    <section className={styles.page} aria-labelledby="login-title">
      <div className={styles.card} ref={card}>
        <h1 id="login-title" className={styles.title}>
          {TITLES[mode]}
        </h1>
        <p className={styles.lead}>{lead[mode]}</p>
        {notice && (
          <p role="status" className={`${forms.notice} ${styles.notice}`}>
            {notice}
          </p>
        )}

        {mode === 'login' && <LoginForm email={email} onEmailChange={setEmail} onForgot={() => go('forgot')} />}
        {mode === 'register' && (
          <RegisterForm email={email} onEmailChange={setEmail} onRegistered={(message) => go('login', message)} />
        )}
        {mode === 'forgot' && (
          <ForgotForm
            email={email}
            onEmailChange={setEmail}
            onSent={(message) => {
              setOtp(emptyOtp());
              go('otp', message);
            }}
          />
        )}
        {mode === 'otp' && <OtpForm digits={otp} onDigitsChange={setOtp} onSubmitted={() => go('reset')} />}
        {mode === 'reset' && (
          <ResetForm
            email={email}
            otp={otp.join('')}
            onReset={(message) => {
              setOtp(emptyOtp());
              go('login', message);
            }}
          />
        )}

        <div className={styles.switch}>
          {mode === 'login' && (
            <>
              <span>New here?</span>
              <button type="button" className={forms.linkButton} onClick={() => go('register')}>
                Create an account
              </button>
            </>
          )}
          {mode === 'otp' && (
            <button type="button" className={forms.linkButton} onClick={() => go('forgot')}>
              Resend OTP
            </button>
          )}
          {mode === 'reset' && (
            <button type="button" className={forms.linkButton} onClick={() => go('otp')}>
              Change OTP
            </button>
          )}
          {mode !== 'login' && (
            <button type="button" className={forms.linkButton} onClick={() => go('login')}>
              Back to login
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
