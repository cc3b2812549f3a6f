import { inArray } from 'drizzle-orm';
import { upcomingExams } from '../../schema';
import { nepalDate } from '../../../platform/clock';
import type { DemoSeedContext } from '../index';
import { UPCOMING_EXAMS } from './upcoming-exams';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo upcoming exams (board and entrance calendar), dated from the seeding day in Nepal; existing titles are left alone. */
export async function seedUpcomingExams({ db, clock }: DemoSeedContext) {
  const titles = UPCOMING_EXAMS.map((exam) => exam.title);
  const present = await db.select({ title: upcomingExams.title }).from(upcomingExams).where(inArray(upcomingExams.title, titles));
  const missing = UPCOMING_EXAMS.filter((exam) => !present.some((row) => row.title === exam.title));
  const seedingDay = Date.parse(`${nepalDate(clock.now())}T00:00:00Z`);
  const dated = missing.map(({ daysAfterSeeding, ...exam }) => ({
    ...exam,
    examDate: new Date(seedingDay + daysAfterSeeding * DAY_MS).toISOString().slice(0, 10),
  }));
  if (dated.length) await db.insert(upcomingExams).values(dated);
}
