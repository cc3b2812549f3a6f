import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { readerLanguage } from '@common/academics';
import type { EarningsSummary } from '@common/profiles';
import {
  INVITES_PER_ADDRESS_PER_DAY,
  INVITES_PER_STUDENT_PER_DAY,
  MONTHLY_BONUS_PAISA,
  MONTHLY_BONUS_TARGET,
  RECENT_REFERRALS_LIMIT,
  REFERRAL_COMMISSION_PAISA,
  referralLink,
  type AdminCommission,
  type CommissionKind,
  type CommissionStatus,
  type ReferralOverview,
  type ReferralStage,
  type ReferralStats,
} from '@common/referrals';
import { selectRows } from '../../db/client';
import { commissions, profiles, referrals, users } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { nepalMonth, nepalMonthBounds } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { composeMail } from '../../platform/mail-texts';
import { countAttempt, type RateLimitRule } from '../../platform/rate-limits';
import { recordSecurityEvent } from '../../platform/security-events';
import { canAdvanceCommission } from './policy';

// No 0/O or 1/I/L: codes are read aloud and typed from screenshots.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** A random referral code; uniqueness is enforced by the database and retried by the caller. */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * Records, in the sign-up's transaction, that a new account came through someone's referral link: the referrer's
 * pending invitation to that address becomes the referral, or a new pending referral is added. An unknown code
 * (or one's own) is ignored. Returns the referrer's id.
 */
export async function recordReferredSignup({ db }: Deps<'db'>, input: { code: string; referredId: string; email: string; at?: Date }): Promise<string | null> {
  const code = input.code.trim().toUpperCase();
  if (!code) return null;
  const [referrer] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.referralCode, code));
  if (!referrer || referrer.id === input.referredId) return null;
  const [invite] = await db
    .update(referrals)
    .set({ referredId: input.referredId })
    .where(and(eq(referrals.referrerId, referrer.id), eq(referrals.invitedEmail, input.email.toLowerCase()), isNull(referrals.referredId)))
    .returning({ id: referrals.id });
  if (!invite) await db.insert(referrals).values({ referrerId: referrer.id, referredId: input.referredId, status: 'pending', createdAt: input.at });
  return referrer.id;
}

export type ReferralCompletion = { referrerId: string; referralId: string; commissionIds: string[] };

/**
 * Completes the referral of a student whose first payment just succeeded, in the payment's transaction: the referral
 * turns completed and earns its referrer a pending Rs. 100 commission, and the third completion of a Nepal calendar
 * month adds the Rs. 200 monthly bonus (once per month). Exactly once: the pending → completed update is the gate,
 * and completions for one referrer run one at a time so the monthly count sees every earlier one.
 */
export async function completeReferralOnPayment({ db }: Deps<'db'>, input: { referredId: string; paymentId: string; now: Date }): Promise<ReferralCompletion | null> {
  const [pending] = await db
    .select({ id: referrals.id, referrerId: referrals.referrerId })
    .from(referrals)
    .where(and(eq(referrals.referredId, input.referredId), eq(referrals.status, 'pending')));
  if (!pending) return null;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`referrals:${pending.referrerId}`}))`);
  const [referral] = await db
    .update(referrals)
    .set({ status: 'completed', completedAt: input.now })
    .where(and(eq(referrals.id, pending.id), eq(referrals.status, 'pending')))
    .returning({ id: referrals.id, referrerId: referrals.referrerId });
  if (!referral) return null;
  const [commission] = await db
    .insert(commissions)
    .values({ userId: referral.referrerId, kind: 'referral', referralId: referral.id, paymentId: input.paymentId, amountPaisa: REFERRAL_COMMISSION_PAISA, createdAt: input.now })
    .returning({ id: commissions.id });
  const commissionIds = [commission!.id];
  const { start, end } = nepalMonthBounds(input.now);
  const [month] = await selectRows<{ completed: number }>(
    db,
    sql`select count(*)::int as completed from ${referrals}
      where ${referrals.referrerId} = ${referral.referrerId} and ${referrals.status} = 'completed'
        and ${referrals.completedAt} >= ${start} and ${referrals.completedAt} < ${end}`,
  );
  if (month!.completed >= MONTHLY_BONUS_TARGET) {
    const [bonus] = await db
      .insert(commissions)
      .values({ userId: referral.referrerId, kind: 'monthly_bonus', bonusMonth: nepalMonth(input.now), amountPaisa: MONTHLY_BONUS_PAISA, createdAt: input.now })
      .onConflictDoNothing()
      .returning({ id: commissions.id });
    if (bonus) commissionIds.push(bonus.id);
  }
  return { referrerId: referral.referrerId, referralId: referral.id, commissionIds };
}

/** Tells the referrer's open screens (referral page, profile earnings) and the admins of a change to their referrals. */
export async function publishReferralChange(events: EventBus, referrerId: string, ids: string[] = []) {
  await events.publish({ topic: 'referrals', ids, audience: { kind: 'user', userId: referrerId } });
  await events.publish({ topic: 'profiles', ids: [referrerId], audience: { kind: 'user', userId: referrerId } });
  await events.publish({ topic: 'referrals', ids, audience: { kind: 'admins' } });
}

/** The counts of a student's referrals and the sums of their commissions, in paisa. */
async function referralStats({ db }: Deps<'db'>, userId: string): Promise<ReferralStats> {
  const sumOf = (status?: CommissionStatus) =>
    sql`(select coalesce(sum(${commissions.amountPaisa}), 0)::int from ${commissions}
      where ${commissions.userId} = ${userId} ${status ? sql`and ${commissions.status} = ${status}` : sql``})`;
  const [row] = await selectRows<ReferralStats>(
    db,
    sql`select
      (select count(*)::int from ${referrals} where ${referrals.referrerId} = ${userId}) as "totalReferrals",
      (select count(*)::int from ${referrals} where ${referrals.referrerId} = ${userId} and ${referrals.referredId} is not null) as "successfulSignups",
      (select count(*)::int from ${referrals} where ${referrals.referrerId} = ${userId} and ${referrals.referredId} is null) as "pendingInvites",
      (select count(*)::int from ${referrals} where ${referrals.referrerId} = ${userId} and ${referrals.status} = 'completed') as "completedReferrals",
      ${sumOf()} as "totalEarningsPaisa",
      ${sumOf('pending')} as "pendingEarningsPaisa",
      ${sumOf('approved')} as "approvedEarningsPaisa",
      ${sumOf('paid')} as "paidEarningsPaisa"`,
  );
  return row!;
}

/** The Earnings & Referrals card of /profile: referral counts and commission totals in rupees (zeros when there are none). */
export async function summarizeEarnings(deps: Deps<'db'>, userId: string): Promise<EarningsSummary> {
  const stats = await referralStats(deps, userId);
  return {
    totalReferrals: stats.totalReferrals,
    completedReferrals: stats.completedReferrals,
    pendingReferrals: stats.totalReferrals - stats.completedReferrals,
    totalEarnings: stats.totalEarningsPaisa / 100,
    pendingEarnings: stats.pendingEarningsPaisa / 100,
    paidEarnings: stats.paidEarningsPaisa / 100,
  };
}

const stageOf = (row: { referredId: string | null; status: string }): ReferralStage =>
  row.status === 'completed' ? 'completed' : row.referredId ? 'signed_up' : 'invited';

/** Everything /referral shows: the link, the counts and earnings, the 4 newest referrals and this month's bonus progress. */
export async function getReferralOverview(deps: Deps<'db' | 'clock' | 'config'>, userId: string): Promise<ReferralOverview> {
  const { db } = deps;
  const now = deps.clock.now();
  const [profile] = await db.select({ code: profiles.referralCode }).from(profiles).where(eq(profiles.id, userId));
  if (!profile) throw notFound('Profile');
  const recent = await db
    .select({
      id: referrals.id,
      referredId: referrals.referredId,
      status: referrals.status,
      invitedEmail: referrals.invitedEmail,
      fullName: profiles.fullName,
      createdAt: referrals.createdAt,
      completedAt: referrals.completedAt,
    })
    .from(referrals)
    .leftJoin(profiles, eq(profiles.id, referrals.referredId))
    .where(eq(referrals.referrerId, userId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .limit(RECENT_REFERRALS_LIMIT);
  const month = nepalMonth(now);
  const { start, end } = nepalMonthBounds(now);
  const [bonus] = await selectRows<{ completed: number; earned: boolean }>(
    db,
    sql`select
      (select count(*)::int from ${referrals} where ${referrals.referrerId} = ${userId} and ${referrals.status} = 'completed'
        and ${referrals.completedAt} >= ${start} and ${referrals.completedAt} < ${end}) as completed,
      exists (select 1 from ${commissions} where ${commissions.userId} = ${userId} and ${commissions.kind} = 'monthly_bonus'
        and ${commissions.bonusMonth} = ${month}) as earned`,
  );
  return {
    code: profile.code,
    link: referralLink(new URL(deps.config.PUBLIC_URL).origin, profile.code),
    stats: await referralStats(deps, userId),
    recent: recent.map((row) => ({
      id: row.id,
      name: row.fullName ?? row.invitedEmail ?? '',
      stage: stageOf(row),
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
    })),
    bonus: { month, completedThisMonth: bonus!.completed, target: MONTHLY_BONUS_TARGET, rewardPaisa: MONTHLY_BONUS_PAISA, isEarned: bonus!.earned },
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const INVITES_BY_STUDENT: RateLimitRule = { maxAttempts: INVITES_PER_STUDENT_PER_DAY, windowMs: DAY_MS, lockAfterAttempts: 3 * INVITES_PER_STUDENT_PER_DAY, lockoutMs: DAY_MS };
const INVITES_TO_ADDRESS: RateLimitRule = { maxAttempts: INVITES_PER_ADDRESS_PER_DAY, windowMs: DAY_MS, lockAfterAttempts: 10, lockoutMs: DAY_MS };

/**
 * Emails a friend the student's referral link and records the pending invitation (one per address; inviting the
 * same address again re-sends the mail). Limited per student per day and per address per day, so the form cannot
 * be used to flood a mailbox; an address that already has an account is refused.
 */
export async function inviteByEmail(deps: Deps<'db' | 'clock' | 'config' | 'mailer' | 'events'>, input: { userId: string; email: string }) {
  const { db, mailer } = deps;
  const now = deps.clock.now();
  const email = input.email.trim().toLowerCase();
  const [inviter] = await db
    .select({ fullName: profiles.fullName, email: profiles.email, code: profiles.referralCode, language: profiles.language }).from(profiles).where(eq(profiles.id, input.userId));
  if (!inviter) throw notFound('Profile');
  if (inviter.email.toLowerCase() === email) throw new AppError('self_invite', 'You cannot invite yourself');
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw new AppError('already_registered', 'This person already has a Pariksha account', 409);
  const tooMany = new AppError('rate_limited', 'You have sent too many invitations today. Please try again tomorrow.', 429);
  if (!(await countAttempt(deps, `referral-invite:${input.userId}`, INVITES_BY_STUDENT)).allowed) throw tooMany;
  if (!(await countAttempt(deps, `referral-invite-to:${email}`, INVITES_TO_ADDRESS)).allowed) throw tooMany;

  const link = referralLink(new URL(deps.config.PUBLIC_URL).origin, inviter.code);
  const { referralId, outboxId } = await db.transaction(async (tx) => {
    await tx.insert(referrals).values({ referrerId: input.userId, invitedEmail: email, status: 'pending', createdAt: now }).onConflictDoNothing();
    const [referral] = await tx
      .select({ id: referrals.id })
      .from(referrals)
      .where(and(eq(referrals.referrerId, input.userId), eq(referrals.invitedEmail, email)));
    const outboxId = await mailer.enqueue({ to: email, ...composeMail(readerLanguage(inviter.language), 'referralInvite', { inviterName: inviter.fullName, link }) }, tx);
    return { referralId: referral!.id, outboxId };
  });
  void mailer.deliver(outboxId);
  await publishReferralChange(deps.events, input.userId, [referralId]);
}

// ---- Admin: commissions ----

/** Commissions, newest first (at most 200), optionally of one status, with the totals of each status. */
export async function listCommissions({ db }: Deps<'db'>, status?: CommissionStatus) {
  const referred = sql`(select ${profiles.fullName} from ${referrals} join ${profiles} on ${profiles.id} = ${referrals.referredId}
    where ${referrals.id} = ${commissions.referralId})`;
  const rows = await db
    .select({
      commission: commissions,
      referrer: { id: profiles.id, fullName: profiles.fullName, email: profiles.email },
      referredName: sql<string | null>`${referred}`,
    })
    .from(commissions)
    .innerJoin(profiles, eq(profiles.id, commissions.userId))
    .where(status ? eq(commissions.status, status) : undefined)
    .orderBy(desc(commissions.createdAt), desc(commissions.id))
    .limit(200);
  const [totals] = await selectRows<{ pendingPaisa: number; approvedPaisa: number; paidPaisa: number }>(
    db,
    sql`select
      coalesce(sum(${commissions.amountPaisa}) filter (where ${commissions.status} = 'pending'), 0)::int as "pendingPaisa",
      coalesce(sum(${commissions.amountPaisa}) filter (where ${commissions.status} = 'approved'), 0)::int as "approvedPaisa",
      coalesce(sum(${commissions.amountPaisa}) filter (where ${commissions.status} = 'paid'), 0)::int as "paidPaisa"
    from ${commissions}`,
  );
  const commissionList: AdminCommission[] = rows.map(({ commission, referrer, referredName }) => ({
    id: commission.id,
    kind: commission.kind as CommissionKind,
    status: commission.status as CommissionStatus,
    amountPaisa: commission.amountPaisa,
    referrer,
    referredName,
    createdAt: commission.createdAt.toISOString(),
    approvedAt: commission.approvedAt?.toISOString() ?? null,
    paidAt: commission.paidAt?.toISOString() ?? null,
  }));
  return { commissions: commissionList, totals: totals! };
}

/**
 * Moves a commission one step (pending → approved → paid) as an admin, recording who and when; each step is a
 * security event. A commission already past that step answers 409, so two admins cannot both pay it.
 */
export async function advanceCommission(
  deps: Deps<'db' | 'clock' | 'events'>,
  input: { commissionId: string; to: 'approved' | 'paid'; adminId: string; ipAddress: string },
) {
  const now = deps.clock.now();
  const from: CommissionStatus = input.to === 'approved' ? 'pending' : 'approved';
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(commissions)
      .set(input.to === 'approved' ? { status: 'approved', approvedAt: now, approvedBy: input.adminId } : { status: 'paid', paidAt: now, paidBy: input.adminId })
      .where(and(eq(commissions.id, input.commissionId), eq(commissions.status, from)))
      .returning();
    if (!row) {
      const [current] = await tx.select({ status: commissions.status }).from(commissions).where(eq(commissions.id, input.commissionId));
      if (!current) throw notFound('Commission');
      if (!canAdvanceCommission(current.status as CommissionStatus, input.to)) {
        throw new AppError('conflict', `This commission is ${current.status} and cannot be marked ${input.to}`);
      }
      throw new AppError('conflict', 'This commission changed meanwhile; reload and try again');
    }
    await recordSecurityEvent({ db: tx }, {
      eventType: input.to === 'approved' ? 'commission_approved' : 'commission_paid',
      userId: input.adminId,
      ipAddress: input.ipAddress,
      details: { commissionId: row.id, studentId: row.userId, amountPaisa: row.amountPaisa, kind: row.kind },
      at: now,
    });
    return row;
  });
  await publishReferralChange(deps.events, updated.userId, [updated.id]);
  return updated;
}
