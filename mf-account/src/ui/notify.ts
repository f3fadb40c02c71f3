/** Toasts on account pages close after ACCOUNT_TOAST_AUTO_CLOSE_MS (product rules §9). */
import { toast } from 'react-toastify';
import { ACCOUNT_TOAST_AUTO_CLOSE_MS } from 'shared-contracts';

const options = { autoClose: ACCOUNT_TOAST_AUTO_CLOSE_MS } as const;

export const notify = {
  success: (message: string) => toast.success(message, options),
  error: (message: string) => toast.error(message, options),
};
