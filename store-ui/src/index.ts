/**
 * The form parts the account area and checkout share: fields, the address form, and their styles
 * (`store-ui/forms.module.css`). Bundled into each slice that uses them (not shared at run time), so
 * neither slice depends on another being up.
 */
export { AddressForm } from './address-form.js';
export { PasswordField, SelectField, SubmitButton, TextField } from './fields.js';
export { MobileField } from './mobile-field.js';
export { type FieldErrors, fieldErrors, focusFirstInvalid } from './validation.js';
