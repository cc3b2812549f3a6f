import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
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
/** Longer than nodemailer's own connection, greeting and socket timeouts together. */
const CLAIM_SECONDS = 15 * 60;

/** SMTP delivery through nodemailer; with no SMTP_URL (never in production) the outbox table is the dev mailbox. */
export function createMailer(options: { db: Database; smtpUrl?: string; from: string; log: Log }): Mailer {
  const { db, log, smtpUrl } = options;
  // nodemailer loads on the first delivery, not at start.
  let transport: Promise<Transporter> | undefined;
  const openTransport = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));

  // A delivery claims its message first, for as long as one SMTP exchange may take: the sweep (of this instance or
  // another) skips a message whose delivery is under way instead of sending it twice. A claim left by a process that
  // died mid-delivery runs out, and the sweep tries again.
  const claim = (id: string) =>
    db
      .update(outbox)
      .set({ claimedUntil: sql`now() + ${CLAIM_SECONDS} * interval '1 second'` })
      .where(and(eq(outbox.id, id), eq(outbox.status, 'pending'), or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`))))
      .returning();

  const attemptDelivery = async (id: string) => {
    if (!smtpUrl) {
      const [message] = await db.select().from(outbox).where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
      // Only that it was queued: the body holds links and codes, which must never reach a log.
      if (message) log.info({ id: message.id, subject: message.subject }, 'dev outbox: email queued, not sent (no SMTP_URL); read it in the outbox table');
      return;
    }
    const [message] = await claim(id);
    if (!message) return;
    try {
      await (await openTransport()).sendMail({
        from: options.from,
        to: message.recipient,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody ?? undefined,
      });
      await db.update(outbox).set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${outbox.attempts} + 1`, claimedUntil: null }).where(eq(outbox.id, id));
    } catch (error) {
      const attempts = message.attempts + 1;
      await db
        .update(outbox)
        .set({ attempts, lastError: String(error), status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending', claimedUntil: null })
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
          .where(and(eq(outbox.status, 'pending'), lt(outbox.attempts, MAX_ATTEMPTS), or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`))))
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
