import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { upcomingExams } from '../../schema';
import { seedUpcomingExams } from './index';
import { UPCOMING_EXAMS } from './upcoming-exams';

describe('the demo upcoming exams', () => {
  it('dates every exam after the seeding day, in calendar order', () => {
    expect(UPCOMING_EXAMS.length).toBeGreaterThanOrEqual(3);
    const offsets = UPCOMING_EXAMS.map((exam) => exam.daysAfterSeeding);
    expect(offsets.every((days) => days > 0)).toBe(true);
    expect([...offsets].sort((a, b) => a - b)).toEqual(offsets);
  });
});

describe('seeding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('inserts the exams once, dated from the seeding day', async () => {
    await seedUpcomingExams(t);
    await seedUpcomingExams(t);
    // The test clock's 22 November 2026 in Nepal.
    const exams = await t.db.select().from(upcomingExams).orderBy(upcomingExams.examDate);
    expect(exams).toHaveLength(UPCOMING_EXAMS.length);
    expect(exams[0]!.examDate).toBe('2026-12-19');
  });
});
