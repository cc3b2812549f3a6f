import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';

/** Names and URLs for the per-run PostgreSQL databases used when TEST_DATABASE_URL is set. */
export function postgresTestTarget(baseUrl: string, runId: string) {
  const templateName = `pariksha_test_${runId}_template`;
  const urlFor = (database: string) => {
    const url = new URL(baseUrl);
    url.pathname = `/${database}`;
    return url.toString();
  };
  return { templateName, templateUrl: urlFor(templateName), urlFor, adminUrl: baseUrl };
}

export async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for one test file: a copy of the migrated template
 * (a loaded PGlite dump by default, `CREATE DATABASE … TEMPLATE` on a real PostgreSQL).
 */
export async function openTestDatabase(template: { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; baseUrl: string; runId: string }) {
  if (template.kind === 'pglite') {
    const { readFile } = await import('node:fs/promises');
    const dump = await readFile(template.dumpPath);
    return openPglite({ loadDataDir: dump });
  }
  const target = postgresTestTarget(template.baseUrl, template.runId);
  const name = `pariksha_test_${template.runId}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(target.adminUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${target.templateName}"`));
  const handle = await openPostgres({ url: target.urlFor(name), poolSize: 5 });
  const close = handle.close;
  const dropOnClose: DatabaseHandle = {
    ...handle,
    async close() {
      await close();
      await withAdminClient(target.adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
  return dropOnClose;
}
