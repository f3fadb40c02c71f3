import { z } from 'zod';
import {
  ALL_ORDERS_LIMIT,
  DEFAULT_PAGE,
  DEFAULT_PAGE_LIMIT,
  DELIVERY_STATUSES,
  MAX_PAGE_LIMIT,
  MIN_QUANTITY,
  PAYMENT_METHODS,
} from '../constants.js';
import { limitField, pageField } from './catalog.js';
import { emailField, idField } from './fields.js';

const quantityField = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(MIN_QUANTITY, `${label} must be at least ${MIN_QUANTITY}`)
    .max(10_000, `${label} is too large`);

export const cartAddSchema = z.object({
  productVariantId: idField('productVariantId'),
  quantity: quantityField('quantity').default(MIN_QUANTITY),
});
export type CartAddPayload = z.input<typeof cartAddSchema>;

export const cartUpdateSchema = z.object({
  cartItemId: idField('cartItemId'),
  newQuantity: quantityField('newQuantity'),
});
export type CartUpdatePayload = z.input<typeof cartUpdateSchema>;

export const placeOrderSchema = z.object({
  addressId: idField('addressId'),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Only Cash on Delivery (COD) is accepted' }),
});
export type PlaceOrderPayload = z.input<typeof placeOrderSchema>;

export const orderStatusSchema = z.object({
  deliveryStatus: z.enum(DELIVERY_STATUSES, { error: `deliveryStatus must be one of ${DELIVERY_STATUSES.join(', ')}` }),
});
export type OrderStatusPayload = z.input<typeof orderStatusSchema>;

/**
 * GET /orders/all: every order, newest first, optionally of one delivery status. Without page and
 * limit it answers them all (up to ALL_ORDERS_LIMIT), as the specification's admin page asks; with
 * either it pages as the product lists do.
 */
export const orderListQuerySchema = z
  .object({
    page: pageField.optional(),
    limit: limitField.optional(),
    deliveryStatus: z.enum(DELIVERY_STATUSES, { error: 'Unknown delivery status' }).optional(),
  })
  .transform(({ page, limit, deliveryStatus }) => ({
    page: page ?? DEFAULT_PAGE,
    limit:
      page === undefined && limit === undefined
        ? ALL_ORDERS_LIMIT
        : Math.min(limit ?? DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT),
    deliveryStatus,
  }));
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const sendConfirmationSchema = z.object({
  orderData: z.object({ id: idField('Order id') }).passthrough(),
  email: emailField,
});
export type SendConfirmationPayload = z.input<typeof sendConfirmationSchema>;
