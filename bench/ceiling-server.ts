// The machine's ceilings for the bench: the cheapest servers the framework and the databases allow, nothing of Pariksha.
//   tsx bench/ceiling-server.ts hello              Fastify answering a constant JSON object
//   tsx bench/ceiling-server.ts pglite             Fastify answering one row read from an embedded PGlite
//   tsx bench/ceiling-server.ts postgres <url>     Fastify answering one row read through a `pg` pool
// Prints "listening <port>" once it accepts connections.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

const [mode, databaseUrl] = process.argv.slice(2);

async function oneRowReader(): Promise<(() => Promise<unknown>) | null> {
  if (mode === 'hello') return null;
  if (mode === 'pglite') {
    const database = new PGlite();
    await database.exec(`create table items (id int primary key, title text); insert into items select n, 'item ' || n from generate_series(1, 1000) as n;`);
    return async () => (await database.query('select id, title from items where id = $1', [1 + Math.floor(Math.random() * 1000)])).rows[0];
  }
  if (mode === 'postgres' && databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 16 });
    return async () => (await pool.query('select oid, relname from pg_class where oid = $1', [1259])).rows[0];
  }
  throw new Error('usage: ceiling-server.ts hello | pglite | postgres <url>');
}

const readOneRow = await oneRowReader();
const app = Fastify({ logger: false });
app.get('/', async () => (readOneRow ? { row: await readOneRow() } : { hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${(app.server.address() as { port: number }).port}`);
