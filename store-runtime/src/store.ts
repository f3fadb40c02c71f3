/**
 * The one jotai store of the site. Its atoms mirror local storage (see storage.ts):
 * they refresh on every `storage` event, whether another tab or this one wrote.
 */
import { atom, createStore as createJotaiStore } from 'jotai';
import { readStoredState, type StoredState } from './storage.js';

const storedStateAtom = atom<StoredState>(readStoredState());

/** Whether two readings of local storage hold the same session, cart and wishlist. */
function sameStoredState(a: StoredState, b: StoredState): boolean {
  return (Object.keys(a) as (keyof StoredState)[]).every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

/**
 * Keeps storedStateAtom in step with local storage while something subscribes to it (the store
 * itself, from followStoredState). Apart from storedStateAtom, so that a component reading the
 * session does not start the following: a store hydrating server HTML must not change before the
 * page is hydrated.
 */
const storageFollowerAtom = atom(null, (get, set) => {
  const stored = readStoredState();
  // Only a change is set: a guest's hydrated page reads what the server rendered, and a new state
  // holding the same would render again everything that reads the session (a shop's 50 cards).
  if (!sameStoredState(get(storedStateAtom), stored)) set(storedStateAtom, stored);
});
storageFollowerAtom.onMount = (refresh) => {
  const onStorage = () => refresh();
  refresh();
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
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

/** The delivery pincode typed on this device, or null (then the shopper's default address decides). */
export const deliveryPincodeAtom = atom((get) => get(storedStateAtom).deliveryPincode);

export type SiteStore = ReturnType<typeof createJotaiStore>;

/** What the server renders with: it sees no local storage, so no session and an empty basket. */
export const SERVER_STORED_STATE: StoredState = {
  authToken: null,
  role: null,
  userId: null,
  user: null,
  cart: [],
  wishlist: [],
  deliveryPincode: null,
};

/**
 * A store that stays in step with local storage for as long as the page lives. `serverRendered`:
 * the store of a server render, or of the browser hydrating its HTML. It starts from
 * SERVER_STORED_STATE, so both render the same, and never touches `window`; the browser calls
 * followStoredState once hydrated, and the header then shows the visitor's own session and counts.
 */
export function createStore(options: { serverRendered?: boolean } = {}): SiteStore {
  const store = createJotaiStore();
  if (options.serverRendered) store.set(storedStateAtom, SERVER_STORED_STATE);
  else followStoredState(store);
  return store;
}

/** Keeps the store in step with local storage from now on (reads it at once). */
export function followStoredState(store: SiteStore): () => void {
  return store.sub(storageFollowerAtom, () => {});
}
