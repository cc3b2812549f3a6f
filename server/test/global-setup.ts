import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { ensureReferenceData } from '../db/seed/reference-data';
import { postgresTestTarget, withAdminClient } from './database';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface ProvidedContext {
    testDatabase: { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; baseUrl: string; runId: string };
  }
}

/**
 * Migrates one template database per run (PGlite dump, or a PostgreSQL template database when
 * TEST_DATABASE_URL is set); every test file then opens its own copy instead of migrating afresh.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const runId = `${Date.now().toString(36)}${process.pid}`;
    const target = postgresTestTarget(baseUrl, runId);
    await withAdminClient(baseUrl, (client) => client.query(`CREATE DATABASE "${target.templateName}"`));
    const template = await openPostgres({ url: target.templateUrl, poolSize: 2 });
    await template.migrate();
    await ensureReferenceData(template);
    await template.close();
    project.provide('testDatabase', { kind: 'postgres', baseUrl, runId });
    return async () => {
      await withAdminClient(baseUrl, async (client) => {
        const { rows } = await client.query<{ datname: string }>(
          `SELECT datname FROM pg_database WHERE datname LIKE $1`,
          [`pariksha_test_${runId}_%`],
        );
        for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      });
    };
  }

  const directory = path.resolve('.tmp/test-template');
  mkdirSync(directory, { recursive: true });
  const dumpPath = path.join(directory, `template-${process.pid}.tar.gz`);
  const template = openPglite({});
  await template.migrate();
  await ensureReferenceData(template);
  const dump = await template.dumpDataDir!();
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await template.close();
  project.provide('testDatabase', { kind: 'pglite', dumpPath });
}
