// @ts-check
// The embedded PostgreSQL's own thread (decision 089): PGlite runs here, so its start-up and every query's WebAssembly
// run beside the thread that loads the app and answers HTTP, not on it. server/db/pglite-thread.ts is the other end
// of the messages. Plain JavaScript, so Node runs it as it is from the sources, in tests and in the build alike.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (!parentPort) throw new Error('pglite-worker.mjs runs only as a worker thread');
const port = parentPort;

/**
 * PGlite's WebAssembly, compiled as the thread starts: it comes compiled from the main thread when that has it (tests
 * open many databases), else it is compiled here and sent back for the next thread.
 * @type {Promise<WebAssembly.Module>}
 */
const compiling = workerData.wasmModule
  ? Promise.resolve(workerData.wasmModule)
  : readFile(workerData.wasmFile)
      .then((bytes) => WebAssembly.compile(bytes))
      .then((wasmModule) => {
        port.postMessage({ compiledModule: wasmModule });
        return wasmModule;
      });

/**
 * What to open, in the first message: the thread may start before the server knows its data directory (a start,
 * decision 089). Every request waits for the open.
 * @type {Promise<{ dataDir?: string, loadDataDir?: Uint8Array, startParams: string[] }>}
 */
const target = new Promise((resolve) => port.once('message', (message) => resolve(message.target)));

async function open() {
  const [wasmModule, options] = await Promise.all([compiling, target]);
  return PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
    extensions: { pg_trgm },
    pgliteWasmModule: wasmModule,
    startParams: [...PGlite.defaultStartParams, ...options.startParams],
  });
}
const opening = open();
// A failed open is the answer to every request; this only keeps it from counting as unhandled.
opening.catch(() => {});

/**
 * Open transactions by id: PGlite's transaction object, and how to end the callback PGlite waits on.
 * @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, end(commit: boolean): void, settled: Promise<unknown> }>}
 */
const transactions = new Map();
let nextTransactionId = 1;
/** Each listen call's way to stop, by the id the main thread gave it. @type {Map<number, () => Promise<void>>} */
const listeners = new Map();

/** @param {unknown} value */
const keepText = (value) => value;
/** Parsers that leave the listed types as PostgreSQL's text (what drizzle asks for dates, times and intervals). */
const parserSets = new Map();
/** @param {number[] | undefined} textTypes */
function parsersFor(textTypes) {
  if (!textTypes?.length) return undefined;
  const key = textTypes.join(',');
  if (!parserSets.has(key)) parserSets.set(key, Object.fromEntries(textTypes.map((type) => [type, keepText])));
  return parserSets.get(key);
}

/** A PostgreSQL error's fields (code, constraint, severity…) as plain data that crosses to the main thread. */
function describeError(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

/**
 * Starts a transaction and resolves with its id once BEGIN has run; it stays open (holding PGlite, as in one process)
 * until the `end` request.
 * @param {PGlite} client
 * @returns {Promise<number>}
 */
function beginTransaction(client) {
  return new Promise((resolveBegun, rejectBegun) => {
    const transactionId = nextTransactionId++;
    const open = { tx: /** @type {any} */ (undefined), end: (/** @type {boolean} */ _isCommit) => {}, settled: Promise.resolve() };
    open.settled = client.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          open.tx = tx;
          open.end = (isCommit) => (isCommit ? commit(undefined) : rollback(new Error('rolled back')));
          transactions.set(transactionId, open);
          resolveBegun(transactionId);
        }),
    );
    // Failed before the callback ran (BEGIN itself): the request fails instead of waiting for ever.
    open.settled.catch((error) => {
      if (!transactions.has(transactionId)) rejectBegun(error);
    });
  });
}

/** Commits or rolls back; settles once PGlite's COMMIT or ROLLBACK has run. */
async function endTransaction(/** @type {number} */ transactionId, /** @type {boolean} */ isCommit) {
  const open = transactions.get(transactionId);
  if (!open) throw new Error('That transaction has already ended');
  transactions.delete(transactionId);
  open.end(isCommit);
  if (isCommit) await open.settled;
  else await open.settled.catch(() => {});
}

/** @param {any} message */
async function handle(message) {
  const client = await opening;
  switch (message.op) {
    case 'query': {
      const target = message.transactionId === undefined ? client : transactions.get(message.transactionId)?.tx;
      if (!target) throw new Error('That transaction has already ended');
      return target.query(message.sql, message.params, { rowMode: message.rowMode, parsers: parsersFor(message.textTypes) });
    }
    case 'begin':
      return beginTransaction(client);
    case 'end':
      return endTransaction(message.transactionId, message.commit);
    case 'listen': {
      const unlisten = await client.listen(message.channel, (payload) => port.postMessage({ listenerId: message.listenerId, payload }));
      listeners.set(message.listenerId, unlisten);
      return undefined;
    }
    case 'unlisten': {
      const unlisten = listeners.get(message.listenerId);
      listeners.delete(message.listenerId);
      if (unlisten && !client.closed) await unlisten();
      return undefined;
    }
    case 'dump':
      return client.dumpDataDir('gzip');
    case 'close':
      if (!client.closed) await client.close();
      return undefined;
    default:
      throw new Error(`Unknown request ${message.op}`);
  }
}

port.on('message', (message) => {
  if (message.target) return;
  handle(message)
    .then(
      (value) => port.postMessage({ id: message.id, value }),
      (error) => port.postMessage({ id: message.id, error: describeError(error) }),
    )
    // Closed: nothing holds the thread open any more, so it ends.
    .finally(() => message.op === 'close' && port.close());
});
