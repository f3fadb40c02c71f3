/** Toasts on account pages close after ACCOUNT_TOAST_AUTO_CLOSE_MS (product rules §9). */
import { ACCOUNT_TOAST_AUTO_CLOSE_MS } from 'shared-contracts';
import { notify as showToast } from 'store-runtime';

const options = { autoClose: ACCOUNT_TOAST_AUTO_CLOSE_MS } as const;

export const notify = {
  success: (message: string) => showToast.success(message, options),
  error: (message: string) => showToast.error(message, options),
};
