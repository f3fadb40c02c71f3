export * from './api-client.js';
export * from './basket.js';
export type * from './federation.js';
export { keepSessionAlive, logOut } from './session.js';
// Not writeStoredState: the session functions and the basket are the only writers.
export {
  clearSession,
  readStoredState,
  rememberDeliveryPincode,
  type StoredState,
  storeDisplayedUser,
  storeRenewedToken,
  storeSession,
} from './storage.js';
export * from './store.js';
export { type NotifyOptions, notify, Toasts } from './toasts.js';
