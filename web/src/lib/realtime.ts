import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_TIMEOUT_MS, RECONNECT_DELAYS_MS, STREAM_EVENTS, type RealtimeTopic } from '@common/realtime-protocol';

const LEARNING = ['content', 'practice', 'admin'] as const;
const PROGRESS = ['progress', 'practice', 'admin'] as const;

/**
 * The one table of what each realtime topic refetches: the query key roots it invalidates.
 * Every feature keys its queries under one of these roots; only queries on screen refetch.
 */
export const TOPIC_QUERY_ROOTS: Record<RealtimeTopic, readonly string[]> = {
  notifications: ['notifications'],
  user_notifications: ['notifications'],
  upcoming_exams: PROGRESS,
  user_progress: PROGRESS,
  student_activity: PROGRESS,
  // A plan or role change under an open screen: the session, and every list whose locks depend on the plan.
  profiles: ['auth', 'profiles', 'admin', 'content', 'practice'],
  payments: ['billing', 'admin'],
  notes: LEARNING,
  mcqs: LEARNING,
  mock_tests: LEARNING,
  past_papers: LEARNING,
  formulas: LEARNING,
  subjects: LEARNING,
  users: ['admin', 'profiles'],
  admin_activities: ['admin'],
  payment_gateways: ['admin', 'billing'],
  subscription_plans: ['admin', 'billing'],
  settings: ['settings'],
  maintenance: ['settings'],
  policies: ['policies'],
  referrals: ['admin', 'referrals'],
  api_keys: ['admin', 'settings', 'tutor'],
  tutor: ['tutor'],
};

// Events often come in bursts (a send tells the audience and the admins): one refetch per root per burst.
const INVALIDATE_BATCH_MS = 50;

type RealtimeOptions = { url?: string; openSource?: (url: string) => EventSource };

/**
 * Opens the event stream and keeps it open: reconnects after 1, 2, 5, then every 10 s, treats a stream that
 * missed its heartbeat as dead, and after any reconnect or a `resync` refetches everything on screen,
 * since events may have been missed meanwhile. Returns the function that closes it for good.
 */
export function connectRealtime(queryClient: QueryClient, options: RealtimeOptions = {}): () => void {
  const url = options.url ?? '/api/events';
  const openSource = options.openSource ?? ((target: string) => new EventSource(target));
  let source: EventSource | null = null;
  let failures = 0;
  let hasOpened = false;
  let isStopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  const pendingRoots = new Set<string>();

  const flush = () => {
    flushTimer = undefined;
    for (const root of pendingRoots) void queryClient.invalidateQueries({ queryKey: [root] });
    pendingRoots.clear();
  };
  const invalidate = (roots: readonly string[]) => {
    roots.forEach((root) => pendingRoots.add(root));
    flushTimer ??= setTimeout(flush, INVALIDATE_BATCH_MS);
  };
  const invalidateEverything = () => void queryClient.invalidateQueries();

  const armWatchdog = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(reconnect, HEARTBEAT_INTERVAL_MS + HEARTBEAT_TIMEOUT_MS);
  };

  function reconnect() {
    source?.close();
    source = null;
    clearTimeout(watchdog);
    if (isStopped) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    failures += 1;
    // A refused stream may mean the session ended: the session query tells the app, which then signs out.
    void queryClient.invalidateQueries({ queryKey: ['auth'] });
    retryTimer = setTimeout(open, delay);
  }

  function open() {
    if (isStopped) return;
    const current = openSource(url);
    source = current;
    current.onopen = () => {
      failures = 0;
      if (hasOpened) invalidateEverything();
      hasOpened = true;
      armWatchdog();
    };
    current.onmessage = (event: MessageEvent<string>) => {
      armWatchdog();
      // Only the topic matters here, looked up in the table above: no zod on the signed-in pages' path (decision 090).
      let topic: unknown;
      try {
        topic = (JSON.parse(event.data) as { topic?: unknown } | null)?.topic;
      } catch {
        return;
      }
      if (typeof topic === 'string' && Object.hasOwn(TOPIC_QUERY_ROOTS, topic)) invalidate(TOPIC_QUERY_ROOTS[topic as RealtimeTopic]);
    };
    current.addEventListener(STREAM_EVENTS.heartbeat, armWatchdog);
    current.addEventListener(STREAM_EVENTS.resync, () => {
      armWatchdog();
      invalidateEverything();
    });
    current.onerror = () => {
      if (source === current) reconnect();
    };
  }

  open();
  return () => {
    isStopped = true;
    clearTimeout(retryTimer);
    clearTimeout(watchdog);
    clearTimeout(flushTimer);
    source?.close();
    source = null;
  };
}

// One stream per tab, shared by whichever signed-in layout is mounted.
let shared: { stop: () => void; users: number; stopTimer?: ReturnType<typeof setTimeout> } | null = null;

function acquireRealtime(queryClient: QueryClient) {
  if (typeof EventSource === 'undefined') return () => {};
  shared ??= { stop: connectRealtime(queryClient), users: 0 };
  const current = shared;
  clearTimeout(current.stopTimer);
  current.users += 1;
  return () => {
    current.users -= 1;
    // Moving between the student and admin layouts unmounts one and mounts the other in the same commit.
    if (current.users === 0) {
      current.stopTimer = setTimeout(() => {
        current.stop();
        if (shared === current) shared = null;
      }, 0);
    }
  };
}

/** Keeps this tab's event stream open while a signed-in layout is mounted; signing out unmounts it. */
export function useRealtime() {
  const queryClient = useQueryClient();
  useEffect(() => acquireRealtime(queryClient), [queryClient]);
}
