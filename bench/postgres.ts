import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the bench may use; its database is only used to create and drop scratch databases. */
export const BENCH_POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string) {
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the bench's PostgreSQL answers: scenarios measure it beside the embedded database when it does. */
export async function postgresAvailable(): Promise<boolean> {
  try {
    await withClient(BENCH_POSTGRES_URL, (client) => client.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

/** Runs `work` with a fresh empty database named after `purpose`, dropped afterwards whatever happens. */
export async function withScratchDatabase<T>(purpose: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `pariksha_bench_${purpose}_${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  await withClient(BENCH_POSTGRES_URL, (client) => client.query(`CREATE DATABASE "${name}"`));
  try {
    return await work(databaseUrl(name));
  } finally {
    await withClient(BENCH_POSTGRES_URL, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
}
