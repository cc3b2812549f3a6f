import { asc, eq } from 'drizzle-orm';
import type { RealtimeTopic } from '@common/realtime';
import type { Database } from '../../db/client';
import { mcqs, mockTestQuestions, mockTests, subjects, subscriptionPlans } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import type { AppEvent, EventBus } from '../../platform/events';
import { shownQuestionColumns } from './attempts';

/** What a start needs of a mock test: its rules, and its questions in order with what the open view shows of each. */
export type StartableTest = Awaited<ReturnType<typeof readStartableTest>>;

async function readStartableTest(db: Database, mockTestId: string) {
  const [test] = await db
    .select({
      id: mockTests.id,
      title: mockTests.title,
      class: mockTests.class,
      durationMinutes: mockTests.durationMinutes,
      negativeMarkFraction: mockTests.negativeMarkFraction,
      isPremium: mockTests.isPremium,
      isActive: mockTests.isActive,
      subjectFaculties: subjects.faculties,
    })
    .from(mockTests)
    .leftJoin(subjects, eq(subjects.id, mockTests.subjectId))
    .where(eq(mockTests.id, mockTestId));
  if (!test) return null;
  // The answer key is not read: nothing here may reach a student before submission.
  const questions = await db
    .select({
      mcqId: mockTestQuestions.mcqId,
      marks: mockTestQuestions.marks,
      isPremium: mcqs.isPremium,
      ...shownQuestionColumns,
    })
    .from(mockTestQuestions)
    .innerJoin(mcqs, eq(mcqs.id, mockTestQuestions.mcqId))
    .innerJoin(subjects, eq(subjects.id, mcqs.subjectId))
    .where(eq(mockTestQuestions.mockTestId, mockTestId))
    .orderBy(asc(mockTestQuestions.position));
  return { ...test, questions };
}

async function readFreeMonthlyLimit(db: Database): Promise<number | null> {
  const [plan] = await db.select({ limit: subscriptionPlans.mockTestsPerMonth }).from(subscriptionPlans).where(eq(subscriptionPlans.name, 'free'));
  return plan ? plan.limit : null;
}

/** Content whose change drops the cached tests; the plans' change drops the free limit. */
const TEST_TOPICS = new Set<string>(['mock_tests', 'mcqs', 'subjects'] satisfies RealtimeTopic[]);
/** A safety net for a writer that publishes nothing (a hand-run UPDATE, a seed in another process). */
const MAX_AGE_MS = 60_000;

type Entry<T> = { value: Promise<T>; storedAt: number };

/**
 * Mock tests as a start reads them, kept per instance: 2,000 students pressing Start Test at once read the test
 * once, not 2,000 times. Entries hold promises, so simultaneous misses share one read. Every content change this
 * instance publishes drops them at once (before the publishing request answers), other instances' changes when
 * their events arrive, a lost event stream drops everything, and an entry lives at most a minute.
 */
class MockTestCache {
  private tests = new Map<string, Entry<StartableTest>>();
  private freeLimit: Entry<number | null> | undefined;

  constructor(
    private readonly db: Database,
    events: EventBus,
  ) {
    const drop = (event: AppEvent) => {
      if (TEST_TOPICS.has(event.topic)) this.tests.clear();
      if (event.topic === 'subscription_plans') this.freeLimit = undefined;
    };
    events.onLocalPublish(drop);
    events.subscribe(drop);
    events.onResync(() => {
      this.tests.clear();
      this.freeLimit = undefined;
    });
  }

  test(mockTestId: string): Promise<StartableTest> {
    const now = performance.now();
    const cached = this.tests.get(mockTestId);
    if (cached && now - cached.storedAt < MAX_AGE_MS) return cached.value;
    const entry = { value: readStartableTest(this.db, mockTestId), storedAt: now };
    this.tests.set(mockTestId, entry);
    // Only tests that exist are kept (made-up ids cannot fill the cache), and a failed read is not kept.
    const forget = () => this.tests.get(mockTestId) === entry && this.tests.delete(mockTestId);
    entry.value.then((test) => test ?? forget(), forget);
    return entry.value;
  }

  freeMonthlyLimit(): Promise<number | null> {
    const now = performance.now();
    if (this.freeLimit && now - this.freeLimit.storedAt < MAX_AGE_MS) return this.freeLimit.value;
    const entry = { value: readFreeMonthlyLimit(this.db), storedAt: now };
    this.freeLimit = entry;
    entry.value.catch(() => this.freeLimit === entry && (this.freeLimit = undefined));
    return entry.value;
  }
}

const caches = new WeakMap<Database, MockTestCache>();

/** This instance's cache of mock tests for starts (one per database handle). */
export function mockTestCache({ db, events }: Deps<'db' | 'events'>): MockTestCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new MockTestCache(db, events)));
  return cache;
}
