import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  LAST_ADMIN_ROLE_MESSAGE,
  NEW_USER_WINDOW_DAYS,
  OWN_ACCOUNT_DELETE_MESSAGE,
  OWN_ROLE_MESSAGE,
  PREMIUM_ASSIGNMENT_DAYS,
  type AdminUser,
  type AdminUserCounts,
  type AdminUsersQuery,
  type AdminUsersFilter,
  type AdminUsersResponse,
  type AdminUsersTotal,
  type UserSortColumn,
} from '@common/admin';
import type { PlanName, Role, StudentClass } from '@common/academics';
import { hasActivePremium } from '@common/plans';
import { selectRows } from '../../db/client';
import { profiles } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { AppError, notFound } from '../../platform/errors';
import { recordSecurityEvent } from '../../platform/security-events';
import { deleteUserAccount } from '../profiles/service';
import { canChangeRole, canDeleteUser } from './policy';

const DAY_MS = 24 * 60 * 60 * 1000;

type ProfileRow = typeof profiles.$inferSelect;
type AdminAction = { adminId: string; userId: string; ipAddress: string };

function toAdminUser(row: ProfileRow, now: Date): AdminUser {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    role: row.role as Role,
    class: row.class as StudentClass | null,
    faculty: row.faculty,
    school: row.school,
    subscriptionPlan: row.subscriptionPlan as PlanName,
    subscriptionExpiresAt: row.subscriptionExpiresAt?.toISOString() ?? null,
    isPremium: hasActivePremium(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

// Whitelisted sort columns; the id breaks ties so pages never overlap or skip a row. Each list is a b-tree index of
// profiles (schema/profiles.ts) in this exact order, read forwards for ascending and backwards for descending, so a page
// is an index range whatever the number of accounts. Descending is ascending reversed: blanks (no class, no school)
// come last going up and first going down (decision 039).
const SORT_COLUMNS: Record<UserSortColumn, AnyColumn[]> = {
  name: [profiles.fullName],
  email: [profiles.email],
  role: [profiles.role],
  class: [profiles.class],
  school: [profiles.school],
  subscription: [profiles.subscriptionPlan, profiles.subscriptionExpiresAt],
  joined: [profiles.createdAt],
};

function orderOf(sort: UserSortColumn, order: 'asc' | 'desc'): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  return [...SORT_COLUMNS[sort], profiles.id].map((column) => direction(column));
}

/** ILIKE's wildcards typed by the admin match themselves. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Name and email as one text: the very expression `profiles_search_trgm_idx` indexes, so the search can use it. */
const userSearchText = sql`(${profiles.fullName} || ' ' || ${profiles.email})`;

/** Three letters or digits in a row make at least one trigram for the index to narrow by; shorter text matches too widely. */
const hasTrigram = (text: string) => /[\p{L}\p{N}]{3}/u.test(text);

const filterOf = ({ search, role }: AdminUsersFilter) =>
  and(search ? sql`${userSearchText} ilike ${containsPattern(search)}` : undefined, role ? eq(profiles.role, role) : undefined);

/**
 * One page of users matching a name or email (part of either, any case) and a role, in a whitelisted order (decisions
 * 037 and 039). The total for the pager is apart (`countMatchingUsers`), so turning pages and sorting count nothing.
 */
export async function listUsers({ db, clock }: Deps<'db' | 'clock'>, query: Required<Pick<AdminUsersQuery, 'sort' | 'order' | 'page' | 'pageSize'>> & AdminUsersFilter): Promise<AdminUsersResponse> {
  const where = filterOf(query);
  // A search the trigram index can narrow is looked up there first and only its matches sorted. Left to itself the
  // planner walks the sort order's index testing ILIKE on each row until the page is full, which costs thousands of
  // rows for a name a few hundred accounts share. OFFSET 0 keeps the subquery from being merged back in; its alias is
  // the table's name, so the ORDER BY's columns name its rows.
  const source = query.search && hasTrigram(query.search) ? db.select().from(profiles).where(where).offset(0).as('profiles') : undefined;
  const rows = await (source ? db.select().from(source) : db.select().from(profiles).where(where))
    .orderBy(...orderOf(query.sort, query.order))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const now = clock.now();
  return { users: rows.map((row) => toAdminUser(row, now)), page: query.page, pageSize: query.pageSize };
}

/**
 * How many users match a search and a role: the pager's total, fetched once per filter. Without a search the screen
 * takes it from the count cards instead (Students + Admins), which count every account anyway.
 */
export async function countMatchingUsers({ db }: Deps<'db'>, filter: AdminUsersFilter): Promise<AdminUsersTotal> {
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(profiles).where(filterOf(filter));
  return { total: counted!.total };
}

/** The count cards: Students, Admins, Premium Users (premium still running) and New This Month (joined in the last 30 days). */
export async function countUsers({ db, clock }: Deps<'db' | 'clock'>): Promise<AdminUserCounts> {
  const now = clock.now();
  const since = new Date(now.getTime() - NEW_USER_WINDOW_DAYS * DAY_MS);
  const [row] = await selectRows<{ students: number; admins: number; premium: number; recent: number }>(
    db,
    sql`select
      (count(*) filter (where ${profiles.role} = 'student'))::int as students,
      (count(*) filter (where ${profiles.role} = 'admin'))::int as admins,
      (count(*) filter (where ${profiles.subscriptionPlan} = 'premium' and ${profiles.subscriptionExpiresAt} > ${now}))::int as premium,
      (count(*) filter (where ${profiles.createdAt} > ${since}))::int as recent
    from ${profiles}`,
  );
  return { students: row!.students, admins: row!.admins, premiumUsers: row!.premium, newThisMonth: row!.recent };
}

async function publishProfileChange({ events }: Deps<'events'>, userId: string) {
  // The user's open screens (session, premium items, admin screens) and every admin's users list.
  await events.publish({ topic: 'profiles', ids: [userId], audience: { kind: 'user', userId } });
  await events.publish({ topic: 'profiles', ids: [userId], audience: { kind: 'admins' } });
}

/**
 * Makes a user an admin or a student (seed 001 section 4). Admin rows are locked first and the acting admin must still
 * be one of them, so two admins demoting each other at once cannot both win. A security event names the admin; nothing is revoked: the new
 * role applies to the user's next request and reaches their open screens at once.
 */
export async function changeUserRole(deps: Deps<'db' | 'clock' | 'events'>, input: AdminAction & { role: Role }): Promise<AdminUser> {
  const now = deps.clock.now();
  const { row, changed } = await deps.db.transaction(async (tx) => {
    const admins = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, 'admin')).for('update');
    // An admin demoted by another while this request was on its way acts no more.
    if (!admins.some((row) => row.id === input.adminId)) throw new AppError('forbidden', 'Access denied. Admin privileges required.');
    const [target] = await tx.select().from(profiles).where(eq(profiles.id, input.userId)).for('update');
    if (!target) throw notFound('User');
    const from = target.role as Role;
    if (!canChangeRole(input.adminId, { id: target.id, role: from }, input.role, admins.length)) {
      throw new AppError('conflict', target.id === input.adminId ? OWN_ROLE_MESSAGE : LAST_ADMIN_ROLE_MESSAGE);
    }
    if (from === input.role) return { row: target, changed: false };
    const [updated] = await tx.update(profiles).set({ role: input.role, updatedAt: now }).where(eq(profiles.id, target.id)).returning();
    await recordSecurityEvent({ db: tx }, {
      eventType: 'role_changed',
      userId: target.id,
      ipAddress: input.ipAddress,
      details: { adminId: input.adminId, from, to: input.role },
      at: now,
    });
    return { row: updated!, changed: true };
  });
  if (changed) await publishProfileChange(deps, row.id);
  return toAdminUser(row, now);
}

/**
 * Assigns premium for 30 days from now, or cancels it (plan free, expiry cleared), as seed 001 section 4 says.
 * Logged as a security event with the admin's id; the user's open screens unlock or lock premium items at once.
 */
export async function changeUserSubscription(deps: Deps<'db' | 'clock' | 'events'>, input: AdminAction & { plan: PlanName }): Promise<AdminUser> {
  const now = deps.clock.now();
  const expiresAt = input.plan === 'premium' ? new Date(now.getTime() + PREMIUM_ASSIGNMENT_DAYS * DAY_MS) : null;
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(profiles)
      .set({ subscriptionPlan: input.plan, subscriptionExpiresAt: expiresAt, updatedAt: now })
      .where(eq(profiles.id, input.userId))
      .returning();
    if (!updated) throw notFound('User');
    await recordSecurityEvent({ db: tx }, {
      eventType: 'subscription_changed',
      userId: updated.id,
      ipAddress: input.ipAddress,
      details: { adminId: input.adminId, plan: input.plan, expiresAt: expiresAt?.toISOString() ?? null },
      at: now,
    });
    return updated;
  });
  await publishProfileChange(deps, row.id);
  return toAdminUser(row, now);
}

/**
 * Deletes a user with account deletion's own rules and clean-up (profiles: sessions revoked, personal data removed,
 * payments kept without the person, never the last admin). An admin cannot delete themselves here.
 */
export async function deleteUser(deps: Deps<'db' | 'clock' | 'events'>, input: AdminAction) {
  if (!canDeleteUser(input.adminId, input.userId)) throw new AppError('conflict', OWN_ACCOUNT_DELETE_MESSAGE);
  await deleteUserAccount(deps, { userId: input.userId, deletedBy: input.adminId });
}
