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
  return {
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
        .returning({ id: mailOutbox.id });
      if (!row) return false;
      if (!transport) {
        log.info({ to: mail.to, subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL)');
        return true;
      }
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await db.update(mailOutbox).set({ sentAt: new Date(), text: '', html: null }).where(eq(mailOutbox.id, row.id));
        return true;
      } catch (error) {
        log.error({ err: error, to: mail.to }, 'mail delivery failed');
        await db
          .update(mailOutbox)
          .set({ error: String((error as Error).message ?? error) })
          .where(eq(mailOutbox.id, row.id));
        return false;
      }
    },
    recent: (limit = 20) => db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit),
    close: () => transport?.close(),
  };
}
