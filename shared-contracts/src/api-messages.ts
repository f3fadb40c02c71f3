/**
 * What the API answers, in `{ message }` bodies: every message a user can see from the server,
 * beside the front end's own (messages.ts). The front end shows them as they come.
 */
import { DELIVERY_STATUS_LABELS, MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES } from './constants.js';
import type { DeliveryStatus } from './entities.js';
import { MESSAGES } from './messages.js';

const label = (status: DeliveryStatus) => DELIVERY_STATUS_LABELS[status];

export const USER_MESSAGES = {
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  notFound: 'User not found',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordChanged: 'Password changed successfully',
  samePassword: 'New password must differ from the current password',
  /** Email and username lead to the account (login, password reset): changing them takes the password. */
  currentPasswordNeeded: 'Enter your current password to change your email or username',
  /** Failed password checks on the account pages count with failed logins (auth/login-throttle.ts). */
  passwordChecksPaused: (minutes: number) =>
    `Too many wrong passwords for this account; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
} as const;

/** Passwords refused at registration, reset and change (api/src/auth/password-policy.ts). */
export const PASSWORD_MESSAGES = {
  tooCommon: 'This password is too common and easy to guess; choose a less predictable one',
  personal: "Password must not be your username, your email or the shop's name",
} as const;

export const AUTH_SERVICE_MESSAGES = {
  registered: 'Registration successful',
  badCredentials: 'Invalid email/username or password',
  otpSent: 'If an account exists for this email, an OTP has been sent to it',
  otpInvalid: 'The OTP is invalid or has expired',
  passwordReset: 'Password reset successfully; you can log in now',
  loggedOut: 'Logged out',
  resetsPaused: (minutes: number) =>
    `Too many wrong codes for this email; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  accountLoginsPaused: (minutes: number) =>
    `Too many failed logins for this account; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
} as const;

export const AUTH_MESSAGES = {
  loginRequired: 'Please log in first',
  sessionExpired: 'Your session has expired; please log in again',
  adminOnly: 'Only admins can do this',
} as const;

export const CATEGORY_MESSAGES = {
  notFound: 'Category not found',
  nameTaken: 'A category with this name already exists',
  parentMissing: 'Parent category does not exist',
  parentCycle: 'A category cannot be placed inside itself or one of its subcategories',
  hasProducts: 'This category still has products; move or delete them first',
  hasSubcategories: 'This category still has subcategories; delete or move them first',
  deleted: 'Category deleted',
  uploadNotHere: (id: number) => `Image ${id} does not belong to this category`,
} as const;

export const COMPANY_MESSAGES = {
  notSet: 'Company details have not been set yet',
  oneLogo: 'Upload one logo image at most',
} as const;

export const CART_MESSAGES = {
  itemNotFound: 'Cart item not found',
  variantNotFound: 'This product variant does not exist',
  removed: 'Removed from cart',
  /** The quantity asked for is more than the stock. */
  onlyInStock: (name: string, size: string, stock: number) =>
    stock === 1 ? `Only 1 of ${name} (${size}) is in stock` : `Only ${stock} of ${name} (${size}) are in stock`,
  /** The line already in the cart plus the quantity added would pass the stock. */
  alreadyInCart: (name: string, size: string, inCart: number, stock: number) =>
    `You already have ${inCart} of ${name} (${size}) in your cart and only ${stock} are in stock`,
} as const;

export const PRODUCT_MESSAGES = {
  notFound: MESSAGES.productNotFound,
  categoryNotFound: 'Category not found',
  categoryMissing: 'The chosen category does not exist',
  nameTaken: 'A product with this name already exists',
  deleted: 'Product deleted',
  imageNotHere: (id: number) => `Image ${id} does not belong to this product`,
  variantNotHere: (id: number) => `Variant ${id} does not belong to this product`,
  /** An image is tied to a colour by the variant colour's name, so the shop can bring it forward. */
  imageColorNotHere: (color: string) => `Image colour "${color}" is not one of this product's variant colours`,
  /** More colours than new files: the colours would be tied to the wrong pictures. */
  newImageColorsTooMany: 'More new image colours were sent than new images',
} as const;

export const ADDRESS_MESSAGES = {
  notFound: 'Address not found',
  deleted: 'Address deleted',
} as const;

export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  customersOnly: 'Only customers can place, view or cancel their own orders',
  addressNotFound: 'Address not found; choose one of your saved addresses',
  /** An address saved before recipients were asked for: the courier needs someone to hand it to and call. */
  addressNeedsRecipient: "Add the recipient's full name and mobile number to this address before placing the order",
  cartEmpty: 'Your cart is empty',
  tooLarge: 'The order total is too large',
  /** The chosen address's pincode has no delivery date (delivery.ts): unknown, or a zone not delivered to. */
  notDeliverable: (pincode: string) => `We cannot deliver to pincode ${pincode}; choose another address`,
  /** A line that cannot be filled: the whole order is refused. */
  notEnoughStock: (name: string, size: string, stock: number) =>
    stock <= 0
      ? `${name} (${size}) is out of stock; remove it from your cart to place the order`
      : `Only ${stock} of ${name} (${size}) left in stock; lower the quantity in your cart to place the order`,
  onlyPendingCancel: (status: DeliveryStatus) =>
    `Only a pending order can be cancelled; this order is ${label(status)}`,
  sameStatus: (status: DeliveryStatus) => `The order is already ${label(status)}`,
  /** A cancelled order made active again needs its stock back; this line is short of it. */
  notEnoughStockToReopen: (to: DeliveryStatus, name: string, size: string, stock: number) =>
    stock <= 0
      ? `The order cannot become ${label(to)}: ${name} (${size}) is out of stock`
      : `The order cannot become ${label(to)}: only ${stock} of ${name} (${size}) left in stock`,
  changedMeanwhile: (status: DeliveryStatus) =>
    `The order was changed at the same time and is now ${label(status)}; please try again`,
  confirmationSent: 'Confirmation email sent',
  confirmationFailed: 'The confirmation email could not be sent; please try again later',
  confirmationOwnEmail: 'The confirmation can only be sent to your account email',
  confirmationTooSoon: 'A confirmation email was sent less than a minute ago; please wait a minute',
} as const;

/** Answers of the request pipeline itself, before any route's own rule. */
export const REQUEST_MESSAGES = {
  tooManyAttempts: (after: string) => `Too many attempts; try again in ${after}`,
  imageTooLarge: `Each image must be at most ${Math.round(MAX_UPLOAD_BYTES / 1024 / 1024)} MB`,
  imageTooManyPixels: (filename: string) =>
    `${filename} has too many pixels: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
  invalidJson: 'Request body is not valid JSON',
  notAnObject: 'Request body must be a JSON object',
  noBodyExpected: 'This request takes no body',
  tooLarge: 'Request is too large',
  unsupportedType: 'Unsupported content type',
  duplicate: 'That already exists',
  serverError: 'Something went wrong on the server',
  routeNotFound: (method: string, path: string) => `Not found: ${method} ${path}`,
  notMultipart: 'Send this form as multipart/form-data',
} as const;

const percentText = (share: number) => `${(share * 100).toFixed(1)} %`;

/** Slice releases (api/src/releases): what a deploy is told when it is refused, and why a canary was stopped. */
/** Preview links: the registry's refusals, the site's page for a refused link, and the preview bar. */
export const PREVIEW_MESSAGES = {
  tokensPerPin:
    'Send one deploy token per slice of the preview, in their order: Authorization: Bearer <token>,<token>…',
  shellRelease: 'The shell is deployed with the site server: a preview link can only turn the bar on for it',
  /** The site's page for a link it refuses. */
  refusedTitle: 'This preview link cannot be used',
  forged: 'The link was not signed by this store, or it was changed after it was made.',
  expired: 'The link has expired.',
  askAgain: 'Ask whoever sent it for a new one (npm run slice -- preview).',
  nothingChanged: 'Nothing has changed in this browser: it gets the store as every shopper does.',
  backToStore: 'Back to the store',
  /** The bar, in every page of a preview browser. */
  barLabel: 'Preview',
  barIntro: (until: string) => `You are previewing the store, in this browser only, until ${until}.`,
  live: 'live',
  canary: 'canary',
  notFromRelease: 'its own server',
  pinned: 'previewed',
  devServer: 'your dev server',
  history: 'history',
  leave: 'Leave preview',
  incompatible: 'Does not fit the live shell:',
  /** A release's page (PREVIEW.releasePath). */
  releaseTitle: (target: string, release: string) => `${target} ${release}`,
  releaseUnknown: 'The registry has no such release.',
} as const;

export const RELEASE_MESSAGES = {
  tokenMissing: 'A deploy token is required: send it as Authorization: Bearer <token>',
  tokenWrong: 'This deploy token is not valid',
  tokenChecksPaused: (minutes: number) =>
    `Too many wrong deploy tokens from this address; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  storeLogin: 'Store logins cannot deploy: use the deploy token of the slice',
  tokenOtherTarget: (target: string) => `This deploy token cannot deploy ${target}`,
  noTokenConfigured: (target: string) => `No deploy token is configured for ${target}`,
  unknownTarget: (target: string) => `There is no slice called ${target}`,
  unknownRelease: (target: string, release: string) => `${target} has no release ${release}`,
  alreadyLive: (target: string, release: string) => `${release} is already live for ${target}`,
  noPrevious: (target: string) => `${target} has no earlier live release to roll back to`,
  noCanary: (target: string) => `${target} has no canary`,
  canaryIsLive: 'The live release cannot be its own canary',
  shellHasNoCanary: 'The shell is deployed whole: it has no canary',
  /** One unmet need: `needs store-runtime ^3.0, the live shell provides 2.4.0`. */
  mismatch: (packageName: string, range: string, provided: string | undefined) =>
    `needs ${packageName} ${range}, the live shell provides ${provided ?? 'none'}`,
  incompatible: (target: string, release: string, mismatches: string[]) =>
    `${target} ${release} does not fit the live shell: ${mismatches.join('; ')}`,
  /** A shell release that would strand a live slice or canary: each as `mf_catalog 1.0.0-… needs …`. */
  shellStrandsSlices: (release: string, mismatches: string[]) =>
    `shell ${release} would leave live slices without what they need: ${mismatches.join('; ')}`,
  /** Publishing: a file list the registry will not record. */
  duplicateFile: (path: string) => `${path} is listed twice`,
  fileInsideFile: (path: string) => `${path} is listed both as a file and as a folder`,
  /** Uploading one file of a release. */
  shellFilesNotStored: 'The shell is deployed with the site server: its files are not uploaded to the release store',
  fileNotListed: (release: string, path: string) => `${release} lists no file ${path}`,
  fileSizeWrong: (path: string, listed: number, sent: number) =>
    `${path} is listed with ${listed} bytes, the upload has ${sent}`,
  fileDigestWrong: (path: string) => `${path} does not match the SHA-256 its release lists`,
  filesAlreadyStored: (release: string) => `Every file of ${release} is stored already: a release's files never change`,
  /** live and canary: a release that could not run. */
  filesNotStored: (target: string, release: string) =>
    `${target} ${release} cannot be switched to: its files are not all in the release store (publish it again to upload them)`,
  requiredFilesMissing: (target: string, release: string, paths: string[]) =>
    `${target} ${release} cannot run: its file list has no ${paths.join(', ')}`,
  /** The history's reason for a prune. */
  pruned: (keep: number) => `files removed: not live, not the canary, not among the last ${keep} releases`,
  /** A release's figures in a period, as the history keeps them: `48 visitors, 310 views, 41 errors (12.9 %)`. */
  healthEvidence: (health: { visitors: number; views: number; errors: number; errorRate: number }) =>
    `${health.visitors} visitors, ${health.views} views, ${health.errors} errors (${percentText(health.errorRate)})`,
  autoCanaryOff: (canaryEvidence: string, liveEvidence: string) =>
    `Canary failing: ${canaryEvidence}; live: ${liveEvidence}`,
  autoRollback: (release: string, evidence: string, previousEvidence: string) =>
    `${release} failed while baking: ${evidence}; before it: ${previousEvidence}`,
  renderFailed: (target: string, release: string, error: string) =>
    `${target} ${release} fails on the site server, so it was not switched: ${error}`,
  renderCheckUnavailable: (target: string, release: string, reason: string) =>
    `${target} ${release} could not be checked on the site server, so it was not switched: ${reason}`,
} as const;
