import { clearSession, rememberDeliveryPincode, storeSession, writeStoredState } from './storage';
import {
  authAtom,
  cartCountAtom,
  createStore,
  deliveryPincodeAtom,
  followStoredState,
  isAdminAtom,
  wishlistCountAtom,
  wishlistProductIdsAtom,
} from './store';

describe('the shared store', () => {
  it('starts from what local storage already holds', () => {
    localStorage.setItem('cart', '[4,5]');
    localStorage.setItem('authToken', 'token-1');
    localStorage.setItem('role', 'admin');
    const store = createStore();
    expect(store.get(cartCountAtom)).toBe(2);
    expect(store.get(isAdminAtom)).toBe(true);
  });

  it('hydrating server-rendered HTML, starts as the server rendered (a guest) and follows local storage once told to', () => {
    localStorage.setItem('cart', '[4,5]');
    localStorage.setItem('authToken', 'token-1');
    const store = createStore({ serverRendered: true });
    expect(store.get(cartCountAtom)).toBe(0);
    expect(store.get(authAtom).token).toBeNull();
    followStoredState(store);
    expect(store.get(cartCountAtom)).toBe(2);
    expect(store.get(authAtom).token).toBe('token-1');
  });

  it('hydrating a guest, follows local storage without a new state: nothing reading the session renders again', () => {
    const store = createStore({ serverRendered: true });
    const auth = store.get(authAtom);
    const changed = jest.fn();
    store.sub(authAtom, changed);
    followStoredState(store);
    expect(changed).not.toHaveBeenCalled();
    expect(store.get(authAtom)).toBe(auth);
    writeStoredState({ wishlist: [3] });
    expect(store.get(wishlistProductIdsAtom)).toEqual([3]);
  });

  it('follows writes made in this tab', () => {
    const store = createStore();
    storeSession('token-2', { id: 7, username: 'asha', userType: 'Customer' });
    writeStoredState({ cart: [11, 12, 13] });
    writeStoredState({ wishlist: [3] });
    expect(store.get(authAtom)).toEqual({
      token: 'token-2',
      role: 'CUSTOMER',
      userId: 7,
      user: { username: 'asha', userType: 'CUSTOMER' },
    });
    expect(localStorage.getItem('authToken')).toBe('token-2');
    expect(store.get(cartCountAtom)).toBe(3);
    expect(store.get(wishlistProductIdsAtom)).toEqual([3]);
  });

  it('remembers a 6-digit delivery pincode on the device, ignores anything else, and keeps it past a sign-out', () => {
    const store = createStore();
    rememberDeliveryPincode('56001');
    expect(store.get(deliveryPincodeAtom)).toBeNull();
    rememberDeliveryPincode('560001');
    expect(store.get(deliveryPincodeAtom)).toBe('560001');
    expect(localStorage.getItem('deliveryPincode')).toBe('560001');
    storeSession('token-3', { id: 8, username: 'ravi', userType: 'CUSTOMER' });
    clearSession();
    expect(store.get(authAtom).token).toBeNull();
    expect(store.get(deliveryPincodeAtom)).toBe('560001');
    // A value edited by hand into something else reads as no pincode.
    localStorage.setItem('deliveryPincode', '<b>');
    window.dispatchEvent(new StorageEvent('storage', { key: 'deliveryPincode' }));
    expect(store.get(deliveryPincodeAtom)).toBeNull();
  });

  it('follows writes made by another tab', () => {
    const store = createStore();
    localStorage.setItem('wishlist', '[8,9]');
    window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist' }));
    expect(store.get(wishlistProductIdsAtom)).toEqual([8, 9]);
  });

  it('keeps every store of the page in step', () => {
    const [shell, slice] = [createStore(), createStore()];
    writeStoredState({ cart: [1] });
    expect(shell.get(cartCountAtom)).toBe(1);
    expect(slice.get(cartCountAtom)).toBe(1);
  });

  it('shows a guest with no counts the moment the session ends', () => {
    const store = createStore();
    storeSession('token-3', { id: 1, username: 'asha', userType: 'CUSTOMER' });
    writeStoredState({ cart: [1], wishlist: [4, 5] });
    clearSession();
    expect(store.get(authAtom)).toEqual({ token: null, role: null, userId: null, user: null });
    expect(store.get(cartCountAtom)).toBe(0);
    expect(store.get(wishlistCountAtom)).toBe(0);
  });

  it("shows a guest with no counts when another tab's session ends", () => {
    storeSession('token-4', { id: 1, username: 'asha', userType: 'CUSTOMER' });
    writeStoredState({ cart: [1], wishlist: [4] });
    const store = createStore();
    expect(store.get(cartCountAtom)).toBe(1);
    // The other tab removed the keys; this tab hears of it only through the storage event.
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(store.get(authAtom).user).toBeNull();
    expect(store.get(cartCountAtom)).toBe(0);
    expect(store.get(wishlistCountAtom)).toBe(0);
  });

  it('ignores garbage in local storage', () => {
    localStorage.setItem('cart', '{not json');
    localStorage.setItem('wishlist', '["x", 2, -1]');
    localStorage.setItem('role', 'superuser');
    const store = createStore();
    expect(store.get(cartCountAtom)).toBe(0);
    expect(store.get(wishlistProductIdsAtom)).toEqual([2]);
    expect(store.get(isAdminAtom)).toBe(false);
  });
});
