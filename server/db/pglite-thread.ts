import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import { projectPath } from '../paths';

/**
 * The embedded PostgreSQL (PGlite) on a worker thread of its own (decision 089), behind the part of PGlite's client
 * that drizzle and client.ts use: queries, transactions, LISTEN, dumps. Its start-up runs while the main thread loads
 * the app, and its queries' WebAssembly beside the HTTP work, on the machine's other core.
 */
export type PgliteThread = {
  readonly closed: boolean;
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T>;
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
};

export type PgliteThreadTransaction = Pick<PgliteThread, 'query' | 'closed'>;

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, (value: string, typeId: number) => unknown> };

/** PostgreSQL's own error, raised in the database thread: the same fields (code, constraint, severity…) as PGlite's. */
export class DatabaseError extends Error {
  override name = 'DatabaseError';
}

type WorkerError = { name?: string; message: string; severity?: string } & Record<string, unknown>;
type WorkerReply =
  | { id: number; value?: unknown; error?: WorkerError }
  | { listenerId: number; payload: string }
  | { compiledModule: WebAssembly.Module };

function errorFromWorker(described: WorkerError): Error {
  const { name: _name, message, ...fields } = described;
  return Object.assign(described.severity ? new DatabaseError(message) : new Error(message), fields);
}

/** Code 08006 (connection failure): the error handler answers 503, as for a PostgreSQL server that went away. */
const threadStopped = (reason: string) => Object.assign(new DatabaseError(`The embedded database stopped: ${reason}`), { code: '08006' });

// Functions cannot cross to the thread. drizzle's parsers only keep some types (dates, times, intervals) as
// PostgreSQL's text, so the thread is told which types, and anything else is refused rather than silently dropped.
const textTypesByParsers = new WeakMap<object, number[]>();
function textTypesOf(parsers: QueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  let textTypes = textTypesByParsers.get(parsers);
  if (!textTypes) {
    textTypes = Object.entries(parsers).map(([type, parse]) => {
      if (parse('2026-01-01 00:00:00', Number(type)) !== '2026-01-01 00:00:00') {
        throw new Error(`Only parsers that keep PostgreSQL's text reach the database thread (type ${type})`);
      }
      return Number(type);
    });
    textTypesByParsers.set(parsers, textTypes);
  }
  return textTypes;
}

/** PGlite's WebAssembly once a thread has compiled it: the next thread of this process starts with it. */
let compiledModule: WebAssembly.Module | undefined;
const WASM_FILE = path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm');

/**
 * Postgres zeroes its shared buffers when it starts, and in PGlite that is a memset in WebAssembly: the default 128 MB
 * cost a restart about 0.2 s. 32 MB holds the demo database (16 MB) twice over; pages beyond it are read from the
 * operating system's file cache (decision 085).
 */
const START_PARAMS = ['-c', 'shared_buffers=32MB'];

type OpenOptions = { dataDir?: string; loadDataDir?: Uint8Array };

/** A thread that loads PGlite and compiles its WebAssembly at once, and opens the database its first message names. */
const spawnWorker = () => new Worker(projectPath('server/db/pglite-worker.mjs'), { workerData: { wasmModule: compiledModule, wasmFile: WASM_FILE } });

/**
 * A thread started before the server knows which database it opens: it loads PGlite and compiles its WebAssembly
 * while the server's own modules load (a start, decision 089). `open` gives it the database; `discard` ends it when
 * the configuration names a PostgreSQL server instead.
 */
export function prestartPgliteThread() {
  const worker = spawnWorker();
  return { open: (options: OpenOptions) => startPgliteThread(options, worker), discard: () => worker.terminate() };
}
export type PrestartedPgliteThread = ReturnType<typeof prestartPgliteThread>;

/**
 * Starts the thread (or takes a prestarted one), which opens PGlite at once: `dataDir` on disk, a dumped data
 * directory, or in memory. Requests made meanwhile wait for the open, and fail with its error if it fails; so the app
 * can be built while it opens.
 */
export function startPgliteThread(options: OpenOptions, prestarted?: Worker): PgliteThread {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const worker = prestarted ?? spawnWorker();
  worker.postMessage({ target: { ...options, startParams: START_PARAMS } });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let stoppedBy: Error | undefined;
  let isClosed = false;
  let closing: Promise<void> | undefined;

  const stop = (error: Error) => {
    stoppedBy ??= error;
    isClosed = true;
    for (const { reject } of pending.values()) reject(stoppedBy);
    pending.clear();
  };
  worker.on('message', (reply: WorkerReply) => {
    if ('compiledModule' in reply) {
      compiledModule ??= reply.compiledModule;
    } else if ('listenerId' in reply) {
      listeners.get(reply.listenerId)?.(reply.payload);
    } else {
      const request = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.error) request?.reject(errorFromWorker(reply.error));
      else request?.resolve(reply.value);
    }
  });
  worker.on('error', (error) => stop(threadStopped(error.message)));
  worker.on('exit', (code) => stop(closing ? new Error('PGlite is closed') : threadStopped(`its thread ended (exit code ${code})`)));

  const call = <T>(message: Record<string, unknown>): Promise<T> => {
    if (stoppedBy) return Promise.reject(stoppedBy);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };
  const query = <T>(sql: string, params: unknown[] | undefined, queryOptions: QueryOptions | undefined, transactionId?: number) =>
    call<Results<T>>({ op: 'query', sql, params, rowMode: queryOptions?.rowMode, textTypes: textTypesOf(queryOptions?.parsers), transactionId });

  return {
    get closed() {
      return isClosed;
    },
    query: (sql, params, queryOptions) => query(sql, params, queryOptions),
    async transaction(callback) {
      const transactionId = await call<number>({ op: 'begin' });
      let isEnded = false;
      const tx: PgliteThreadTransaction = {
        get closed() {
          return isEnded;
        },
        query: (sql, params, queryOptions) => (isEnded ? Promise.reject(new Error('That transaction has already ended')) : query(sql, params, queryOptions, transactionId)),
      };
      let result: Awaited<ReturnType<typeof callback>>;
      try {
        result = await callback(tx);
      } catch (error) {
        isEnded = true;
        await call({ op: 'end', transactionId, commit: false }).catch(() => {});
        throw error;
      }
      isEnded = true;
      await call({ op: 'end', transactionId, commit: true });
      return result;
    },
    async listen(channel, onMessage) {
      const listenerId = nextId++;
      listeners.set(listenerId, onMessage);
      try {
        await call({ op: 'listen', channel, listenerId });
      } catch (error) {
        listeners.delete(listenerId);
        throw error;
      }
      return async () => {
        listeners.delete(listenerId);
        if (!isClosed) await call({ op: 'unlisten', listenerId });
      };
    },
    dumpDataDir: () => call<Blob>({ op: 'dump' }),
    close() {
      closing ??= (async () => {
        isClosed = true;
        if (!stoppedBy) await call({ op: 'close' }).catch(() => {});
        await worker.terminate();
      })();
      return closing;
    },
  };
}
