import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { SECURITY_LOG_PAGE_SIZE, type SecurityLogPage, type SecurityLogQuery } from '@common/security-logs';
import { profiles, securityEvents } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../platform/keyset-cursor';


const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
/** The instant a Nepal calendar day (YYYY-MM-DD) begins; Nepal is UTC+5:45 all year. */
const nepalDayStart = (day: string) => new Date(`${day}T00:00:00+05:45`);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Security Logs tab: security_events newest first, 25 a page (keyset on created_at and id, so paging stays right
 * while events keep arriving), filtered by type, by user (email or name, in part) and by Nepal calendar days.
 */
export async function listSecurityEvents({ db }: Deps<'db'>, query: SecurityLogQuery): Promise<SecurityLogPage> {
  const after = query.cursor ? decodeKeysetCursor(query.cursor) : null;
  const conditions: (SQL | undefined)[] = [
    query.type ? eq(securityEvents.eventType, query.type) : undefined,
    query.from ? gte(securityEvents.createdAt, nepalDayStart(query.from)) : undefined,
    query.to ? lt(securityEvents.createdAt, new Date(nepalDayStart(query.to).getTime() + DAY_MS)) : undefined,
    after ? sql`(${securityEvents.createdAt}, ${securityEvents.id}) < (${after.createdAt}, ${after.id}::uuid)` : undefined,
  ];
  if (query.user) {
    const pattern = `%${escapeLike(query.user)}%`;
    conditions.push(sql`(coalesce(${securityEvents.email}, ${profiles.email}) ilike ${pattern} or ${profiles.fullName} ilike ${pattern})`);
  }
  const rows = await db
    .select({ event: securityEvents, profileEmail: profiles.email, userName: profiles.fullName })
    .from(securityEvents)
    .leftJoin(profiles, eq(profiles.id, securityEvents.userId))
    .where(and(...conditions))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(SECURITY_LOG_PAGE_SIZE + 1);
  const page = rows.slice(0, SECURITY_LOG_PAGE_SIZE);
  return {
    events: page.map(({ event, profileEmail, userName }) => ({
      id: event.id,
      eventType: event.eventType,
      userId: event.userId,
      email: event.email ?? profileEmail,
      userName,
      ipAddress: event.ipAddress,
      details: event.details,
      createdAt: event.createdAt.toISOString(),
    })),
    nextCursor: rows.length > SECURITY_LOG_PAGE_SIZE ? encodeKeysetCursor(page.at(-1)!.event) : null,
  };
}
