import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Deps } from '../../platform/app-types';
import type { Clock } from '../../platform/clock';
import type { EventBus } from '../../platform/events';
import type { FileStorage } from '../../platform/storage';
import { selectRows, type DatabaseHandle } from '../client';
import { systemSettings, users } from '../schema';
import { seedDemoAccounts } from './demo-accounts';
import { adoptDemoTemplate, DEMO_MARKER, type DemoMarker } from './demo-template';
import { seedDemoNotifications } from './demo-notifications';
import { ensureReferenceData } from './reference-data';

/**
 * What each demo step uses: the same dependencies a feature service takes (the content steps call the services), and
 * where the build printed the demo PDFs (beside the compiled server; none from the sources).
 */
export type DemoSeedContext = Deps<'db' | 'storage' | 'clock' | 'config' | 'events'> & { printedPdfs?: string };
type DemoSeedStep = (context: DemoSeedContext) => Promise<void>;

/**
 * Demo data in order; each step is idempotent so an interrupted seed can simply run again. The content steps (their
 * data files, the services they call, the PDF renderer) load only when seeding, so a restart does not pay for them.
 */
async function loadDemoSteps(): Promise<DemoSeedStep[]> {
  const [content, practice] = await Promise.all([import('./content'), import('./practice')]);
  return [
    seedDemoAccounts,
    seedDemoNotifications,
    content.seedStudyNotes,
    content.seedPastPapers,
    content.seedFormulaBank,
    content.seedQuestionBank,
    practice.seedUpcomingExams,
  ];
}

type SeedDeps = {
  database: DatabaseHandle;
  config: Config;
  storage: FileStorage;
  clock: Clock;
  events: EventBus;
  log: FastifyBaseLogger;
  printedPdfs?: string;
  /** The files the build's demo seed stored (decision 074), beside the compiled server. */
  demoUploads?: string;
};

/** Runs every demo step and marks the database as seeded. */
async function seedDemoData(context: DemoSeedContext) {
  const { db } = context;
  await db
    .insert(systemSettings)
    .values({ settingKey: DEMO_MARKER, settingValue: { status: 'started' }, description: 'Demo data seeding state' })
    .onConflictDoUpdate({ target: systemSettings.settingKey, set: { settingValue: { status: 'started' } } });
  for (const step of await loadDemoSteps()) await step(context);
  await db.update(systemSettings).set({ settingValue: { status: 'done' } }).where(eq(systemSettings.settingKey, DEMO_MARKER));
}

async function shouldSeedDemo({ database, config }: SeedDeps): Promise<boolean> {
  if (config.SEED_DEMO) return true;
  if (database.kind !== 'pglite') return false;
  const [marker] = await database.db.select().from(systemSettings).where(eq(systemSettings.settingKey, DEMO_MARKER));
  if (marker) return (marker.settingValue as DemoMarker).status !== 'done';
  const [row] = await selectRows<{ has_users: boolean }>(database.db, sql`select exists (select 1 from ${users}) as has_users`);
  return !row!.has_users;
}

/** A database from the build's demo template adopted (once); reference data always; demo data on a fresh embedded database or with SEED_DEMO=1. */
export async function seedOnStart(deps: SeedDeps) {
  await adoptDemoTemplate(deps);
  await ensureReferenceData(deps.database);
  if (await shouldSeedDemo(deps)) {
    const startedAt = Date.now();
    await seedDemoData({ db: deps.database.db, storage: deps.storage, clock: deps.clock, config: deps.config, events: deps.events, printedPdfs: deps.printedPdfs });
    deps.log.info({ ms: Date.now() - startedAt }, 'demo data seeded');
  }
}
