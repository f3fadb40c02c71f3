/**
 * Outgoing email. Every message is recorded in the mail_outbox table; with SMTP_URL it is
 * then delivered by nodemailer, without it it stays there (readable by an admin at /dev/outbox
 * in development). A mail may carry a password reset code, so its text is never logged, not even
 * in development (read it at /dev/outbox there), and not kept once it is delivered: the outbox then
 * records who got what, when.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database.js';
import { mailOutbox } from '../db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Records the mail and delivers it; resolves false when delivery failed (the outbox keeps the error). */
  send(mail: Mail): Promise<boolean>;
  /**
   * Delivers a mail already recorded in the outbox (by a transaction of its own, e.g. the
   * back-in-stock mails a restock records); false when delivery failed or the row is not there.
   */
  deliver(outboxId: number): Promise<boolean>;
  recent(limit?: number): Promise<(typeof mailOutbox.$inferSelect)[]>;
  close(): void;
}

export interface MailerOptions {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, smtpUrl, from, log } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const record = outboxWriter(db);
  async function deliver(id: number, mail: Mail): Promise<boolean> {
    if (!transport) {
      log.info({ to: mail.to, subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL)');
      return true;
    }
    try {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await db.update(mailOutbox).set({ sentAt: new Date(), text: '', html: null }).where(eq(mailOutbox.id, id));
      return true;
    } catch (error) {
      log.error({ err: error, to: mail.to }, 'mail delivery failed');
      await db
        .update(mailOutbox)
        .set({ error: String((error as Error).message ?? error) })
        .where(eq(mailOutbox.id, id));
      return false;
    }
  }

  return {
    send: async (mail) => deliver(await record(mail), mail),
    async deliver(outboxId) {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId)).limit(1);
      if (!row || row.sentAt) return false;
      return deliver(row.id, { to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined });
    },
    recent: (limit = 20) => db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit),
    close: () => transport?.close(),
  };
}

interface PendingMail {
  mail: Mail;
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
}

/**
 * Records mails in the outbox with at most one insert in flight: the mails asked for while one is
 * being written go together in the next, as one statement and one commit. Every order placed
 * records its confirmation, and a commit waits for the disk: one insert and commit per mail took
 * a pool connection and a disk flush per order beside the order's own.
 * Resolves each mail's outbox id once its row is committed. When a shared insert fails, each of
 * its mails is tried alone, so a mail the table refuses fails only itself.
 */
function outboxWriter(db: Db): (mail: Mail) => Promise<number> {
  let pending: PendingMail[] = [];
  let writing = false;

  async function insert(mails: Mail[]): Promise<number[]> {
    // PostgreSQL returns an insert's rows in the order of its VALUES.
    const rows = await db
      .insert(mailOutbox)
      .values(mails.map((mail) => ({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })))
      .returning({ id: mailOutbox.id });
    if (rows.length !== mails.length) throw new Error(`the outbox recorded ${rows.length} of ${mails.length} mails`);
    return rows.map((row) => row.id);
  }

  async function writeAlone({ mail, resolve, reject }: PendingMail): Promise<void> {
    try {
      const [id] = await insert([mail]);
      resolve(id as number);
    } catch (error) {
      reject(error);
    }
  }

  async function writeAll(): Promise<void> {
    writing = true;
    while (pending.length > 0) {
      const batch = pending;
      pending = [];
      if (batch.length === 1) {
        await writeAlone(batch[0] as PendingMail);
        continue;
      }
      try {
        const ids = await insert(batch.map(({ mail }) => mail));
        for (const [index, id] of ids.entries()) batch[index]?.resolve(id);
      } catch {
        for (const each of batch) await writeAlone(each);
      }
    }
    writing = false;
  }

  return (mail) =>
    new Promise<number>((resolve, reject) => {
      pending.push({ mail, resolve, reject });
      if (!writing) void writeAll();
    });
}
