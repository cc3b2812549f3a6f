import type { TestApp } from './app';

/**
 * Runs a write to a content table (or a student's attempts or usage) that publishes nothing, as factories and bare
 * UPDATEs do, and returns once this instance heard of it from the table's trigger (migration 0013, decision 071):
 * the app's own writers drop its list caches before answering, so a test's next request must see the write too.
 * PGlite tells its listeners before the write returns; PostgreSQL's LISTEN connection hears it a moment later.
 */
export async function writeContent<T>(t: Pick<TestApp, 'events'>, table: string, write: () => Promise<T>): Promise<T> {
  let stop = () => {};
  const heard = new Promise<void>((resolve) => {
    stop = t.events.onContentChange((change) => {
      if (change.table === table || change.table === 'all') resolve();
    });
  });
  try {
    const result = await write();
    await heard;
    return result;
  } finally {
    stop();
  }
}
