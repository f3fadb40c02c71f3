import { formatPaise, type VariantPricing } from './pricing.js';

/** Every user-visible message of product rules §5 and §8, word for word. */
export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  passwordsDoNotMatch: 'Passwords do not match!',
  otpSendFailed: 'Failed to send OTP',
  resetPasswordFailed: 'Failed to reset password',
  changePasswordFailed: 'Failed to change password',
  changePasswordMismatch: 'New password and confirm password do not match',

  loginToWishlist: 'Please login to add to wishlist',
  loginToCart: 'Please login to add to cart',
  adminNoWishlist: 'Admins cannot add products to wishlist',
  adminNoCart: 'Admins cannot add products to cart',
  selectSizeFirst: 'Please select a size first ⚠️',
  sizeOutOfStock: 'This size is out of stock ❌',
  soldOut: 'Sold out',

  wishlistAdded: 'Added to Wishlist ❤️',
  wishlistRemoved: 'Removed from Wishlist 🖤',
  searchWishlistRemoved: 'Removed from wishlist ❤️',
  wishlistFailed: 'Something went wrong with Wishlist ❌',
  cartAdded: 'Added to Cart 🛒',
  cartIncreased: 'Increased quantity in Cart 🛒',
  cartFailed: 'Something went wrong with Cart ❌',
  somethingWentWrong: 'Something went wrong ❌',
  tryAgain: 'Try again',

  categoryNameRequired: 'Please fill the category name.',
  categoryImagesMax: 'You can upload a maximum of 1 images.',
  categoryImagesMin: 'Please upload at least 1 images.',
  productNameRequired: 'Please fill Product Name (mandatory)',
  productCategoryRequired: 'Please select a Category (mandatory)',
  productImagesMin: 'Please upload at least 2 images',
  productImagesMax: 'Maximum 10 images allowed',

  defaultAddressDelete: 'Default address cannot be deleted!',
  confirmAddressDelete: 'Are you sure you want to delete this address?',
  selectAddress: 'Please select an address.',
  confirmOrderCancel: 'Are you sure you want to cancel this order? This action cannot be undone.',
  keepOrder: 'Keep Order',
  yesCancel: 'Yes, Cancel',

  fetchCategoriesFailed: 'Failed to fetch categories',
  deleteCategoryFailed: 'Failed to delete category',
  saveCategoryFailed: 'Failed to save category.',
  saveProductFailed: 'Failed to save product.',
  fetchProductsFailed: 'Failed to fetch products',
  deleteProductFailed: 'Failed to delete product',
  fetchOrdersFailed: 'Failed to fetch orders',
  cancelOrderFailed: 'Failed to cancel order.',
  updateFailed: 'Update failed!',
  saveFailed: 'Save failed!',
  deleteFailed: 'Delete failed!',
  fetchLegalPagesFailed: 'Failed to fetch legal pages.',
  fetchCompanyFailed: 'Failed to fetch company details.',
  fetchDashboardFailed: 'Failed to fetch the dashboard figures.',
  savePageFailed: 'Failed to save page.',
  saveAddressFailed: 'Failed to save address',
  addressSaved: 'Address saved',
  addressDeleted: 'Address deleted',
  defaultAddressChanged: 'Default address updated',
  noAddresses: 'You have no saved addresses yet.',
  profileUpdated: 'Profile updated',
  placeOrderFailed: 'Failed to place order',
  orderMailFailed: 'Order placed, but confirmation email failed.',
  orderPlaced: 'Order placed successfully!',
  cartEmpty: 'Your cart is empty',
  cartEmptyHint: 'Find something you like in the shop.',
  cartAdminBlocked: 'Admins cannot use the cart. Sign in as a customer to shop.',
  checkoutNoAddress: 'Add a delivery address to continue.',
  pincodeInvalid: 'Enter a 6-digit pincode',
  pincodeUnknown: 'We could not find this pincode. Check it and try again.',
  pincodeUnserviceable: 'We do not deliver to this pincode yet.',
  checkoutAddRecipient: 'Who receives this order? Add their full name and mobile number for the courier.',
  /** An address saved with a state spelled off the list: the form asks for one from the list. */
  chooseStateFromList: (saved: string) => `Saved as “${saved}”: choose the state from the list.`,

  productNotFound: 'Product not found.',
  noProducts: 'No Products Available',
  wishlistEmpty: 'Your wishlist is empty 🖤',
  wishlistEmptyHint: 'Browse products and add them to your wishlist.',

  // Admin area: confirmations and successes.
  confirmDeleteCategory: 'Delete this category?',
  confirmDeleteProduct: 'Delete this product?',
  categorySaved: 'Category saved',
  categoryDeleted: 'Category deleted',
  productSaved: 'Product saved',
  productDeleted: 'Product deleted',
  orderStatusUpdated: 'Order status updated',
  companyUpdated: 'Company details updated',
  pageSaved: 'Page saved',
  imageTypeNotAllowed: 'Only JPEG, PNG or WebP images can be uploaded',
  imageTooLarge: 'Each image must be 5 MB or smaller',
  tooManyFiles: 'Too many files in one upload',
  /** After a field's name: text with a NUL character or half of a UTF-16 surrogate pair cannot be saved. */
  unstorableText: 'Text may not contain NUL characters or broken Unicode',
} as const;

/** Shown when a cart line has reached its variant's stock. */
export function stockLimitMessage(stock: number): string {
  return `Only ${stock} in stock`;
}

/** The confirmation after a line is removed from the cart. */
export function cartLineRemovedMessage(productName: string): string {
  return `Removed ${productName} from Cart 🛒`;
}

/** 'Please fill all required fields in Variant {n}' with n counted from 1. */
export function variantRequiredMessage(variantNumber: number): string {
  return `Please fill all required fields in Variant ${variantNumber}`;
}

/**
 * Under the admin's Discount Price field: the discount is an amount off, not the price shoppers pay
 * (product rules §3).
 */
export const DISCOUNT_PRICE_HELP =
  'The amount off, not the sale price. Shoppers pay the Original Price; the struck-through price is Original Price + Discount Price.';

/** The admin's live summary of a variant's prices as shoppers will see them. */
export function sellingPriceLine({ pricePaise, struckPaise, discountPaise, discountPercent }: VariantPricing): string {
  const selling = `Selling price: ${formatPaise(pricePaise)}`;
  return discountPaise > 0
    ? `${selling}, shown struck through from ${formatPaise(struckPaise)} (${discountPercent}% off)`
    : `${selling}, no discount`;
}

/** 'You save ₹7,500.00': beside a discounted price, the amount off one unit. */
export function youSaveMessage(savingPaise: number): string {
  return `You save ${formatPaise(savingPaise)}`;
}

/** '1 item', '2 items': the count the header's cart and wishlist buttons say. */
export function itemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** What a slot says when its slice's code could not be loaded (shell/src/remotes/remote-slot.tsx). */
export const SLOT_MESSAGES = {
  /** Over a server-rendered slot, whose content stays as the server sent it, without its scripts. */
  serverContentKept: 'This part of the page could not load fully; links still work.',
} as const;
