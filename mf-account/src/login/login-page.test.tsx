import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_MESSAGES } from 'shared-contracts';
import { authApi } from 'store-runtime';
import { apiError, CUSTOMER, renderPage } from '../test-utils';
import { reloadAt } from '../ui/navigation';
import LoginPage from './login-page';

jest.mock('../ui/navigation', () => ({ reloadAt: jest.fn() }));

const login = jest.spyOn(authApi, 'login');
const register = jest.spyOn(authApi, 'register');
const requestOtp = jest.spyOn(authApi, 'requestOtp');
const resetPassword = jest.spyOn(authApi, 'resetPassword');

beforeEach(() => jest.clearAllMocks());

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const button = (name: string) => screen.getByRole('button', { name });

async function logIn(identifier: string, password: string, options: { state?: unknown } = {}) {
  const user = userEvent.setup();
  renderPage(<LoginPage />, { path: '/login', state: options.state });
  await user.type(screen.getByLabelText('Email'), identifier);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(button('Login'));
  return user;
}

describe('login', () => {
  test('sends the identifier and password, stores the session and reloads at /myaccount', async () => {
    login.mockResolvedValue({ token: 'jwt-1', user: CUSTOMER });
    await logIn('asha@example.com', 'Secret@123');

    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/myaccount'));
    expect(login).toHaveBeenCalledWith({ identifier: 'asha@example.com', password: 'Secret@123' });
    expect(localStorage.getItem('authToken')).toBe('jwt-1');
    expect(localStorage.getItem('role')).toBe('CUSTOMER');
    expect(localStorage.getItem('userId')).toBe('7');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({ username: 'asha', userType: 'CUSTOMER' });
  });

  test('returns a customer to the page that sent them to log in', async () => {
    login.mockResolvedValue({ token: 'jwt-1', user: CUSTOMER });
    await logIn('asha', 'Secret@123', { state: { from: '/myaccount/order' } });
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/myaccount/order'));
  });

  test('sends an admin to /admin', async () => {
    login.mockResolvedValue({ token: 'jwt-2', user: { ...CUSTOMER, id: 1, username: 'admin', userType: 'ADMIN' } });
    await logIn('admin@example.com', 'Admin@12345', { state: { from: '/myaccount' } });
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/admin'));
    expect(localStorage.getItem('role')).toBe('ADMIN');
  });

  test("shows the server's message", async () => {
    login.mockRejectedValue(apiError(401, 'Invalid email/username or password'));
    await logIn('asha@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email/username or password');
    expect(reloadAt).not.toHaveBeenCalled();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  test("shows 'Login failed' when the server gives no message", async () => {
    login.mockRejectedValue(new Error('Network Error'));
    await logIn('asha@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  test('asks for both fields before calling the server', async () => {
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login' });
    await user.click(button('Login'));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email or username is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(login).not.toHaveBeenCalled();
  });

  test('the password can be shown', async () => {
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login' });
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.click(button('Show password'));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});

describe('register', () => {
  async function openRegister() {
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login' });
    await user.click(button('Create an account'));
    expect(heading('Register')).toBeInTheDocument();
    return user;
  }

  async function fill(user: ReturnType<typeof userEvent.setup>, confirm: string, mobile = '') {
    await user.type(screen.getByLabelText('Username'), 'ravi');
    await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
    if (mobile) await user.type(screen.getByLabelText(/^Mobile/), mobile);
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.type(screen.getByLabelText('Confirm password'), confirm);
    await user.click(button('Register'));
  }

  test("checks that the passwords match: 'Passwords do not match!'", async () => {
    const user = await openRegister();
    await fill(user, 'Secret@124');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match!');
    expect(register).not.toHaveBeenCalled();
  });

  test('sends the username as first and last name, the fixed date of birth and CUSTOMER, then returns to login', async () => {
    register.mockResolvedValue({ message: 'Registration successful', user: CUSTOMER });
    const user = await openRegister();
    await fill(user, 'Secret@123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith({
      username: 'ravi',
      email: 'ravi@example.com',
      password: 'Secret@123',
      firstName: 'ravi',
      lastName: 'ravi',
      mobile: null,
      dob: '2000-01-01',
      userType: 'CUSTOMER',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Registration successful');
    expect(screen.getByLabelText('Email')).toHaveValue('ravi@example.com');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  test('sends the optional mobile, checked for 10 digits as on the profile', async () => {
    register.mockResolvedValue({ message: 'Registration successful', user: CUSTOMER });
    const user = await openRegister();
    await fill(user, 'Secret@123', '98765');
    expect(screen.getByLabelText(/^Mobile/)).toHaveAccessibleDescription('Phone number must be 10 digits');
    expect(register).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Mobile/), '43210');
    await user.click(button('Register'));
    await waitFor(() => expect(register).toHaveBeenCalledWith(expect.objectContaining({ mobile: '9876543210' })));
  });

  test('the mobile field takes only digits as you type; a pasted +91 number loses its code and spaces', async () => {
    const user = await openRegister();
    const mobile = screen.getByLabelText(/^Mobile/);
    await user.type(mobile, '98a7b6-5');
    expect(mobile).toHaveValue('98765');
    await user.clear(mobile);
    await user.paste('+91 98765 43210');
    expect(mobile).toHaveValue('9876543210');
  });

  test("shows the server's message, or 'Registration failed'", async () => {
    register.mockRejectedValueOnce(apiError(409, 'An account with this email already exists'));
    register.mockRejectedValueOnce(apiError(500));
    const user = await openRegister();
    await fill(user, 'Secret@123');
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    await user.click(button('Register'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Registration failed$/));
    expect(heading('Register')).toBeInTheDocument();
  });

  test('Back to login leaves the form', async () => {
    const user = await openRegister();
    await user.click(button('Back to login'));
    expect(heading('Login')).toBeInTheDocument();
  });
});

describe('forgotten password', () => {
  async function openForgot() {
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login' });
    await user.click(button('Forgot password?'));
    expect(heading('Forgot password')).toBeInTheDocument();
    return user;
  }

  async function reachOtp() {
    requestOtp.mockResolvedValue({ message: 'If an account exists for this email, an OTP has been sent to it' });
    const user = await openForgot();
    await user.type(screen.getByLabelText('Email'), 'Asha@Example.com');
    await user.click(button('Send OTP'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter OTP' })).toBeInTheDocument();
    return user;
  }

  test("shows 'Failed to send OTP' when the email cannot be sent", async () => {
    requestOtp.mockRejectedValue(apiError(429, 'Too many attempts; try again in 15 minutes'));
    const user = await openForgot();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(button('Send OTP'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to send OTP$/);
    expect(heading('Forgot password')).toBeInTheDocument();
  });

  test('checks the email before sending', async () => {
    const user = await openForgot();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(button('Send OTP'));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(requestOtp).not.toHaveBeenCalled();
  });

  test('OTP, then reset: Submit OTP moves on without the server, the reset sends email, OTP and password', async () => {
    resetPassword.mockResolvedValue({ message: 'Password reset successfully; you can log in now' });
    const user = await reachOtp();
    expect(requestOtp).toHaveBeenCalledWith({ email: 'asha@example.com' });
    expect(screen.getByRole('status')).toHaveTextContent('an OTP has been sent');
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    const boxes = within(screen.getByRole('group', { name: 'One-time password' })).getAllByRole('textbox');
    expect(boxes).toHaveLength(6);
    expect(boxes[0]).toHaveFocus();

    await user.click(button('Submit OTP'));
    expect(screen.getByText('Enter all 6 digits of the OTP')).toBeInTheDocument();
    expect(heading('Enter OTP')).toBeInTheDocument();

    await user.keyboard('123456');
    await user.click(button('Submit OTP'));
    expect(heading('Reset password')).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('New password'), 'Fresh@1234');
    await user.type(screen.getByLabelText('Confirm password'), 'Fresh@1235');
    await user.click(button('Reset password'));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match!');
    expect(resetPassword).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Fresh@1234');
    await user.click(button('Reset password'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(resetPassword).toHaveBeenCalledWith({ email: 'asha@example.com', otp: '123456', newPassword: 'Fresh@1234' });
    expect(screen.getByRole('status')).toHaveTextContent('Password reset successfully');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });

  test("shows 'Failed to reset password' and lets the OTP be changed", async () => {
    resetPassword.mockRejectedValue(apiError(400, 'The OTP is invalid or has expired'));
    const user = await reachOtp();
    await user.keyboard('000000');
    await user.click(button('Submit OTP'));
    await user.type(screen.getByLabelText('New password'), 'Fresh@1234');
    await user.type(screen.getByLabelText('Confirm password'), 'Fresh@1234');
    await user.click(button('Reset password'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to reset password$/);

    await user.click(button('Change OTP'));
    expect(heading('Enter OTP')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('0');
  });

  test('a refused password is said on the new password field', async () => {
    resetPassword.mockRejectedValue(apiError(400, PASSWORD_MESSAGES.tooCommon));
    const user = await reachOtp();
    await user.keyboard('123456');
    await user.click(button('Submit OTP'));
    await user.type(screen.getByLabelText('New password'), 'Password1');
    await user.type(screen.getByLabelText('Confirm password'), 'Password1');
    await user.click(button('Reset password'));
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(PASSWORD_MESSAGES.tooCommon),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('Resend OTP goes back to the email step', async () => {
    const user = await reachOtp();
    await user.click(button('Resend OTP'));
    expect(heading('Forgot password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });
});
