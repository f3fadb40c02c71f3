/**
 * The browser's local storage keys of product rules §3 are the source of truth for the
 * session, cart and wishlist ids. Every write goes through here and dispatches a
 * `storage` event, so this tab's store refreshes just as other tabs' do.
 */

import type { Role, StoredUser } from 'shared-contracts';
import { DELIVERY_PINCODE_STORAGE_KEY, isPincode, STORAGE_KEYS } from 'shared-contracts';

export interface StoredState {
  authToken: string | null;
  role: Role | null;
  userId: number | null;
  user: StoredUser | null;
  cart: number[];
  wishlist: number[];
  /** The pincode the delivery promise is shown for, typed on this device (delivery-pincode.ts). */
  deliveryPincode: string | null;
}

/** Every key the store keeps: the session's and the basket's, and the device's delivery pincode. */
const STORED_KEYS = { ...STORAGE_KEYS, deliveryPincode: DELIVERY_PINCODE_STORAGE_KEY } as const;
type StorageKey = keyof typeof STORED_KEYS;
/** null removes a key. */
export type StoredChanges = { [K in keyof StoredState]?: StoredState[K] | null };

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

function readJson(key: string): unknown {
  const text = storage()?.getItem(key);
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function readIds(key: string): number[] {
  const value = readJson(key);
  return Array.isArray(value) ? value.map(Number).filter((id) => Number.isInteger(id) && id > 0) : [];
}

function readRole(): Role | null {
  const role = storage()?.getItem(STORAGE_KEYS.role)?.toUpperCase();
  return role === 'ADMIN' || role === 'CUSTOMER' ? role : null;
}

function readUser(): StoredUser | null {
  const value = readJson(STORAGE_KEYS.user) as Partial<StoredUser> | null;
  return value && typeof value.username === 'string'
    ? { username: value.username, userType: value.userType ?? 'CUSTOMER' }
    : null;
}

function readPincode(): string | null {
  const pincode = storage()?.getItem(DELIVERY_PINCODE_STORAGE_KEY) ?? '';
  return isPincode(pincode) ? pincode : null;
}

export function readStoredState(): StoredState {
  const userId = Number(storage()?.getItem(STORAGE_KEYS.userId));
  return {
    authToken: storage()?.getItem(STORAGE_KEYS.authToken) || null,
    role: readRole(),
    userId: Number.isInteger(userId) && userId > 0 ? userId : null,
    user: readUser(),
    cart: readIds(STORAGE_KEYS.cart),
    wishlist: readIds(STORAGE_KEYS.wishlist),
    deliveryPincode: readPincode(),
  };
}

function announce(key: string | null): void {
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: window.localStorage }));
}

/**
 * Writes the given keys and tells every listener in this tab. Within this package only: the
 * session functions below write the session keys, basket.ts the cart and wishlist ids,
 * rememberDeliveryPincode the delivery pincode.
 */
export function writeStoredState(changes: StoredChanges): void {
  const local = storage();
  if (!local) return;
  for (const [key, value] of Object.entries(changes) as [StorageKey, unknown][]) {
    if (value === null || value === undefined) local.removeItem(STORED_KEYS[key]);
    else local.setItem(STORED_KEYS[key], typeof value === 'string' ? value : JSON.stringify(value));
  }
  announce(null);
}

/** After a successful login (product rules §2): token, role, user id and the displayed user. */
export function storeSession(token: string, user: { id: number; username: string; userType: string }): void {
  const role: Role = user.userType.toUpperCase() === 'ADMIN' ? 'ADMIN' : 'CUSTOMER';
  writeStoredState({ authToken: token, role, userId: user.id, user: { username: user.username, userType: role } });
}

/** A password change answers with a fresh token: the session goes on with it. */
export function storeRenewedToken(token: string): void {
  writeStoredState({ authToken: token });
}

/** After a profile edit: the name the header shows. */
export function storeDisplayedUser(user: { username: string; userType: string }): void {
  const role: Role = user.userType.toUpperCase() === 'ADMIN' ? 'ADMIN' : 'CUSTOMER';
  writeStoredState({ user: { username: user.username, userType: role } });
}

/**
 * The end of a session, by logout or by a 401 answer (product rules §4): every key the store keeps
 * for the shopper, so no name or count outlives the session. Other tabs see the removals as
 * storage events and show the guest as this one does. The delivery pincode stays: it is where this
 * device's shopper wants things delivered, asked before any sign-in.
 */
export function clearSession(): void {
  const everyKey = Object.fromEntries(Object.keys(STORAGE_KEYS).map((key) => [key, null])) as StoredChanges;
  writeStoredState(everyKey);
}

/** The pincode the delivery promise is shown for on this device; only a 6-digit one is kept. */
export function rememberDeliveryPincode(pincode: string): void {
  if (isPincode(pincode)) writeStoredState({ deliveryPincode: pincode });
}
