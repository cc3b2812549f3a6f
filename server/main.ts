// The process entry (`npm start` runs its build). The embedded database's thread starts first, before the rest of the
// server loads: PGlite's code loads and its WebAssembly compiles on the other core meanwhile (decision 089).
import { prestartPgliteThread } from './db/pglite-thread';

const prestarted = prestartPgliteThread();
const { startServer } = await import('./start');
await startServer({ prestarted, entryUrl: import.meta.url });
