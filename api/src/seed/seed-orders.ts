/**
 * The demo store's history: a few customers with a delivery address each, and their orders over
 * the DAYS days before the moment of seeding, so a fresh store's dashboard has sales on most days,
 * best sellers and every status. Orders are drawn by a fixed pseudo-random sequence, so every
 * seed tells the same story, moved to its own "now".
 *
 * Stock: the demo catalogue's stock is what is left after these orders (a cancelled order's units
 * went back), so nothing is taken from it here; moving an order's status in the admin then moves
 * stock as it does for any order.
 */
import { type DELIVERY_STATUSES, paiseToRupees, TAX_PAISE, toPaise } from 'shared-contracts';
import { deliveryDate } from '../delivery/delivery-date.js';

/** How far back the demo orders go, in days. */
export const DEMO_ORDER_DAYS = 60;

/** Demo customers who have ordered; they sign in with the demo customer's password. */
export const DEMO_CUSTOMERS = [
  {
    username: 'rohan',
    email: 'rohan.mehta@example.com',
    firstName: 'Rohan',
    lastName: 'Mehta',
    address: {
      fullName: 'Rohan Mehta',
      mobile: '9820012345',
      landmark: 'Near Carter Road promenade',
      addressLine1: '14 Carter Road, Bandra West',
      city: 'Mumbai',
      state: 'Maharashtra',
      postalCode: '400050',
    },
  },
  {
    username: 'priya',
    email: 'priya.nair@example.com',
    firstName: 'Priya',
    lastName: 'Nair',
    address: {
      fullName: 'Priya Nair',
      mobile: '9847012345',
      addressLine1: '27 Panampilly Nagar',
      city: 'Kochi',
      state: 'Kerala',
      postalCode: '682036',
    },
  },
  {
    username: 'arjun',
    email: 'arjun.singh@example.com',
    firstName: 'Arjun',
    lastName: 'Singh',
    address: {
      fullName: 'Arjun Singh',
      mobile: '9810012345',
      landmark: 'Opposite Malviya Nagar metro',
      addressLine1: 'C-12 Malviya Nagar',
      city: 'New Delhi',
      state: 'Delhi',
      postalCode: '110017',
    },
  },
  {
    username: 'kavya',
    email: 'kavya.reddy@example.com',
    firstName: 'Kavya',
    lastName: 'Reddy',
    address: {
      fullName: 'Kavya Reddy',
      mobile: '9848012345',
      addressLine1: '8-2-293 Road No. 12, Banjara Hills',
      city: 'Hyderabad',
      state: 'Telangana',
      postalCode: '500034',
    },
  },
  {
    username: 'imran',
    email: 'imran.khan@example.com',
    firstName: 'Imran',
    lastName: 'Khan',
    address: {
      fullName: 'Imran Khan',
      mobile: '9839012345',
      landmark: 'Behind Sahu Cinema',
      addressLine1: '5 Hazratganj',
      city: 'Lucknow',
      state: 'Uttar Pradesh',
      postalCode: '226001',
    },
  },
  {
    username: 'meera',
    email: 'meera.iyer@example.com',
    firstName: 'Meera',
    lastName: 'Iyer',
    address: {
      fullName: 'Meera Iyer',
      mobile: '9840012345',
      addressLine1: '19 TTK Road, Alwarpet',
      city: 'Chennai',
      state: 'Tamil Nadu',
      postalCode: '600018',
    },
  },
] as const;

export type DemoAddress = (typeof DEMO_CUSTOMERS)[number]['address'];

/** A variant that can be ordered, as stored. */
export interface OrderableVariant {
  variantId: number;
  productId: number;
  productName: string;
  color: string;
  colorHexCode: string | null;
  size: string;
  originalPrice: string;
}

/** A customer who orders, with their saved address. */
export interface OrderingCustomer {
  userId: number;
  addressId: number;
  address: DemoAddress;
  /** The courier's transit days to the address's pincode (delivery_zones). */
  transitDays: number;
}

type Status = (typeof DELIVERY_STATUSES)[number];

export interface DemoOrder {
  userId: number;
  addressId: number;
  address: DemoAddress;
  status: Status;
  createdAt: Date;
  /** `YYYY-MM-DD`, by the delivery promise's own rule. */
  expectedDeliveryDate: string;
  deliveredOn: Date | null;
  canceledOn: Date | null;
  updatedAt: Date;
  orderTotal: string;
  items: { variant: OrderableVariant; quantity: number }[];
}

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** A small fixed pseudo-random sequence in [0, 1) (mulberry32): the same demo at every seed. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Where an order of this age stands, as a shop's would: the last two days' mostly pending, the
 * next few mostly shipped, older ones delivered; about one in eight cancelled.
 */
function statusAt(ageDays: number, roll: number): Status {
  if (roll < 0.12) return 'CANCELED';
  if (ageDays < 2) return 'PENDING';
  if (ageDays < 5) return roll < 0.25 ? 'PENDING' : 'SHIPPED';
  return 'DELIVERED';
}

/**
 * The demo orders, oldest first, over the DEMO_ORDER_DAYS days before `now`: one to four a day,
 * each of one to three lines of one or two units, at each variant's price. The first products
 * of `variants` are ordered most often, so the best sellers stand out.
 */
export function demoOrders(now: Date, variants: OrderableVariant[], customers: OrderingCustomer[]): DemoOrder[] {
  if (variants.length === 0 || customers.length === 0) return [];
  const random = sequence(20_241_127);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  // Popular: a quarter of the catalogue's variants is drawn half of the time.
  const popular = variants.slice(0, Math.max(1, Math.floor(variants.length / 4)));
  const orders: DemoOrder[] = [];
  for (let day = DEMO_ORDER_DAYS - 1; day >= 0; day--) {
    const count = 1 + Math.floor(random() * 4);
    const times = Array.from({ length: count }, () => now.getTime() - (day + random()) * DAY).sort((a, b) => a - b);
    for (const time of times) {
      const createdAt = new Date(time);
      const ageDays = (now.getTime() - time) / DAY;
      const status = statusAt(ageDays, random());
      const lines = new Map<number, { variant: OrderableVariant; quantity: number }>();
      const lineCount = random() < 0.6 ? 1 : random() < 0.75 ? 2 : 3;
      while (lines.size < lineCount) {
        const variant = pick(random() < 0.5 ? popular : variants);
        if (!lines.has(variant.variantId)) lines.set(variant.variantId, { variant, quantity: random() < 0.8 ? 1 : 2 });
      }
      const items = [...lines.values()].sort((a, b) => a.variant.variantId - b.variant.variantId);
      const totalPaise =
        items.reduce((sum, item) => sum + toPaise(item.variant.originalPrice) * item.quantity, 0) + TAX_PAISE;
      // Delivered three to five days after ordering; cancelled within a day (never after now).
      const deliveredOn = status === 'DELIVERED' ? new Date(time + (3 + random() * 2) * DAY) : null;
      const canceledOn = status === 'CANCELED' ? new Date(time + Math.min(ageDays, 1) * random() * DAY) : null;
      const customer = pick(customers);
      orders.push({
        userId: customer.userId,
        addressId: customer.addressId,
        address: customer.address,
        status,
        createdAt,
        expectedDeliveryDate: deliveryDate(createdAt, customer.transitDays),
        deliveredOn,
        canceledOn,
        updatedAt: deliveredOn ?? canceledOn ?? createdAt,
        orderTotal: paiseToRupees(totalPaise),
        items,
      });
    }
  }
  return orders;
}
