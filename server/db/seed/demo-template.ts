import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/app-types';
import { nepalDate, type Clock } from '../../platform/clock';
import type { FileStorage } from '../../platform/storage';
import { selectRows, type DatabaseHandle } from '../client';
import { systemSettings } from '../schema';

/** The system setting that says how far the demo seed got. */
export const DEMO_MARKER = 'demo_seed';

/**
 * The demo marker's value. Only the build's demo-seeded template (decision 074) carries `seededAt` and `dated` (the
 * time and date columns holding values, by table), until the first start that unpacks it adopts it.
 */
export type DemoMarker = { status?: string; seededAt?: string; dated?: Record<string, { column: string; type: string }[]> };

/**
 * Marks a freshly demo-seeded database as the build's template: when it was seeded, and which time and date columns
 * hold values (the first start moves only those: each table it touches costs PGlite tens of milliseconds).
 */
export async function markDemoTemplate({ db, clock }: Deps<'db' | 'clock'>) {
  // From the catalog, not information_schema: its views cost a few hundred milliseconds on PGlite.
  const columns = await selectRows<{ table: string; column: string; type: string }>(
    db,
    sql`select c.relname as table, a.attname as column, t.typname as type
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace join pg_type t on t.oid = a.atttypid
        where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
          and t.typname in ('timestamptz', 'timestamp', 'date')
        order by 1, 2`,
  );
  const dated: NonNullable<DemoMarker['dated']> = {};
  for (const { table, column, type } of columns) {
    const [row] = await selectRows<{ filled: boolean }>(db, sql`select exists (select 1 from ${sql.identifier(table)} where ${sql.identifier(column)} is not null) as filled`);
    if (row!.filled) (dated[table] ??= []).push({ column, type });
  }
  const value: DemoMarker = { status: 'done', seededAt: clock.now().toISOString(), dated };
  await db
    .insert(systemSettings)
    .values({ settingKey: DEMO_MARKER, settingValue: value, description: 'Demo data seeding state' })
    .onConflictDoUpdate({ target: systemSettings.settingKey, set: { settingValue: value } });
}

/** Every file under `directory`, as storage keys (relative paths with forward slashes). */
async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * On a database unpacked from the build's demo-seeded template, once: stores the demo files the build's seed stored
 * (`demoUploads`), then in one transaction moves every time of the demo data by the time since the build seeded it
 * and every date by as many Nepal calendar days, so "4 hours ago" and "in 27 days" read as they did then, and drops
 * the template's marks. Triggers stay off while times move: no row's content, so no search passage, changes.
 */
export async function adoptDemoTemplate({ database, storage, clock, demoUploads }: { database: DatabaseHandle; storage: FileStorage; clock: Clock; demoUploads?: string }) {
  const [marker] = await database.db.select().from(systemSettings).where(eq(systemSettings.settingKey, DEMO_MARKER));
  const { seededAt, dated } = (marker?.settingValue ?? {}) as DemoMarker;
  if (!seededAt || !dated) return;
  if (demoUploads) {
    for (const key of await filesUnder(demoUploads)) await storage.put(key, await readFile(path.join(demoUploads, key)), 'application/pdf');
  }
  const now = clock.now();
  const shiftMs = now.getTime() - Date.parse(seededAt);
  const shiftDays = Math.round((Date.parse(nepalDate(now)) - Date.parse(nepalDate(new Date(seededAt)))) / 86_400_000);
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [table, columns] of Object.entries(dated)) {
      const assignments = columns.map(({ column, type }) => {
        const shift = type === 'date' ? sql`${shiftDays}::int` : sql`${shiftMs}::bigint * interval '1 millisecond'`;
        return sql`${sql.identifier(column)} = ${sql.identifier(column)} + ${shift}`;
      });
      await tx.execute(sql`update ${sql.identifier(table)} set ${sql.join(assignments, sql`, `)}`);
    }
    await tx.update(systemSettings).set({ settingValue: { status: 'done' } }).where(eq(systemSettings.settingKey, DEMO_MARKER));
  });
}
