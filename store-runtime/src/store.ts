/**
 * The one jotai store of the site. Its atoms mirror local storage (see storage.ts):
 * they refresh on every `storage` event, whether another tab or this one wrote.
 */
import { atom, createStore as createJotaiStore } from 'jotai';
import { readStoredState, type StoredState } from './storage.js';

const storedStateAtom = atom<StoredState>(readStoredState());
storedStateAtom.onMount = (setStoredState) => {
  const refresh = () => setStoredState(readStoredState());
  refresh();
  window.addEventListener('storage', refresh);
  return () => window.removeEventListener('storage', refresh);
};

export const authAtom = atom((get) => {
  const { authToken, role, userId, user } = get(storedStateAtom);
  return { token: authToken, role, userId, user };
});
export const isLoggedInAtom = atom((get) => get(authAtom).token !== null);
export const isAdminAtom = atom((get) => get(authAtom).role === 'ADMIN');

export const cartVariantIdsAtom = atom((get) => get(storedStateAtom).cart);
export const cartCountAtom = atom((get) => get(cartVariantIdsAtom).length);

export const wishlistProductIdsAtom = atom((get) => get(storedStateAtom).wishlist);
export const wishlistCountAtom = atom((get) => get(wishlistProductIdsAtom).length);

export type SiteStore = ReturnType<typeof createJotaiStore>;

/** A store that stays in step with local storage for as long as the page lives. */
export function createStore(): SiteStore {
  const store = createJotaiStore();
  store.sub(storedStateAtom, () => {});
  return store;
}
