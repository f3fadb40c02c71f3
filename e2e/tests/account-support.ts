/**
 * Helpers for the account browser tests: people with accounts of their own, made
 * through the real API, their sessions, orders and OTP mails.
 *
 * The API limits logins, registrations and OTPs per client address (a few a minute),
 * and every request the browser makes reaches it through the shell's proxy, from one
 * address. So setting up a person does not go through the browser: it talks to the API
 * directly, from a loopback address of that person's own (127.x.y.z), as separate
 * clients would. What a test is about still happens in the browser.
 */
import http from 'node:http';
import type { Page } from '@playwright/test';
import { STORAGE_KEYS, type User } from 'shared-contracts';
import { DEMO } from '../support/fixtures';

function apiUrl(): URL {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is not set: global setup did not run');
  return new URL(url);
}

let counter = 0;

/** A fresh unique stamp for names and emails: the time, the worker and a counter. */
export function uniqueStamp(): string {
  counter += 1;
  return `${Date.now()}${process.env.TEST_WORKER_INDEX ?? 0}${counter}`;
}

/** A loopback address no other person of this run uses (Linux answers on all of 127/8). */
export function ownLoopbackAddress(): string {
  const n = Math.floor(Math.random() * 0xfffffe) + 1;
  return `127.${(n >> 16) & 0xff}.${(n >> 8) & 0xff}.${n & 0xff || 1}`;
}

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/** One JSON request straight to the API (not through the browser). */
export function callApi<T = unknown>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; from?: string } = {},
): Promise<ApiAnswer<T>> {
  const base = apiUrl();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method,
        localAddress: options.from,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {}
          resolve({ status: response.statusCode ?? 0, body: body as T });
        });
      },
    );
    request.on('error', reject);
    if (payload) request.write(payload);
    request.end();
  });
}

async function expectOk<T>(answer: Promise<ApiAnswer<T>>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status < 200 || status >= 300) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

export interface Person {
  username: string;
  email: string;
  password: string;
  /** The loopback address this person's direct API calls come from. */
  from: string;
}

export interface Customer extends Person {
  token: string;
  user: User;
}

/** A new person's details; nothing is registered yet. */
export function newPerson(): Person {
  const username = `shopper${uniqueStamp()}`;
  return { username, email: `${username}@example.com`, password: 'Secret@12345', from: ownLoopbackAddress() };
}

/** Logs a person in through the API. */
export async function apiLogin(
  person: Person,
  password = person.password,
): Promise<ApiAnswer<{ token: string; user: User }>> {
  return callApi('POST', '/auth/login', { body: { identifier: person.email, password }, from: person.from });
}

/** A customer with an account of their own, registered and logged in through the API. */
export async function newCustomer(): Promise<Customer> {
  const person = newPerson();
  await expectOk(
    callApi('POST', '/auth/register', {
      body: {
        username: person.username,
        email: person.email,
        password: person.password,
        firstName: person.username,
        lastName: person.username,
        dob: '2000-01-01',
        userType: 'CUSTOMER',
      },
      from: person.from,
    }),
    'register',
  );
  const { token, user } = await expectOk(apiLogin(person), 'login');
  return { ...person, token, user };
}

/** Puts the customer's session in the browser as the login screen stores it, then opens `path`. */
export async function openAs(page: Page, customer: Customer, path: string): Promise<void> {
  await page.goto('/about');
  await page.evaluate(
    ({ keys, token, user }) => {
      localStorage.setItem(keys.authToken, token);
      localStorage.setItem(keys.role, user.userType);
      localStorage.setItem(keys.userId, String(user.id));
      localStorage.setItem(keys.user, JSON.stringify({ username: user.username, userType: user.userType }));
    },
    { keys: STORAGE_KEYS, token: customer.token, user: customer.user },
  );
  await page.goto(path);
}

/** The address fields a test fills in or sends. */
export interface AddressInput {
  fullName: string;
  mobile: string;
  addressLine1: string;
  landmark?: string;
  city: string;
  state: string;
  postalCode: string;
}

export async function addAddress(customer: Customer, address: AddressInput): Promise<{ id: number }> {
  const { address: saved } = await expectOk(
    callApi<{ address: { id: number } }>('POST', '/addresses', {
      body: address,
      token: customer.token,
      from: customer.from,
    }),
    'add address',
  );
  return saved;
}

export interface ListedProduct {
  name: string;
  variants: { id: number; stock: number }[];
}

/**
 * The variant with the most units on a listing page, and its product. Tests that order through
 * the API take from it, so they never sell a variant out: what other tests count (the filter
 * drawer's sizes, "Out of stock" badges) does not depend on how many orders ran before them.
 */
export function bestStockedVariant(products: ListedProduct[]): { productName: string; variantId: number } {
  const offers = products.flatMap((product) => product.variants.map((variant) => ({ product, variant })));
  const best = offers.reduce<(typeof offers)[number] | undefined>(
    (most, offer) => (most && most.variant.stock >= offer.variant.stock ? most : offer),
    undefined,
  );
  if (!best || best.variant.stock === 0) throw new Error('no product in stock');
  return { productName: best.product.name, variantId: best.variant.id };
}

/**
 * Places a cash-on-delivery order for the customer through the API: one unit of the
 * best-stocked variant, delivered to a new address. Resolves to the order's id.
 */
export async function placeOrder(customer: Customer): Promise<{ id: number; productName: string }> {
  const { data: products } = await expectOk(
    callApi<{ data: ListedProduct[] }>('GET', '/products?page=1&limit=50', { from: customer.from }),
    'list products',
  );
  const { productName, variantId } = bestStockedVariant(products);
  return { id: await placeOrderOfVariant(customer, variantId, 1), productName };
}

/**
 * Places a cash-on-delivery order for the customer through the API: `quantity` units of one
 * variant, delivered to a new address. Resolves to the order's id.
 */
export async function placeOrderOfVariant(customer: Customer, variantId: number, quantity: number): Promise<number> {
  const options = { token: customer.token, from: customer.from };
  await expectOk(
    callApi('POST', '/cart/add', { ...options, body: { productVariantId: variantId, quantity } }),
    'add to cart',
  );
  const address = await addAddress(customer, {
    fullName: 'Asha Verma',
    mobile: '9876543210',
    addressLine1: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
  });
  const { order } = await expectOk(
    callApi<{ order: { id: number } }>('POST', '/orders/place', {
      ...options,
      body: { addressId: address.id, paymentMethod: 'COD' },
    }),
    'place order',
  );
  return order.id;
}

/** The 6-digit OTP of the newest reset mail to `email` in the API's outbox (served to admins outside production). */
export async function readOtp(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const { token } = await expectOk(
    callApi<{ token: string }>('POST', '/auth/login', { body: DEMO.admin, from: ownLoopbackAddress() }),
    'admin login',
  );
  for (;;) {
    const { status, body } = await callApi<{ mails: { to: string; text: string }[] }>('GET', '/dev/outbox', { token });
    if (status !== 200) throw new Error(`the outbox answered ${status}`);
    const mail = body.mails.find((candidate) => candidate.to === email);
    const code = mail && /one-time password to reset your password is (\d{6})/.exec(mail.text)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no OTP mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
