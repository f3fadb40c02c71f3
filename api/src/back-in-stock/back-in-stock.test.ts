import { eq } from 'drizzle-orm';
import { BACK_IN_STOCK_MAILS, BACK_IN_STOCK_MESSAGES, BACK_IN_STOCK_PATHS, type Product } from 'shared-contracts';
import { backInStockRequests, mailOutbox, productVariants } from '../db/schema.js';
import { type CaughtMail, startSmtp, type TestSmtp } from '../test/smtp.js';
import { ADMIN, CUSTOMER, createTestApp, DATABASES, formWith, type TestApp } from '../test/test-app.js';
import { claimNextBackInStockMail, queueBackInStockMails } from './mails.js';

const ORIGIN = 'https://shop.example.in';
const PRODUCT = 'Nokia 105';

/** A mail's text as written (its quoted-printable transfer encoding undone). */
function textOf(mail: CaughtMail): string {
  const joined = mail.raw.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
/** The token of the link in a mail that asks the product page for `action`. */
function tokenIn(text: string, action: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`notify=${action}&token=([A-Za-z0-9_-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`no ${action} link in:\n${text}`);
  return match[1];
}

describe.each(DATABASES)('"Notify me" when a sold-out variant is back (%s)', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: string;
  let customer: string;

  const product = async (): Promise<Product> =>
    (await t.request('GET', `/products/by-name/${encodeURIComponent(PRODUCT)}`)).body.product;
  /** The admin's product form, saved with these stocks for the variants (by position). */
  async function saveStocks(...stocks: number[]): Promise<Product> {
    const current = await product();
    const response = await t.request('POST', '/products', {
      token: admin,
      form: formWith({
        id: String(current.id),
        productName: current.name,
        categoryId: String(current.categoryId),
        productVariants: JSON.stringify(current.variants.map((variant, i) => ({ ...variant, stock: stocks[i] }))),
      }),
    });
    expect(response.status).toBe(200);
    await t.ctx.backInStock.idle();
    return response.body.product;
  }
  const mailsTo = (to: string) => smtp.mails.filter((mail) => mail.to.includes(to));
  const requestsOf = (variantId: number) =>
    t.ctx.db.select().from(backInStockRequests).where(eq(backInStockRequests.variantId, variantId));

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(kind, { demo: true, config: { smtpUrl: smtp.url, publicOrigin: ORIGIN } });
    admin = await t.login(ADMIN);
    customer = await t.login(CUSTOMER);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('takes a signed-in shopper’s request for a sold-out size once, and refuses what cannot be asked for', async () => {
    const [black, blue] = (await saveStocks(0, 5)).variants;
    const ask = (variantId: unknown, token?: string) =>
      t.request('POST', BACK_IN_STOCK_PATHS.request, { token, json: { variantId } });

    expect((await ask(black?.id, customer)).body).toEqual({
      state: 'waiting',
      message: BACK_IN_STOCK_MESSAGES.waiting,
    });
    expect((await ask(black?.id, customer)).body).toEqual({
      state: 'waiting',
      message: BACK_IN_STOCK_MESSAGES.alreadyWaiting,
    });
    expect(await requestsOf(black?.id as number)).toHaveLength(1);

    expect((await ask(blue?.id, customer)).body).toEqual({ message: BACK_IN_STOCK_MESSAGES.inStock });
    expect((await ask(999_999, customer)).body).toEqual({ message: BACK_IN_STOCK_MESSAGES.variantNotFound });
    expect((await ask('abc', customer)).status).toBe(400);
    expect((await ask(black?.id)).status).toBe(401);
    const asAdmin = await ask(black?.id, admin);
    expect(asAdmin).toMatchObject({ status: 403, body: { message: BACK_IN_STOCK_MESSAGES.adminsNot } });
  });

  it('mails the shopper once through SMTP when an admin brings the size back: product, size, links', async () => {
    const [black] = (await product()).variants;
    const mailed = smtp.waitFor('customer@example.com');
    await saveStocks(3, 5);
    const text = textOf(await mailed);
    expect(text).toContain(`Subject: ${BACK_IN_STOCK_MAILS.backSubject(PRODUCT)}`);
    expect(text).toContain(`Good news: ${PRODUCT} (4MB · Black) is back in stock.`);
    expect(text).toContain(`See it here: ${ORIGIN}/product/Nokia%20105\r\n`);
    const unsubscribeToken = tokenIn(text, 'unsubscribe');

    // Sold out and back again: the request was answered, nothing more is sent.
    await saveStocks(0, 5);
    await saveStocks(2, 5);
    expect(mailsTo('customer@example.com')).toHaveLength(1);
    const [request] = await requestsOf(black?.id as number);
    expect(request?.notifiedAt).toBeInstanceOf(Date);
    // The outbox keeps who got it, not its text (which held the link's token).
    const [kept] = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, request?.outboxId as number));
    expect(kept).toMatchObject({ to: 'customer@example.com', text: '', sentAt: expect.any(Date) });

    const unsubscribed = await t.request('POST', BACK_IN_STOCK_PATHS.unsubscribe, {
      json: { token: unsubscribeToken },
    });
    expect(unsubscribed.body).toEqual({ message: BACK_IN_STOCK_MESSAGES.unsubscribed(PRODUCT, '4MB · Black') });
  });

  it('confirms a guest’s address once by a mailed link, and trusts it afterwards', async () => {
    const [black, blue] = (await saveStocks(0, 0)).variants;
    const guest = 'guest.shopper@example.com';
    const ask = (variantId: number | undefined, email: string) =>
      t.request('POST', BACK_IN_STOCK_PATHS.guestRequest, { json: { variantId, email } });

    expect((await ask(black?.id, 'not-an-email')).body).toEqual({ message: 'Enter a valid email address' });

    const firstMail = smtp.waitFor(guest);
    expect((await ask(black?.id, ' Guest.Shopper@example.com ')).body).toEqual({
      state: 'confirm',
      message: BACK_IN_STOCK_MESSAGES.confirmSent(guest),
    });
    const first = textOf(await firstMail);
    expect(first).toContain(`Subject: ${BACK_IN_STOCK_MAILS.confirmSubject}`);
    expect(first).toContain(`${ORIGIN}/product/Nokia%20105?notify=confirm&token=`);
    // The first link lost: asking again sends a new one, and the old one stops working.
    const secondMail = smtp.waitFor(guest);
    expect((await ask(black?.id, guest)).body.state).toBe('confirm');
    const token = tokenIn(textOf(await secondMail), 'confirm');
    const stale = await t.request('POST', BACK_IN_STOCK_PATHS.confirm, { json: { token: tokenIn(first, 'confirm') } });
    expect(stale).toMatchObject({ status: 404, body: { message: BACK_IN_STOCK_MESSAGES.linkInvalid } });

    // Not confirmed yet: a restock mails nobody at this address.
    await saveStocks(1, 0);
    await saveStocks(0, 0);
    expect(mailsTo(guest)).toHaveLength(2);

    const confirmed = await t.request('POST', BACK_IN_STOCK_PATHS.confirm, { json: { token } });
    expect(confirmed.body).toEqual({ message: BACK_IN_STOCK_MESSAGES.confirmed(PRODUCT, '4MB · Black') });

    // A confirmed address: the next request waits at once, with no mail.
    expect((await ask(blue?.id, guest)).body).toEqual({ state: 'waiting', message: BACK_IN_STOCK_MESSAGES.waiting });
    expect((await ask(blue?.id, guest)).body.message).toBe(BACK_IN_STOCK_MESSAGES.alreadyWaiting);
    expect(mailsTo(guest)).toHaveLength(2);

    const back = smtp.waitFor(guest);
    await saveStocks(4, 4);
    await back;
    await t.ctx.backInStock.idle();
    const texts = mailsTo(guest).slice(2).map(textOf);
    expect(texts).toHaveLength(2);
    expect(texts.some((text) => text.includes('(4MB · Black) is back in stock'))).toBe(true);
    expect(texts.some((text) => text.includes('(4MB · Blue) is back in stock'))).toBe(true);
  });

  it('sends nothing for a size sold out again before its mail goes; the request waits for the next restock', async () => {
    const [black] = (await saveStocks(0, 4)).variants;
    const variantId = black?.id as number;
    const { token } = await t.registerCustomer('waiter');
    await t.request('POST', BACK_IN_STOCK_PATHS.request, { token, json: { variantId } });
    const email = 'waiter@example.com';

    // The restock commits with its mail queued; an order takes the last piece before the sender runs.
    await t.ctx.db.transaction(async (tx) => {
      await tx.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, variantId));
      expect(await queueBackInStockMails(tx, [variantId], ORIGIN)).toBe(1);
    });
    await t.ctx.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, variantId));
    t.ctx.backInStock.wake();
    await t.ctx.backInStock.idle();
    expect(mailsTo(email)).toHaveLength(0);
    const [waiting] = (await requestsOf(variantId)).filter((request) => request.userId !== null && !request.notifiedAt);
    expect(waiting).toMatchObject({ notifiedAt: null, outboxId: null });
    expect((await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length).toBe(0);

    const mailed = smtp.waitFor(email);
    await saveStocks(2, 4);
    expect(textOf(await mailed)).toContain('(4MB · Black) is back in stock');
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('never sends a mail twice: taken by one sender, a crash before SMTP loses it rather than resending', async () => {
    const [black] = (await saveStocks(0, 4)).variants;
    const variantId = black?.id as number;
    const { token } = await t.registerCustomer('crash');
    const email = 'crash@example.com';
    await t.request('POST', BACK_IN_STOCK_PATHS.request, { token, json: { variantId } });
    await t.ctx.db.transaction(async (tx) => {
      await tx.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, variantId));
      await queueBackInStockMails(tx, [variantId], ORIGIN);
    });

    // Two senders at once (two replicas): one takes it, the other finds nothing.
    const claims = await Promise.all([claimNextBackInStockMail(t.ctx.db), claimNextBackInStockMail(t.ctx.db)]);
    expect(claims.filter((claim) => claim && 'outboxId' in claim)).toHaveLength(1);
    expect(claims.filter((claim) => claim === null)).toHaveLength(1);
    // The process that took it stops before SMTP; the next run sends nothing.
    t.ctx.backInStock.wake();
    await t.ctx.backInStock.idle();
    expect(mailsTo(email)).toHaveLength(0);
    const [request] = (await requestsOf(variantId)).filter((row) => row.outboxId !== null && row.notifiedAt);
    expect(request?.notifiedAt).toBeInstanceOf(Date);
  });

  it('mails the waiting shopper when an admin cancels the order that bought the last piece', async () => {
    const [black] = (await saveStocks(1, 4)).variants;
    const variantId = black?.id as number;
    const buyer = await t.registerCustomer('buyer');
    const address = await t.request('POST', '/addresses', {
      token: buyer.token,
      json: {
        fullName: 'Ravi Kulkarni',
        mobile: '9822012345',
        addressLine1: '1 Lake Road',
        city: 'Pune',
        state: 'Maharashtra',
        postalCode: '411001',
      },
    });
    await t.request('POST', '/cart/add', { token: buyer.token, json: { productVariantId: variantId, quantity: 1 } });
    const placed = await t.request('POST', '/orders/place', {
      token: buyer.token,
      json: { addressId: address.body.address.id, paymentMethod: 'COD' },
    });
    expect(placed.status).toBe(201);
    const waiter = await t.registerCustomer('patient');
    await t.request('POST', BACK_IN_STOCK_PATHS.request, { token: waiter.token, json: { variantId } });

    const mailed = smtp.waitFor('patient@example.com');
    const canceled = await t.request('PUT', `/orders/${placed.body.order.id}/status`, {
      token: admin,
      json: { deliveryStatus: 'CANCELED' },
    });
    expect(canceled.status).toBe(200);
    expect(textOf(await mailed)).toContain('(4MB · Black) is back in stock');
  });

  it('unsubscribes by the mailed link before the mail goes: nothing is sent; the link works twice, a wrong one never', async () => {
    const [black] = (await saveStocks(0, 4)).variants;
    const variantId = black?.id as number;
    const { token } = await t.registerCustomer('leaver');
    const email = 'leaver@example.com';
    await t.request('POST', BACK_IN_STOCK_PATHS.request, { token, json: { variantId } });
    await t.ctx.db.transaction(async (tx) => {
      await tx.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, variantId));
      await queueBackInStockMails(tx, [variantId], ORIGIN);
    });
    const [queued] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const link = tokenIn(queued?.text ?? '', 'unsubscribe');

    const answer = BACK_IN_STOCK_MESSAGES.unsubscribed(PRODUCT, '4MB · Black');
    for (let i = 0; i < 2; i++) {
      expect((await t.request('POST', BACK_IN_STOCK_PATHS.unsubscribe, { json: { token: link } })).body).toEqual({
        message: answer,
      });
    }
    t.ctx.backInStock.wake();
    await t.ctx.backInStock.idle();
    expect(mailsTo(email)).toHaveLength(0);
    expect(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(0);

    const wrong = await t.request('POST', BACK_IN_STOCK_PATHS.unsubscribe, { json: { token: 'x'.repeat(43) } });
    expect(wrong).toMatchObject({ status: 404, body: { message: BACK_IN_STOCK_MESSAGES.linkInvalid } });
    expect((await t.request('POST', BACK_IN_STOCK_PATHS.unsubscribe, { json: { token: 'short' } })).status).toBe(400);
  });
});
