import { and, eq, gt, isNull } from 'drizzle-orm';
import { readerLanguage } from '@common/academics';
import type { Database } from '../../db/client';
import { accountUnlockTokens, passwordResetTokens, profiles, users } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { randomToken, sha256 } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { composeMail } from '../../platform/mail-texts';
import { countAttempt, countIpAttempt, RESET_EMAIL_LIMIT, RESET_IP_LIMIT } from '../../platform/rate-limits';
import { recordSecurityEvent } from '../../platform/security-events';
import type { RequestOrigin } from './session-start';

type LinkTokens = typeof passwordResetTokens | typeof accountUnlockTokens;

/** What a link mailed from the sign-in pages is for: a password reset or a sign-in unlock (decisions 014, 061, 059). */
export type EmailedLink = {
  /** Its rate-limit keys are `<name>-ip:<address>` and `<name>-email:<email>`. */
  name: 'reset' | 'unlock';
  tokens: LinkTokens;
  ttlMs: number;
  /** The page the link opens, which spends the token (by a POST: mail scanners open links). */
  page: (token: string) => string;
  mail: 'passwordReset' | 'accountUnlock';
  event: 'password_reset_requested' | 'account_unlock_requested';
  /** The 429 answer past the limits: its code (the web's words for it) and the English sentence. */
  tooMany: { code: 'reset_rate_limited' | 'unlock_rate_limited'; message: string };
};

/**
 * Emails a single-use link in the account's language when the address has an account; the answer never says whether
 * it has (the caller shows the same text either way, and delivery happens after the answer). Limited per client
 * address, then per email, so the form cannot flood a mailbox. The token is random, only its SHA-256 is stored, and a
 * newer link retires the older ones, in the transaction that records the request and queues the mail.
 */
export async function emailSingleUseLink(deps: Deps<'db' | 'clock' | 'config' | 'mailer'>, link: EmailedLink, input: { email: string; origin: RequestOrigin }) {
  const { db, clock, mailer, config } = deps;
  const email = input.email.trim().toLowerCase();
  const now = clock.now();
  for (const count of [
    () => countIpAttempt(deps, `${link.name}-ip`, input.origin.ipAddress, RESET_IP_LIMIT),
    () => countAttempt(deps, `${link.name}-email:${email}`, RESET_EMAIL_LIMIT),
  ]) {
    if (!(await count()).allowed) throw new AppError(link.tooMany.code, link.tooMany.message, 429);
  }

  const [user] = await db
    .select({ id: users.id, language: profiles.language })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email));
  if (!user) return;
  const token = randomToken();
  const address = `${new URL(config.PUBLIC_URL).origin}${link.page(encodeURIComponent(token))}`;
  const { tokens } = link;
  const outboxId = await db.transaction(async (tx) => {
    await tx
      .update(tokens)
      .set({ usedAt: now })
      .where(and(eq(tokens.userId, user.id), isNull(tokens.usedAt)));
    await tx.insert(tokens).values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + link.ttlMs), createdAt: now });
    await recordSecurityEvent({ db: tx }, { eventType: link.event, userId: user.id, email, ipAddress: input.origin.ipAddress, at: now });
    return mailer.enqueue({ to: email, ...composeMail(readerLanguage(user.language), link.mail, { link: address }) }, tx);
  });
  void mailer.deliver(outboxId);
}

/** A link's token that still works: its hash, unused, unexpired (a newer link has retired the older ones). */
export const usableToken = (tokens: LinkTokens, token: string, now: Date) =>
  and(eq(tokens.tokenHash, sha256(token)), isNull(tokens.usedAt), gt(tokens.expiresAt, now));

/** Spends a link's token in the caller's transaction: the account it was for, or null when it no longer works. */
export async function spendToken(tx: Database, tokens: LinkTokens, token: string, now: Date): Promise<string | null> {
  const [used] = await tx.update(tokens).set({ usedAt: now }).where(usableToken(tokens, token, now)).returning({ userId: tokens.userId });
  return used?.userId ?? null;
}
