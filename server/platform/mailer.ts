import { and, eq, lt, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  /** Records the message in the outbox (in the caller's transaction when given one). Returns its id. */
  enqueue(message: MailMessage, tx?: Database): Promise<string>;
  /** Tries to deliver one outbox message now; failures (SMTP or database) are logged and stay pending for the next sweep. Never rejects. */
  deliver(id: string): Promise<void>;
  /** Retries every pending message (run on an interval). Never rejects: a failure is logged. */
  deliverPending(): Promise<void>;
  close(): void;
};

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

const MAX_ATTEMPTS = 5;

/** SMTP delivery through nodemailer; with no SMTP_URL (never in production) the outbox table is the dev mailbox. */
export function createMailer(options: { db: Database; smtpUrl?: string; from: string; log: Log }): Mailer {
  const { db, log, smtpUrl } = options;
  // nodemailer loads on the first delivery, not at start.
  let transport: Promise<Transporter> | undefined;
  const openTransport = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));

  const attemptDelivery = async (id: string) => {
    const [message] = await db.select().from(outbox).where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
    if (!message) return;
    if (!smtpUrl) {
      // Only that it was queued: the body holds links and codes, which must never reach a log.
      log.info({ id: message.id, subject: message.subject }, 'dev outbox: email queued, not sent (no SMTP_URL); read it in the outbox table');
      return;
    }
    try {
      await (await openTransport()).sendMail({
        from: options.from,
        to: message.recipient,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody ?? undefined,
      });
      await db.update(outbox).set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${outbox.attempts} + 1` }).where(eq(outbox.id, id));
    } catch (error) {
      const attempts = message.attempts + 1;
      await db
        .update(outbox)
        .set({ attempts, lastError: String(error), status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending' })
        .where(eq(outbox.id, id));
      log.warn({ err: error, to: message.recipient }, 'email delivery failed');
    }
  };

  // Callers fire and forget (`void mailer.deliver(id)`): a database error here must not become an unhandled rejection.
  const deliver = (id: string) =>
    attemptDelivery(id).catch((error: unknown) => log.error({ err: error, outboxId: id }, 'email delivery failed; it stays queued'));

  return {
    async enqueue(message, tx) {
      const [row] = await (tx ?? db)
        .insert(outbox)
        .values({ recipient: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html })
        .returning({ id: outbox.id });
      return row!.id;
    },
    deliver,
    async deliverPending() {
      if (!smtpUrl) return;
      try {
        const pending = await db
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(eq(outbox.status, 'pending'), lt(outbox.attempts, MAX_ATTEMPTS)))
          .limit(50);
        for (const { id } of pending) await deliver(id);
      } catch (error) {
        log.error({ err: error }, 'mail sweep failed; retrying at the next sweep');
      }
    },
    close() {
      void transport?.then((open) => open.close());
    },
  };
}
