import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from './clock';
import { JSON_CONTENT_TYPE } from './serialised-bodies';
import type { AppEvent, AuthChange, ContentChange, EventBus } from './events';

/** The students' content lists kept as serialised answers (decision 071). */
export type ListKind = 'notes' | 'past_papers' | 'mock_tests';
const ALL_LISTS: readonly ListKind[] = ['notes', 'past_papers', 'mock_tests'];

/**
 * The lists a change to each table shows in. Realtime topics carry the same names as their tables, so this one map
 * reads both the triggers' NOTIFYs and the topics this instance publishes.
 */
const LISTS_FED_BY: Record<string, readonly ListKind[]> = {
  notes: ['notes'],
  past_papers: ['past_papers'],
  past_paper_questions: ['past_papers'],
  mock_tests: ['mock_tests'],
  mock_test_questions: ['mock_tests'],
  mcqs: ['mock_tests'],
  subjects: ALL_LISTS,
  subscription_plans: ALL_LISTS,
};
// Topics after which one student's own part of a list (attempts, usage) or their profile may differ.
const USER_TOPICS = new Set<AppEvent['topic']>(['user_progress', 'profiles', 'users', 'payments']);

/** A safety net only: every change is dropped at once through events and triggers; this bounds a missed one. */
export const LIST_CACHE_TTL_MS = 60_000;
/** Shared lists are few (class × faculty × plan × filter); per-student mock-test lists are a few kB each. */
export const LIST_CACHE_MAX_ENTRIES = 5_000;
/** Answers below this size go out uncompressed, as @fastify/compress does for the other routes (app.ts). */
const COMPRESS_THRESHOLD = 1024;

type Entry = {
  kind: ListKind;
  userId: string | undefined;
  body: string;
  /** The hash of the body, quoted in the ETag with the content coding (decision 071). */
  hash: string;
  storedAt: number;
  expiresAt: number;
  br?: Buffer;
  gzip?: Buffer;
};

export type ListAnswer = {
  kind: ListKind;
  key: string;
  /** Set for a list that carries one student's own data: their writes drop it. */
  userId?: string;
};

type Coding = 'br' | 'gzip' | undefined;

/** The best content coding an Accept-Encoding header accepts among ours: br, then gzip, else none. */
function codingAccepted(header: string): Coding {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name && (!quality || Number(quality.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br') || accepted.has('*')) return 'br';
  return accepted.has('gzip') ? 'gzip' : undefined;
}

// A browser sends the same Accept-Encoding on every request: the last header's answer spares parsing it each time.
let lastAcceptEncoding: { header: string; coding: Coding } | undefined;

/** The best content coding the request accepts among ours. */
function negotiateEncoding(request: FastifyRequest): Coding {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined) return undefined;
  if (lastAcceptEncoding?.header !== header) lastAcceptEncoding = { header, coding: codingAccepted(header) };
  return lastAcceptEncoding.coding;
}

/** Whether an If-None-Match header names this body (any of its codings: a weak comparison, as RFC 9110 says). */
function matchesEtag(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '');
    return opaque === '*' || opaque === `"${hash}"` || opaque === `"${hash}-br"` || opaque === `"${hash}-gzip"`;
  });
}

/**
 * This instance's content lists as serialised bodies with their compressed forms and ETags, so a repeated list read
 * costs no query, no serialisation and no compression, and a browser that has it gets a 304 (decision 071). Entries
 * are dropped by kind when content changes (synchronously for this instance's own writes, through the event bus and
 * the content triggers for everyone's) and by student when their attempts, usage or profile change. A computation
 * that was running while something was dropped does not store its (possibly older) answer.
 */
export function createListCache({ clock, events }: { clock: Clock; events: EventBus }, options = { ttlMs: LIST_CACHE_TTL_MS, maxEntries: LIST_CACHE_MAX_ENTRIES }) {
  const entries = new Map<string, Entry>();
  let generation = 0;

  const dropWhere = (matches: (entry: Entry) => boolean) => {
    generation++;
    for (const [key, entry] of entries) if (matches(entry)) entries.delete(key);
  };
  const dropLists = (kinds: readonly ListKind[]) => dropWhere((entry) => kinds.includes(entry.kind));
  const dropUser = (userId: string) => dropWhere((entry) => entry.userId === userId);
  const dropAll = () => dropWhere(() => true);

  const onEvent = (event: AppEvent) => {
    const kinds = LISTS_FED_BY[event.topic];
    if (kinds) dropLists(kinds);
    if (!USER_TOPICS.has(event.topic)) return;
    const userIds = event.audience.kind === 'user' ? [event.audience.userId] : event.topic === 'user_progress' ? [] : event.ids;
    // A user-scoped topic without ids ("anything under it") may concern any student.
    if (userIds.length) userIds.forEach(dropUser);
    else if (event.audience.kind !== 'admins') dropWhere((entry) => entry.userId !== undefined);
  };
  const onContentChange = (change: ContentChange) => {
    if (change.table === 'all') return dropAll();
    if ('userId' in change && change.userId) return dropUser(change.userId);
    dropLists(LISTS_FED_BY[change.table] ?? ALL_LISTS);
  };
  const onAuthChange = (change: AuthChange) => (change.kind === 'user' ? dropUser(change.id) : change.kind === 'all' ? dropWhere((entry) => entry.userId !== undefined) : undefined);

  const unsubscribe = [events.onLocalPublish(onEvent), events.subscribe(onEvent), events.onContentChange(onContentChange), events.onAuthChange(onAuthChange), events.onResync(dropAll)];

  const fresh = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const now = clock.now().getTime();
    // A clock moved backwards also misses.
    if (now < entry.storedAt || now - entry.storedAt >= options.ttlMs || now >= entry.expiresAt) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  const store = (answer: ListAnswer, readAt: number, body: string, expiresAt: number): Entry => {
    const entry: Entry = {
      kind: answer.kind,
      userId: answer.userId,
      body,
      hash: createHash('sha256').update(body).digest('base64url').slice(0, 32),
      storedAt: clock.now().getTime(),
      expiresAt,
    };
    if (readAt !== generation || expiresAt <= entry.storedAt) return entry;
    entries.delete(answer.key);
    // Oldest first out: a Map iterates in insertion order.
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(answer.key, entry);
    return entry;
  };

  /** Sends an entry: 304 when the browser has it, else the body in the best coding the request accepts. */
  const send = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
    const encoding = Buffer.byteLength(entry.body) < COMPRESS_THRESHOLD ? undefined : negotiateEncoding(request);
    reply.header('etag', `"${entry.hash}${encoding ? `-${encoding}` : ''}"`);
    if (matchesEtag(request.headers['if-none-match'], entry.hash)) return reply.status(304).send();
    reply.type(JSON_CONTENT_TYPE);
    if (!encoding) return reply.send(entry.body);
    const compressed =
      encoding === 'br'
        ? (entry.br ??= brotliCompressSync(entry.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }))
        : (entry.gzip ??= gzipSync(entry.body));
    // A Content-Encoding already set tells @fastify/compress the answer is compressed.
    return reply.header('content-encoding', encoding).header('content-length', compressed.length).send(compressed);
  };

  return {
    /**
     * Answers a list from the cache, or computes it, serialises it with the route's response schema (so undeclared
     * fields still never leave) and keeps it until `keepUntil` (null: not kept, e.g. while it depends on a clock).
     */
    async serve<T>(request: FastifyRequest, reply: FastifyReply, answer: ListAnswer, compute: () => Promise<{ payload: T; keepUntil?: Date | null }>) {
      let entry = fresh(answer.key);
      if (!entry) {
        const readAt = generation;
        const { payload, keepUntil } = await compute();
        const expiresAt = keepUntil === null ? 0 : (keepUntil?.getTime() ?? Number.POSITIVE_INFINITY);
        entry = store(answer, readAt, reply.serialize(payload) as string, expiresAt);
      }
      return send(request, reply, entry);
    },
    /** Forgets one student's own lists at once, for a write whose trigger reaches this instance only later. */
    dropUser,
    has: (key: string) => fresh(key) !== undefined,
    get size() {
      return entries.size;
    },
    close() {
      unsubscribe.forEach((stop) => stop());
      dropAll();
    },
  };
}

export type ListCache = ReturnType<typeof createListCache>;
