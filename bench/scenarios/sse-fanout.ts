import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, selectRows } from '../../server/db/client';
import { createSession, SESSION_COOKIE } from '../../server/platform/auth';
import { systemClock } from '../../server/platform/clock';
import { hashPassword, randomToken } from '../../server/platform/crypto';
import { stopAppServer, type AppServer } from '../../server/test/app-process';
import { startBenchServer } from '../app-server';
import { formatMs, percentile, type BenchScenario } from '../scenario';
import { DEMO_ADMIN, signIn } from '../sign-in';

const TARGET_CONNECTIONS = Number(process.env.BENCH_SSE_CONNECTIONS ?? 10_000);
// The instance's caps (server/features/realtime/hub.ts): every tab of a student, a school's lab behind one address.
// The scenario keeps to them as real students would: 10 tabs each, 10 students behind each address.
const STREAMS_PER_STUDENT = 10;
const STREAMS_PER_ADDRESS = 100;
// File descriptors kept free for the database, logs and the admin's requests.
const SPARE_FILES = 500;
const OPEN_BATCH = 250;
const DELIVERY_TIMEOUT_MS = 30_000;
const CSRF = { 'x-requested-with': 'pariksha' };

/** The open-files limits this process (and the server it spawns) inherits. */
function openFileLimits() {
  const read = (flag: string) => Number(execSync(`sh -c 'ulimit ${flag}'`).toString().trim()) || Infinity;
  return { soft: read('-Sn'), hard: read('-Hn') };
}

/** Resident memory of a process and all its descendants (tsx runs the server in a child process), in bytes. */
function treeRss(pid: number): number {
  let total = 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    for (const child of children) total += treeRss(Number(child));
  } catch {
    // the process is gone
  }
  return total;
}

/**
 * Students for the streams, written straight into the stopped instance's database with one session each (no
 * password hashing per student: the scenario measures streams, not sign-ins). Returns each student's Cookie header.
 */
async function createStudents(dataDir: string, count: number): Promise<string[]> {
  const handle = await openPglite({ dataDir: path.join(dataDir, 'pgdata') });
  try {
    const passwordHash = await hashPassword(randomToken());
    const created = await selectRows<{ id: string }>(
      handle.db,
      sql`with created as (
            insert into users (email, password_hash, email_verified_at)
            select 'sse-bench-' || n || '@example.com', ${passwordHash}, now() from generate_series(1, ${count}::int) as n
            returning id, email
          )
          insert into profiles (id, email, full_name, class, faculty, referral_code)
          select id, email, 'Bench Student', '12', 'science', upper(substr(md5(email), 1, 12)) from created
          returning id`,
    );
    const cookies: string[] = [];
    for (const { id } of created) {
      const { token } = await createSession({ db: handle.db, clock: systemClock }, { userId: id, ipAddress: '127.0.0.1' });
      cookies.push(`${SESSION_COOKIE}=${token}`);
    }
    return cookies;
  } finally {
    await handle.close();
  }
}

/** The n-th loopback source address (Linux routes all of 127.0.0.0/8 to the loopback interface): 127.1.x.1-250. */
const loopbackAddress = (n: number) => `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;

type Stream = { socket: Socket; receivedAt?: number };

/**
 * One SSE connection over a raw socket from `localAddress`: resolves once the 200 header arrived; records when
 * `marker` shows up.
 */
function openStream(port: number, localAddress: string, cookie: string, marker: string, streams: Stream[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    const stream: Stream = { socket };
    let isOpen = false;
    let tail = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      socket.write(`GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`);
    });
    socket.on('data', (chunk: string) => {
      if (!isOpen) {
        if (!chunk.startsWith('HTTP/1.1 200')) return reject(new Error(`stream refused: ${chunk.split('\r\n')[0]}`));
        isOpen = true;
        streams.push(stream);
        resolve();
      }
      // Keeps the end of the previous chunk, in case the marker is split between two reads.
      const text = tail + chunk;
      if (stream.receivedAt === undefined && text.includes(marker)) stream.receivedAt = performance.now();
      tail = text.slice(-marker.length);
    });
    socket.on('error', (error) => (isOpen ? undefined : reject(error)));
  });
}

async function runFanout(server: AppServer, connections: number, studentCookies: string[]) {
  const port = Number(new URL(server.baseURL).port);
  const adminCookie = await signIn(server.baseURL, DEMO_ADMIN, '/api/auth/admin-login');
  const marker = '"topic":"notifications"';
  const streams: Stream[] = [];

  const rssBefore = treeRss(server.process.pid!);
  const openStarted = performance.now();
  for (let opened = 0; opened < connections; opened += OPEN_BATCH) {
    const batch = Math.min(OPEN_BATCH, connections - opened);
    await Promise.all(
      Array.from({ length: batch }, (_, i) => {
        const n = opened + i;
        const cookie = studentCookies[Math.floor(n / STREAMS_PER_STUDENT)]!;
        return openStream(port, loopbackAddress(Math.floor(n / STREAMS_PER_ADDRESS)), cookie, marker, streams);
      }),
    );
  }
  const openMs = performance.now() - openStarted;
  // Lets the server settle (buffers, lazily allocated structures) before reading its memory.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssAfter = treeRss(server.process.pid!);

  const sentAt = performance.now();
  const response = await fetch(`${server.baseURL}/api/admin/notifications`, {
    method: 'POST',
    headers: { ...CSRF, cookie: adminCookie, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Bench: fan-out', message: 'Sent to everyone by the SSE fan-out benchmark.', targetAudience: 'all' }),
  });
  if (response.status !== 201) throw new Error(`send failed: ${response.status} ${await response.text()}`);
  const answeredMs = performance.now() - sentAt;
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
  while (streams.some((stream) => stream.receivedAt === undefined) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const latencies = streams.filter((s) => s.receivedAt !== undefined).map((s) => s.receivedAt! - sentAt);
  const closedEarly = streams.filter((s) => s.socket.destroyed).length;
  for (const stream of streams) stream.socket.destroy();
  return { openMs, rssBefore, rssAfter, answeredMs, latencies, closedEarly, opened: streams.length };
}

/** Many open event streams on one instance, and one notification to all of them. */
export const sseFanoutScenario: BenchScenario = {
  name: 'sse-fanout',
  description: `Opens up to ${TARGET_CONNECTIONS} Server-Sent Events streams (raw sockets; ${STREAMS_PER_STUDENT} per student, ${STREAMS_PER_ADDRESS} per loopback source address, the instance's caps) to one instance on the embedded database, sends one notification to all through the admin API, and measures how long until every stream received it, and the server's memory per stream.`,
  async run() {
    const limits = openFileLimits();
    // Client and server are separate processes, each with this limit; each needs one descriptor per stream.
    const connections = Math.min(TARGET_CONNECTIONS, limits.soft - SPARE_FILES);
    // A first start makes the demo data (the admin who sends); the students are added while it is stopped.
    const seeded = await startBenchServer({ LOG_LEVEL: 'warn' });
    await stopAppServer(seeded, { keepData: true });
    const studentCookies = await createStudents(seeded.dataDir, Math.ceil(connections / STREAMS_PER_STUDENT));
    const server = await startBenchServer({ LOG_LEVEL: 'warn' }, { dataDir: seeded.dataDir });
    try {
      const result = await runFanout(server, connections, studentCookies);
      const received = result.latencies.length;
      const allMs = received === result.opened ? Math.max(...result.latencies) : Infinity;
      const perConnection = (result.rssAfter - result.rssBefore) / result.opened;
      return {
        lines: [
          `open-files limit ${limits.soft} (hard ${limits.hard}): ${connections} of the ${TARGET_CONNECTIONS} streams wanted${connections < TARGET_CONNECTIONS ? ' (capped by the limit)' : ''}`,
          `${studentCookies.length} students, ${Math.ceil(connections / STREAMS_PER_ADDRESS)} client addresses`,
          `${result.opened} streams open in ${(result.openMs / 1000).toFixed(1)} s (${Math.round(result.opened / (result.openMs / 1000))} per second)`,
          `send answered in ${formatMs(result.answeredMs)}; ${received} of ${result.opened} streams received the event`,
          `time until every stream had it: ${Number.isFinite(allMs) ? formatMs(allMs) : `not all within ${DELIVERY_TIMEOUT_MS / 1000} s`} (goal under 2 s); p50 ${formatMs(percentile(result.latencies, 50))}, p99 ${formatMs(percentile(result.latencies, 99))}`,
          `server memory: ${(result.rssBefore / 2 ** 20).toFixed(0)} MB before, ${(result.rssAfter / 2 ** 20).toFixed(0)} MB with the streams open: ${(perConnection / 1024).toFixed(1)} kB per stream`,
          `${result.closedEarly} streams closed early`,
        ],
        metrics: {
          connections: result.opened,
          openPerSecond: result.opened / (result.openMs / 1000),
          deliveredAll: received === result.opened ? 1 : 0,
          allReceivedMs: Number.isFinite(allMs) ? allMs : -1,
          p50: percentile(result.latencies, 50),
          p99: percentile(result.latencies, 99),
          bytesPerConnection: perConnection,
          closedEarly: result.closedEarly,
        },
      };
    } finally {
      await stopAppServer(server);
    }
  },
};
