import { desc, sql } from 'drizzle-orm';
import type { OtpStatistics, RecentOtp } from '@common/otp';
import { selectRows } from '../../db/client';
import { otpRequests } from '../../db/schema';
import type { Deps } from '../../platform/app-types';

const RECENT_LIMIT = 50;

/** A pending code past its expiry is expired, whether or not anyone has tried it since. */
const statusAt = (now: Date) =>
  sql<string>`case when ${otpRequests.status} = 'pending' and ${otpRequests.expiresAt} <= ${now} then 'expired' else ${otpRequests.status} end`;

/**
 * The Statistics tab, counted from every otp_requests row: codes sent, verified, voided by wrong attempts (failed),
 * and still waiting (pending and unexpired).
 */
export async function readOtpStatistics({ db, clock }: Deps<'db' | 'clock'>): Promise<OtpStatistics> {
  const now = clock.now();
  const [row] = await selectRows<{ total: number; verified: number; failed: number; pending: number }>(
    db,
    sql`select
      count(*)::int as total,
      (count(*) filter (where ${otpRequests.status} = 'verified'))::int as verified,
      (count(*) filter (where ${otpRequests.status} = 'failed'))::int as failed,
      (count(*) filter (where ${otpRequests.status} = 'pending' and ${otpRequests.expiresAt} > ${now}))::int as pending
    from ${otpRequests}`,
  );
  return { totalSent: row!.total, successfulVerifications: row!.verified, failedVerifications: row!.failed, pendingVerifications: row!.pending };
}

/** The Recent OTPs tab: the newest codes with where they went, their channel and their state now. */
export async function listRecentOtps({ db, clock }: Deps<'db' | 'clock'>): Promise<{ items: RecentOtp[] }> {
  const rows = await db
    .select({ id: otpRequests.id, destination: otpRequests.destination, channel: otpRequests.channel, status: statusAt(clock.now()), createdAt: otpRequests.createdAt })
    .from(otpRequests)
    .orderBy(desc(otpRequests.createdAt), desc(otpRequests.id))
    .limit(RECENT_LIMIT);
  return {
    items: rows.map((row) => ({
      id: row.id,
      destination: row.destination.trim() || null,
      type: row.channel as RecentOtp['type'],
      status: row.status as RecentOtp['status'],
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
