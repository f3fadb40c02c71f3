/**
 * Components two slices show alike, bundled into each slice that uses them (not shared at run
 * time), so neither slice depends on another being up.
 */
export { AddressForm } from './address-form.js';
