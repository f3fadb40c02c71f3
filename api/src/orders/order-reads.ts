/**
 * The orders as customers and admins read them (product rules §3): each with its customer, the
 * address it was sent to, and its items as bought (a snapshot) beside the variant's current stock.
 */
import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { type DeliveryStatus, ORDER_MESSAGES, type Order, type OrderPage, type Variant } from 'shared-contracts';
import { imagesOf, lineImages } from '../cart/cart.service.js';
import type { Executor } from '../db/database.js';
import { addresses, orderItems, orders, productVariants, users } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import { toVariant } from '../products/catalogue.service.js';

/** Orders with their customer, address, items, product images and variants, newest first; `page` picks one page of them. */
export async function loadOrders(
  db: Executor,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<Order[]> {
  const ordered = db
    .select({
      order: orders,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      addressIsDefault: addresses.isDefault,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(addresses, eq(addresses.id, orders.addressId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const rows = await (page ? ordered.limit(page.limit).offset(page.offset) : ordered);
  if (rows.length === 0) return [];
  const items = await db
    .select({ item: orderItems, variant: productVariants })
    .from(orderItems)
    .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.order.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const images = await imagesOf(
    db,
    items.flatMap(({ item }) => (item.productId === null ? [] : [item.productId])),
  );
  const byOrder = new Map<number, Order['items']>();
  for (const { item, variant } of items) {
    // What was bought (snapshot), with the variant's current stock and prices while it still exists.
    const current: Variant | null = variant ? toVariant(variant) : null;
    const list = byOrder.get(item.orderId) ?? [];
    list.push({
      id: item.id,
      quantity: item.quantity,
      priceAtPurchase: item.priceAtPurchase,
      product: {
        id: item.productId ?? 0,
        name: item.productName,
        images: item.productId === null ? [] : lineImages(images.get(item.productId) ?? [], item.color),
        variant: {
          id: item.variantId ?? 0,
          color: item.color,
          colorHexCode: item.colorHexCode,
          size: item.size,
          stock: current?.stock ?? 0,
          originalPrice: current?.originalPrice ?? item.priceAtPurchase,
          discountPrice: current?.discountPrice ?? null,
        },
      },
    });
    byOrder.set(item.orderId, list);
  }
  return rows.map(({ order, firstName, lastName, email, addressIsDefault }) => ({
    id: order.id,
    user: { firstName, lastName, email },
    orderTotal: order.orderTotal,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    deliveryStatus: order.deliveryStatus,
    orderDate: order.orderDate.toISOString(),
    createdAt: order.createdAt.toISOString(),
    expectedDeliveryDate: order.expectedDeliveryDate,
    deliveredOn: order.deliveredOn ? order.deliveredOn.toISOString() : null,
    canceledOn: order.canceledOn ? order.canceledOn.toISOString() : null,
    address: {
      // The address as it was when the order was placed; id 0 once the saved address is deleted.
      id: order.addressId ?? 0,
      userId: order.userId,
      fullName: order.fullName,
      mobile: order.mobile,
      addressLine1: order.addressLine1,
      addressLine2: order.addressLine2,
      landmark: order.landmark,
      city: order.city,
      state: order.state,
      postalCode: order.postalCode,
      isDefault: addressIsDefault ?? false,
    },
    items: byOrder.get(order.id) ?? [],
  }));
}

export async function loadOrder(db: Executor, id: number): Promise<Order> {
  const [order] = await loadOrders(db, eq(orders.id, id));
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  return order;
}

export const listMyOrders = (db: Executor, userId: number) => loadOrders(db, eq(orders.userId, userId));
/** A page of every order (admin), with the count of them all, as the product lists page. */
export async function listAllOrders(
  db: Executor,
  query: { page: number; limit: number; deliveryStatus?: DeliveryStatus | undefined },
): Promise<OrderPage> {
  const where = query.deliveryStatus ? eq(orders.deliveryStatus, query.deliveryStatus) : undefined;
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  const totalItems = counted?.total ?? 0;
  const list = await loadOrders(db, where, { limit: query.limit, offset: (query.page - 1) * query.limit });
  return {
    orders: list,
    pagination: {
      totalItems,
      totalPages: Math.ceil(totalItems / query.limit),
      currentPage: query.page,
      limit: query.limit,
    },
  };
}
