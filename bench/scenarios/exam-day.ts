import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { openPostgres } from '../../server/db/client';
import { seedQuestionBank } from '../../server/db/seed/content';
import { ensureReferenceData } from '../../server/db/seed/reference-data';
import { hashPassword } from '../../server/platform/crypto';
import { createEventBus } from '../../server/platform/events';
import { CAPTCHA_ANSWER, stopAppServer, type AppServer } from '../../server/test/app-process';
import { startBenchServer } from '../app-server';
import { ceilings, ratioTo } from '../ceilings';
import { cpuByProcess, cpuSpentMs } from '../process-cpu';
import { BENCH_POSTGRES_URL, withScratchDatabase, withClient } from '../postgres';
import { formatMs, percentile, type BenchScenario } from '../scenario';
import { cookiesOf } from '../sign-in';

/**
 * 2000 students, as issue 16 asks: they sign in, open the mock-test list (the page a browser has open before the
 * exam), then all press Start Test at the same instant. The exam then offers saves at OFFERED_RATIO of this run's
 * `pgbench -N` (above the goal's 35 %) spread over the students, each on its own clock, for SECONDS. The rate reported
 * is what the instances sustained: the saves sent inside the window and acknowledged, over the window (not over the
 * ramp and the last sleeps after it), beside how late the bench itself sent them and where the CPU went.
 */
const STUDENTS = Number(process.env.BENCH_EXAM_STUDENTS ?? 2000);
const SECONDS = Number(process.env.BENCH_EXAM_SECONDS ?? 30);
const INSTANCES = Number(process.env.BENCH_EXAM_INSTANCES ?? 2);
const POOL_PER_INSTANCE = 16;
const SETUP_CONCURRENCY = 48;
const TEST_TITLE = 'Physics Full Syllabus Model Test';
const PASSWORD = 'Bench@2026exam';
const LETTERS = ['A', 'B', 'C', 'D'] as const;
/** Issue 16: saves at 35 % of pgbench -N with p95 under 100 ms; every start within 5 s of a synchronised start. */
const GOAL = { ratioToPgbenchWrite: 0.35, p95Ms: 100, startWindowMs: 5000 };
/**
 * The save rate offered, as a share of this run's pgbench -N: above the goal, so the rate sustained shows what the
 * two instances can take rather than echoing what the bench asked for.
 */
const OFFERED_RATIO = Number(process.env.BENCH_EXAM_OFFER ?? 0.4);
/** The save rate offered when this run measured no pgbench -N (no pgbench installed). */
const FALLBACK_SAVES_PER_SECOND = 2000;

type Student = { email: string; base: string; cookie: string; attemptId: string; saved: Map<number, string>; uncertain: Set<number> };
type Reply = { status: number; body: string; headers: http.IncomingHttpHeaders; ms: number };

// Keep-alive connections, as browsers keep them (one each, kept open between requests); one agent per instance.
const agents = new Map<string, http.Agent>();

function call(base: string, method: string, pathname: string, options: { cookie?: string; body?: unknown } = {}): Promise<Reply> {
  const url = new URL(pathname, base);
  let agent = agents.get(base);
  if (!agent) agents.set(base, (agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: Infinity })));
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(method === 'GET' ? {} : { 'x-requested-with': 'pariksha' }),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), headers: response.headers, ms: performance.now() - started }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(payload);
  });
}

/** Runs `work` over items with at most `limit` at a time. */
async function inBatches<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const randomBetween = (min: number, max: number) => min + Math.random() * (max - min);

/** A fresh database with the schema, reference data, the demo question bank and mock tests, and the students' accounts. */
async function prepareDatabase(url: string, emails: string[]) {
  const handle = await openPostgres({ url, poolSize: 4 });
  try {
    await handle.migrate();
    await ensureReferenceData(handle);
    await seedQuestionBank({ db: handle.db, events: createEventBus(handle, console) });
    // Created in the database (one password hash for all): the bench measures exams, not sign-ups.
    const passwordHash = await hashPassword(PASSWORD);
    await withClient(url, async (client) => {
      for (let start = 0; start < emails.length; start += 1000) {
        const chunk = emails.slice(start, start + 1000);
        await client.query(
          `with created as (
             insert into users (email, password_hash, email_verified_at) select unnest($1::text[]), $2, now() returning id, email
           )
           insert into profiles (id, email, full_name, class, faculty, referral_code)
           select id, email, 'Bench Student', '12', 'science', upper(substr(md5(email), 1, 12)) from created`,
          [chunk, passwordHash],
        );
      }
    });
  } finally {
    await handle.close();
  }
}

/**
 * Signs a student in as the login page does: a captcha, then POST /api/auth/login. A busy server's 503 (its pool
 * waited too long) or a dropped connection is retried as a student would: sign-in is not what this scenario measures.
 */
async function signIn(student: Student) {
  for (let attempt = 1; ; attempt++) {
    const captcha = await call(student.base, 'GET', '/api/auth/captcha').catch(() => null);
    const login =
      captcha?.status === 200
        ? await call(student.base, 'POST', '/api/auth/login', {
            body: { email: student.email, password: PASSWORD, captchaId: (JSON.parse(captcha.body) as { id: string }).id, captchaAnswer: CAPTCHA_ANSWER },
          }).catch(() => null)
        : captcha;
    if (login?.status === 200) {
      student.cookie = cookiesOf(login.headers['set-cookie'] ?? []);
      return;
    }
    // A dropped connection or a busy server's 503 is tried again; anything else is a real failure.
    if ((login && login.status !== 503) || attempt === 5) throw new Error(`sign-in failed: ${login ? `${login.status} ${login.body}` : 'no answer'}`);
    await sleep(1000);
  }
}

type PhaseResult = {
  /** Latencies of the acknowledged saves among those sent inside the window. */
  latencies: number[];
  sent: number;
  refused: number;
  failed: number;
  offeredPerSecond: number;
  /** How late the bench sent each save against its own schedule (its pacing on a loaded machine). */
  lateness: number[];
  /** From the window's end until the last save sent inside it was answered. */
  drainMs: number;
};

/**
 * One exam phase: every student on its own clock saves an answer every `meanSaveMs` (±⅓) for SECONDS, one request
 * in flight at a time, as a browser's save queue does. Each student's first save falls at a uniform point of one
 * mean interval, so the offered rate is steady from the first second, and no save is sent after the window: the
 * rate is the saves sent inside the window and acknowledged, over the window. Records what each student was told is saved.
 */
async function runExamPhase(students: Student[], questionCount: number, meanSaveMs: number): Promise<PhaseResult> {
  const every = { min: (meanSaveMs * 2) / 3, max: (meanSaveMs * 4) / 3 };
  const latencies: number[] = [];
  const lateness: number[] = [];
  let sent = 0;
  let refused = 0;
  let failed = 0;
  const started = performance.now();
  const ends = started + SECONDS * 1000;
  await Promise.all(
    students.map(async (student) => {
      let due = started + Math.random() * meanSaveMs;
      while (due < ends) {
        await sleep(due - performance.now());
        const position = 1 + Math.floor(Math.random() * questionCount);
        const answer = LETTERS[Math.floor(Math.random() * 4)]!;
        const timeSpentMs = Math.floor(randomBetween(1000, 60_000));
        lateness.push(performance.now() - due);
        sent++;
        try {
          const reply = await call(student.base, 'PUT', `/api/attempts/${student.attemptId}/answers/${position}`, {
            cookie: student.cookie,
            body: { answer, timeSpentMs },
          });
          if (reply.status === 200) {
            latencies.push(reply.ms);
            student.saved.set(position, answer);
          } else {
            refused++;
          }
        } catch {
          // No answer: the save may or may not have landed, now or after a later save of the question (a request
          // the client gave up on can still be read by the server), so this position cannot be checked any more.
          failed++;
          student.uncertain.add(position);
        }
        // The next save is due on the student's own clock; an answer later than that sends it at once.
        due = Math.max(due + randomBetween(every.min, every.max), performance.now());
      }
    }),
  );
  return {
    latencies,
    sent,
    refused,
    failed,
    lateness,
    offeredPerSecond: students.length / (meanSaveMs / 1000),
    drainMs: Math.max(0, performance.now() - ends),
  };
}

/** "N of M saves sent in S s acknowledged = R saves/s (offered O/s, sent ...)" and latency percentiles for a phase. */
function describePhase(label: string, phase: PhaseResult) {
  const { latencies } = phase;
  return [
    `${label}: ${latencies.length} of ${phase.sent} saves sent in the ${SECONDS} s window acknowledged = ${Math.round(latencies.length / SECONDS)} saves/s sustained (offered ${Math.round(phase.offeredPerSecond)}/s, sent ${Math.round(phase.sent / SECONDS)}/s; the last answer ${formatMs(phase.drainMs)} after the window)`,
    `${label} latency: p50 ${formatMs(percentile(latencies, 50))}, p95 ${formatMs(percentile(latencies, 95))}, p99 ${formatMs(percentile(latencies, 99))}, max ${formatMs(percentile(latencies, 100))}; the bench sent saves late by p95 ${formatMs(percentile(phase.lateness, 95))}, max ${formatMs(percentile(phase.lateness, 100))}`,
  ];
}

type CpuReading = { bench: NodeJS.CpuUsage; instances: Map<number, number>; postgres: Map<number, number> };
type CpuSpent = { benchMs: number; instancesMs: number; postgresMs: number };

/**
 * Where the machine's CPU went: this process (the students' clients), the app instances, and the PostgreSQL backends
 * serving this run's database (found through `monitor`, a connection of its own left out of the count).
 */
function cpuMeter(servers: AppServer[], monitor: pg.Client) {
  return async (): Promise<CpuReading> => {
    const backends = await monitor.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return {
      bench: process.cpuUsage(),
      instances: cpuByProcess(servers.map((server) => server.process.pid!)),
      postgres: cpuByProcess(backends.rows.map((row) => row.pid)),
    };
  };
}

function cpuSpent(before: CpuReading, after: CpuReading): CpuSpent {
  const bench = process.cpuUsage(before.bench);
  return {
    benchMs: (bench.user + bench.system) / 1000,
    instancesMs: cpuSpentMs(before.instances, after.instances),
    postgresMs: cpuSpentMs(before.postgres, after.postgres),
  };
}

function describeCpu(spent: CpuSpent, windowMs: number) {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return `bench clients ${seconds(spent.benchMs)}, ${INSTANCES} instances ${seconds(spent.instancesMs)}, PostgreSQL backends ${seconds(spent.postgresMs)} of CPU in ${seconds(windowMs)} (${cpus().length} cores; load average ${loadavg()[0]!.toFixed(1)})`;
}

async function runExamDay(url: string) {
  const tag = randomBytes(3).toString('hex');
  const emails = Array.from({ length: STUDENTS }, (_, index) => `exam-${tag}-${index}@bench.example.com`);
  const servers: AppServer[] = [];
  const monitor = new pg.Client({ connectionString: url });
  try {
    await prepareDatabase(url, emails);
    for (let index = 0; index < INSTANCES; index++) {
      servers.push(await startBenchServer({ DATABASE_URL: url, DATABASE_POOL_SIZE: String(POOL_PER_INSTANCE), LOG_LEVEL: 'warn' }));
    }
    await monitor.connect();
    const cpuReading = cpuMeter(servers, monitor);
    const students: Student[] = emails.map((email, index) => ({
      email,
      base: servers[index % servers.length]!.baseURL,
      cookie: '',
      attemptId: '',
      saved: new Map(),
      uncertain: new Set(),
    }));

    const setupStarted = performance.now();
    await inBatches(students, SETUP_CONCURRENCY, signIn);
    const signInSeconds = (performance.now() - setupStarted) / 1000;
    // Every student opens the mock-test list (its connection stays open, as a browser's does), then all press Start
    // Test at once: the window runs from that instant until the last attempt is started.
    let test: { id: string; title: string; questionCount: number } | undefined;
    await Promise.all(
      students.map(async (student) => {
        // A connection the loaded server dropped is opened again, as a browser reloads the page.
        let list = await call(student.base, 'GET', '/api/mock-tests', { cookie: student.cookie }).catch(() => null);
        for (let retry = 1; retry < 5 && list?.status !== 200; retry++) {
          await sleep(1000);
          list = await call(student.base, 'GET', '/api/mock-tests', { cookie: student.cookie }).catch(() => null);
        }
        if (list?.status !== 200) throw new Error(`the mock-test list failed: ${list ? `${list.status} ${list.body}` : 'no answer'}`);
        test ??= (JSON.parse(list.body) as { tests: { id: string; title: string; questionCount: number }[] }).tests.find((card) => card.title === TEST_TITLE);
      }),
    );
    if (!test) throw new Error(`mock test "${TEST_TITLE}" not found`);
    const startLatencies: number[] = [];
    const startFailuresByStatus = new Map<string, number>();
    let startFailures = 0;
    const startCpu = await cpuReading();
    const startInstant = performance.now();
    await Promise.all(
      students.map(async (student) => {
        const started = await call(student.base, 'POST', `/api/mock-tests/${test!.id}/attempts`, { cookie: student.cookie }).catch(() => null);
        if (started?.status !== 201) {
          startFailures++;
          const status = started ? String(started.status) : 'no answer';
          startFailuresByStatus.set(status, (startFailuresByStatus.get(status) ?? 0) + 1);
          return;
        }
        startLatencies.push(started.ms);
        student.attemptId = (JSON.parse(started.body) as { id: string }).id;
      }),
    );
    const startWindowMs = performance.now() - startInstant;
    const startCpuSpent = cpuSpent(startCpu, await cpuReading());
    const examinees = students.filter((student) => student.attemptId);

    // The goal's save rate, spread over the students: each saves every `meanSaveMs` on average.
    const pgbenchWrite = ceilings.get('pgbenchWrite');
    const offeredPerSecond = pgbenchWrite ? pgbenchWrite * OFFERED_RATIO : FALLBACK_SAVES_PER_SECOND;
    const savesCpu = await cpuReading();
    const saving = await runExamPhase(examinees, test.questionCount, (examinees.length / offeredPerSecond) * 1000);
    const savesCpuSpent = cpuSpent(savesCpu, await cpuReading());
    const { refused, failed } = saving;

    const submitLatencies: number[] = [];
    let submitFailures = 0;
    await inBatches(examinees, SETUP_CONCURRENCY, async (student) => {
      const reply = await call(student.base, 'POST', `/api/attempts/${student.attemptId}/submit`, { cookie: student.cookie });
      if (reply.status === 200) submitLatencies.push(reply.ms);
      else submitFailures++;
    });

    // What each student was told is saved must be what the database holds. The row keeps the bank's letter; the
    // student named the letter shown, its place in the attempt's option order (decision 065).
    const stored = await withClient(url, async (client) => {
      const result = await client.query<{ attempt_id: string; position: number; option_order: string; chosen_answer: string | null }>(
        'select attempt_id, position, option_order, chosen_answer from attempt_answers',
      );
      const submitted = await client.query<{ n: number }>(`select count(*)::int as n from attempts where status = 'submitted'`);
      return { rows: result.rows, submitted: submitted.rows[0]!.n };
    });
    const byAttempt = new Map<string, Map<number, string | null>>();
    for (const row of stored.rows) {
      const answers = byAttempt.get(row.attempt_id) ?? new Map<number, string | null>();
      answers.set(row.position, row.chosen_answer === null ? null : LETTERS[row.option_order.indexOf(row.chosen_answer)]!);
      byAttempt.set(row.attempt_id, answers);
    }
    let checked = 0;
    let lost = 0;
    for (const student of students) {
      const answers = byAttempt.get(student.attemptId);
      for (const [position, answer] of student.saved) {
        if (student.uncertain.has(position)) continue;
        checked++;
        if (answers?.get(position) !== answer) lost++;
      }
    }

    const perSecond = saving.latencies.length / SECONDS;
    const p50 = percentile(saving.latencies, 50);
    const p95 = percentile(saving.latencies, 95);
    const p99 = percentile(saving.latencies, 99);
    const ratio = pgbenchWrite ? perSecond / pgbenchWrite : 0;
    const goals = [
      [`saves ≥ ${GOAL.ratioToPgbenchWrite * 100} % of pgbench -N`, ratio >= GOAL.ratioToPgbenchWrite],
      [`save p95 < ${GOAL.p95Ms} ms`, p95 < GOAL.p95Ms],
      [`${STUDENTS} starts within ${GOAL.startWindowMs / 1000} s`, startFailures === 0 && startWindowMs <= GOAL.startWindowMs],
      ['no answer lost', lost === 0],
    ] as const;
    return {
      lines: [
        `${STUDENTS} students on ${INSTANCES} instances (pool ${POOL_PER_INSTANCE} each), PostgreSQL ${new URL(BENCH_POSTGRES_URL).host}; sign-in of all took ${signInSeconds.toFixed(1)} s (before the start, not counted)`,
        `synchronised start: ${startLatencies.length} of ${STUDENTS} attempts started within ${(startWindowMs / 1000).toFixed(2)} s of the instant all pressed Start Test (${startFailures} failed${startFailures ? `: ${[...startFailuresByStatus].map(([status, count]) => `${count} × ${status}`).join(', ')}` : ''}); Start Test p50 ${formatMs(percentile(startLatencies, 50))}, p95 ${formatMs(percentile(startLatencies, 95))}`,
        `start CPU: ${describeCpu(startCpuSpent, startWindowMs)}`,
        ...describePhase(`saves offered at ${Math.round(OFFERED_RATIO * 100)} % of pgbench -N`, saving),
        `saves CPU: ${describeCpu(savesCpuSpent, SECONDS * 1000)}`,
        `saves: ${ratioTo('pgbenchWrite', perSecond)}`,
        `refused saves ${refused}, failed requests ${failed}`,
        `submissions: ${submitLatencies.length} graded (database: ${stored.submitted} submitted), ${submitFailures} failed, p95 ${formatMs(percentile(submitLatencies, 95))}`,
        `lost answers: ${lost} of ${checked} confirmed saves checked against the database`,
        `goals: ${goals.map(([goal, isMet]) => `${goal} ${isMet ? 'met' : 'NOT met'}`).join('; ')}`,
      ],
      metrics: {
        savesPerSecond: perSecond,
        savesOfferedPerSecond: saving.offeredPerSecond,
        savesSentPerSecond: saving.sent / SECONDS,
        saveLatenessP95: percentile(saving.lateness, 95),
        savesToPgbenchWrite: ratio,
        p50,
        p95,
        p99,
        startWindowMs,
        startFailures,
        startP95: percentile(startLatencies, 95),
        startCpuBenchMs: startCpuSpent.benchMs,
        startCpuInstancesMs: startCpuSpent.instancesMs,
        startCpuPostgresMs: startCpuSpent.postgresMs,
        lostAnswers: lost,
        refused,
        failed,
        submitFailures,
      },
    };
  } finally {
    for (const agent of agents.values()) agent.destroy();
    agents.clear();
    await monitor.end().catch(() => undefined);
    await Promise.all(servers.map((server) => stopAppServer(server)));
  }
}

/**
 * Exam day: many students start one timed mock test at the same instant on a real PostgreSQL, save answers at the
 * goal's rate, then submit. Reports the start window, saves per second as a ratio to this run's pgbench -N, latency
 * percentiles, and answers lost (what each student was told was saved, compared with what the database holds).
 */
export const examDayScenario: BenchScenario = {
  name: 'exam-day',
  needsCeilings: true,
  description: `${STUDENTS} students sign in (POST /api/auth/login), open the mock-test list, all press Start Test on "${TEST_TITLE}" at the same instant, then together offer answer saves at ${Math.round(OFFERED_RATIO * 100)} % of this run's pgbench -N (${FALLBACK_SAVES_PER_SECOND}/s without pgbench) for ${SECONDS} s (PUT /api/attempts/:id/answers/:position), then submit; ${INSTANCES} app instances behind the bench's round robin, on a fresh PostgreSQL database (BENCH_DATABASE_URL). Goals (issue 16): saves ≥ ${GOAL.ratioToPgbenchWrite * 100} % of pgbench -N with p95 under ${GOAL.p95Ms} ms, every attempt started within ${GOAL.startWindowMs / 1000} s, no answer lost.`,
  run() {
    return withScratchDatabase('exam', runExamDay);
  },
};
