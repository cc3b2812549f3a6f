import { fileURLToPath } from 'node:url';
import { ConfigError } from './config';
import { DatabaseUnavailableError } from './db/errors';
import type { PrestartedPgliteThread } from './db/pglite-thread';
import { systemClock } from './platform/clock';
import { installProcessFaultHandlers } from './platform/process-faults';
import { createLogger, createStorage, loadConfig, openDatabase, testSwitchWarnings } from './runtime';

const MAIL_SWEEP_INTERVAL_MS = 60_000;
const JOBS_START_DELAY_MS = 5_000;

/** What the process entry (main.ts) hands over: its prestarted database thread, and its own address. */
type ServerEntry = { prestarted: PrestartedPgliteThread; entryUrl: string };

/**
 * The app and what runs beside it, imported only once the database has started opening: the main thread evaluates
 * them while PGlite opens on its own thread, or the template unpacks on the thread pool (decisions 074, 089).
 */
const loadServerModules = () =>
  Promise.all([
    import('./app'),
    import('./db/seed'),
    import('./features/billing/reconciliation'),
    import('./features/practice/attempt-grading'),
    import('./platform/mailer'),
    import('./platform/events'),
  ]);

async function start({ prestarted, entryUrl }: ServerEntry) {
  const startedAt = Date.now();
  const config = loadConfig(process.env, { warn: (msg) => console.warn(msg) });
  const log = createLogger(config);
  for (const warning of testSwitchWarnings(config)) log.warn(warning);

  // The compiled server finds what the build made ahead beside its entry (decision 033); from the sources there is none.
  const besideServer = (name: string) => fileURLToPath(new URL(name, entryUrl));
  const [database, [{ buildApp }, { seedOnStart }, { startBillingJobs }, { startAttemptSweeper }, { createMailer }, { createEventBus }]] = await Promise.all([
    openDatabase(config, { template: besideServer('./database-template.tar.gz'), prestarted }),
    loadServerModules(),
  ]);
  const storage = await createStorage(config, log);
  const events = createEventBus(database, log);
  const mailer = createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log });
  // Built while the embedded database still opens (building runs no query); the first query below waits for it.
  const app = await buildApp({ db: database.db, config, clock: systemClock, mailer, storage, events }, { loggerInstance: log });
  // @fastify/compress asks of every answer whether it is a fetch Response, and Node loads its fetch implementation
  // (undici, about 20 ms) at the first touch of that global: touched while the database opens, not on the first request.
  void globalThis.Response;
  await database.migrate();
  // The demo seed adds content through the same services as the admin screens, and they announce what they add.
  await seedOnStart({ database, config, storage, clock: systemClock, events, log, printedPdfs: besideServer('./demo-pdfs'), demoUploads: besideServer('./demo-uploads') });
  await events.start();

  const mailSweep = setInterval(() => void mailer.deliverPending(), MAIL_SWEEP_INTERVAL_MS);
  mailSweep.unref();
  // The background jobs start once the server has answered for a moment: their first runs' queries would otherwise
  // queue on the embedded database ahead of the first requests (health included) and delay a restart (decision 074).
  let stopJobs = async () => {};
  const jobsStart = setTimeout(() => {
    const stopAttemptSweeper = startAttemptSweeper({ db: database.db, clock: systemClock, events }, { log });
    const stopBillingJobs = startBillingJobs({ db: database.db, clock: systemClock, events, config, mailer }, { log });
    stopJobs = async () => {
      await stopAttemptSweeper();
      await stopBillingJobs();
    };
  }, JOBS_START_DELAY_MS);
  jobsStart.unref();

  let isStopping = false;
  const stop = async (signal: string, exitCode = 0) => {
    if (isStopping) return;
    isStopping = true;
    log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const forceExit = setTimeout(() => {
      log.error('shutdown took over 15 s; exiting');
      process.exit(1);
    }, 15_000);
    forceExit.unref();
    clearInterval(mailSweep);
    clearTimeout(jobsStart);
    await stopJobs();
    await app.close();
    await events.stop();
    mailer.close();
    await database.close();
    log.info('stopped');
    process.exit(exitCode);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  installProcessFaultHandlers(process, log, stop);

  await app.listen({ port: config.PORT, host: config.HOST });
  log.info({ url: config.PUBLIC_URL, database: database.kind, startupMs: Date.now() - startedAt }, 'Pariksha is ready');
}

/** Starts the server: config → database → migrate → seed when asked → listen; a start that fails says why and exits. */
export function startServer(entry: ServerEntry) {
  return start(entry).catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
      console.error(`Pariksha could not start. ${error.message}`);
    } else {
      console.error('Pariksha could not start.', error);
    }
    process.exit(1);
  });
}
