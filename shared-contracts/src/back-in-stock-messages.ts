/**
 * The texts of "Notify me" (back-in-stock.ts), in a module of their own: the product page's own
 * code imports only the button's label, and these load with what the button opens.
 */

/** What the form, the mailed links' page and the API's answers say. */
export const BACK_IN_STOCK_MESSAGES = {
  /** The guest form's heading and its button. */
  guestPrompt: 'Mail me when this size is back in stock',
  emailLabel: 'Your email',
  send: 'Notify me by email',
  /** A signed-in shopper, or a guest whose address was confirmed before. */
  waiting: 'We will mail you when it is back',
  /** The same request again while it waits. */
  alreadyWaiting: 'You are already on the list: we will mail you when it is back',
  /** A guest's first request from an address: it waits for the confirmation link. */
  confirmSent: (email: string) =>
    `We have sent a link to ${email}: open it to confirm, and we will mail you when it is back`,
  confirmed: (product: string, variant: string) => `Confirmed: we will mail you when ${product} (${variant}) is back`,
  unsubscribed: (product: string, variant: string) => `You will not be mailed about ${product} (${variant})`,
  confirmPrompt: 'Confirm that we may mail you once when this product is back in stock.',
  confirmButton: 'Confirm',
  unsubscribePrompt: 'Stop the mail about this product coming back in stock?',
  unsubscribeButton: 'Unsubscribe',
  inStock: 'This size is in stock: add it to your cart instead',
  variantNotFound: 'This product variant does not exist',
  adminsNot: 'Admins are not mailed about stock; use a customer account',
  linkInvalid: 'This link is no longer valid',
  failed: 'We could not save your request; please try again',
} as const;

/** The mails (the API's alone). */
export const BACK_IN_STOCK_MAILS = {
  confirmSubject: 'Confirm your back-in-stock alert',
  confirmText: (product: string, variant: string, link: string) =>
    [
      `You asked to be mailed when ${product} (${variant}) is back in stock.`,
      '',
      `Confirm it here: ${link}`,
      '',
      'If you did not ask for this, ignore this mail: nothing more will be sent.',
    ].join('\n'),
  backSubject: (product: string) => `${product} is back in stock`,
  backText: (product: string, variant: string, productLink: string, unsubscribeLink: string) =>
    [
      `Good news: ${product} (${variant}) is back in stock.`,
      '',
      `See it here: ${productLink}`,
      '',
      'This is the one mail you asked for; we will not mail you about it again.',
      `Did not want it? Unsubscribe: ${unsubscribeLink}`,
    ].join('\n'),
} as const;
