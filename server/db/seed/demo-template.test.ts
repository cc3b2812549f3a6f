import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { systemSettings, users } from '../schema';
import { DEMO_STUDENT, seedDemoAccounts } from './demo-accounts';
import { seedDemoNotifications } from './demo-notifications';
import { adoptDemoTemplate, DEMO_MARKER, markDemoTemplate } from './demo-template';
import { seedUpcomingExams } from './practice';
import { createSession, SESSION_COOKIE } from '../../platform/auth';
import { buildTestApp, type TestApp } from '../../test/app';
import { DAY, HOUR } from '../../test/clock';

let t: TestApp;
let uploads: string;
beforeAll(async () => {
  t = await buildTestApp();
  uploads = mkdtempSync(path.join(tmpdir(), 'pariksha-demo-uploads-'));
});
afterAll(async () => {
  await t.close();
  rmSync(uploads, { recursive: true, force: true });
});

it('a first start on the demo-seeded template stores its files and reads "4 hours ago" and "in 27 days" as the build did, once', async () => {
  // The build: the demo seeded, marked as the template, and a file its seed stored.
  await seedDemoAccounts(t);
  await seedDemoNotifications(t);
  await seedUpcomingExams(t);
  await markDemoTemplate(t);
  mkdirSync(path.join(uploads, 'notes'));
  writeFileSync(path.join(uploads, 'notes/1-handout.pdf'), '%PDF-1.4 demo');

  const [student] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STUDENT.email));
  // What the demo student sees, signed in at that moment.
  const read = async () => {
    const as = `${SESSION_COOKIE}=${(await createSession(t, { userId: student!.id })).token}`;
    return {
      notifications: (await t.getOk<{ notifications: { title: string; createdAt: string }[] }>('/api/notifications', { as })).notifications,
      exams: (await t.getOk<{ exams: { title: string; examDate: string }[] }>('/api/progress/upcoming-exams', { as })).exams,
    };
  };
  const atBuild = await read();
  const ago = (at: string) => t.clock.now().getTime() - Date.parse(at);
  const agesAtBuild = atBuild.notifications.map((n) => ago(n.createdAt));

  // Installed 40 days and 3 hours later (the same Nepal hour of day, 40 calendar days on).
  t.clock.advance(40 * DAY + 3 * HOUR);
  await adoptDemoTemplate({ database: t.database, storage: t.storage, clock: t.clock, demoUploads: uploads });
  const installed = await read();
  expect(installed.notifications.map((n) => n.title)).toEqual(atBuild.notifications.map((n) => n.title));
  expect(installed.notifications.map((n) => ago(n.createdAt))).toEqual(agesAtBuild);
  expect(installed.exams.map((exam) => exam.title)).toEqual(atBuild.exams.map((exam) => exam.title));
  expect(installed.exams.map((exam) => exam.examDate)).toEqual(atBuild.exams.map((exam) => new Date(Date.parse(exam.examDate) + 40 * DAY).toISOString().slice(0, 10)));
  const stored = await t.storage.get('notes/1-handout.pdf');
  expect(stored?.sizeBytes).toBe('%PDF-1.4 demo'.length);
  const [marker] = await t.db.select().from(systemSettings).where(eq(systemSettings.settingKey, DEMO_MARKER));
  expect(marker!.settingValue).toEqual({ status: 'done' });

  // A restart a day later leaves the times alone.
  t.clock.advance(DAY);
  await adoptDemoTemplate({ database: t.database, storage: t.storage, clock: t.clock, demoUploads: uploads });
  expect((await read()).notifications.map((n) => n.createdAt)).toEqual(installed.notifications.map((n) => n.createdAt));
});
