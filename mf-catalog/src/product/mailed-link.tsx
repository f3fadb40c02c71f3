/**
 * The product page opened from a "Notify me" mail's link (`?notify=confirm|unsubscribe&token=…`):
 * one button confirms or unsubscribes, so a mail scanner that opens the link changes nothing.
 * Once done, the token leaves the address bar (and the history).
 */
import { useState } from 'react';
import { BACK_IN_STOCK_MESSAGES, BACK_IN_STOCK_PATHS, type BackInStockLinkAction } from 'shared-contracts';
import { apiClient, apiErrorMessage } from 'store-runtime';
import { useLocation, useNavigate } from 'store-runtime/router';
import styles from './notify-me.module.css';

const TEXTS = {
  confirm: {
    prompt: BACK_IN_STOCK_MESSAGES.confirmPrompt,
    button: BACK_IN_STOCK_MESSAGES.confirmButton,
    path: BACK_IN_STOCK_PATHS.confirm,
  },
  unsubscribe: {
    prompt: BACK_IN_STOCK_MESSAGES.unsubscribePrompt,
    button: BACK_IN_STOCK_MESSAGES.unsubscribeButton,
    path: BACK_IN_STOCK_PATHS.unsubscribe,
  },
} as const;

export default function MailedLink({ action, token }: { action: BackInStockLinkAction; token: string }) {
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [pending, setPending] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const texts = TEXTS[action];

  async function send() {
    setPending(true);
    try {
      const answer = await apiClient.post<{ message: string }>(texts.path, { token });
      setOutcome({ ok: true, message: answer.message });
      navigate(location.pathname, { replace: true, state: location.state });
    } catch (error) {
      setOutcome({ ok: false, message: apiErrorMessage(error, BACK_IN_STOCK_MESSAGES.linkInvalid) });
    } finally {
      setPending(false);
    }
  }

  return (
    <section className={styles.linkPanel} aria-label="Back-in-stock mail">
      <div className={styles.linkBox}>
        {!outcome?.ok && (
          <>
            <p>{texts.prompt}</p>
            <button type="button" className={styles.send} onClick={send} disabled={pending} aria-busy={pending}>
              {texts.button}
            </button>
          </>
        )}
        <p role="status" className={outcome && !outcome.ok ? styles.error : styles.done}>
          {outcome?.message ?? ''}
        </p>
      </div>
    </section>
  );
}
