import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_TOPICS } from '@common/realtime-protocol';
import { FakeSource } from '@/test/fake-event-source';
import { connectRealtime, TOPIC_QUERY_ROOTS } from './realtime';

const latest = () => FakeSource.opened.at(-1)!;
let queryClient: QueryClient;
let invalidated: unknown[][];
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  FakeSource.opened = [];
  queryClient = new QueryClient();
  invalidated = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push([...(filters?.queryKey ?? ['*everything*'])]);
  });
  stop = connectRealtime(queryClient, { openSource: (url) => new FakeSource(url) as unknown as EventSource });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('the realtime client', () => {
  it('maps every topic to at least one query key root', () => {
    for (const topic of REALTIME_TOPICS) expect(TOPIC_QUERY_ROOTS[topic].length, topic).toBeGreaterThan(0);
    expect(TOPIC_QUERY_ROOTS.notifications).toEqual(['notifications']);
    expect(TOPIC_QUERY_ROOTS.user_notifications).toEqual(['notifications']);
    // A premium or role change under open screens refetches the session and the lists whose locks depend on it.
    expect(TOPIC_QUERY_ROOTS.profiles).toEqual(expect.arrayContaining(['auth', 'content', 'practice', 'admin']));
  });

  it('opens one stream and invalidates the roots of each topic, once per burst', () => {
    expect(FakeSource.opened).toHaveLength(1);
    expect(latest().url).toBe('/api/events');
    latest().open();
    latest().message({ topic: 'notifications', ids: ['a'] });
    latest().message({ topic: 'user_notifications', ids: ['a'] });
    latest().message({ topic: 'payments', ids: [] });
    latest().message({ topic: 'not_a_topic', ids: [] });
    vi.advanceTimersByTime(100);
    expect(invalidated).toEqual([['notifications'], ['billing'], ['admin']]);
  });

  it('ignores a message that is not JSON, has no topic or names something that is not a topic', () => {
    latest().open();
    latest().onmessage?.(new MessageEvent('message', { data: '{not json' }));
    for (const data of [null, 7, {}, { topic: 42 }, { topic: 'toString' }, { topic: '__proto__' }]) latest().message(data);
    latest().message({ topic: 'settings' });
    vi.advanceTimersByTime(100);
    expect(invalidated).toEqual([['settings']]);
  });

  it('reconnects after 1, 2, 5, then 10 s and refetches everything once back', () => {
    latest().open();
    const delays = [1000, 2000, 5000, 10_000, 10_000];
    for (const delay of delays) {
      const count = FakeSource.opened.length;
      latest().fail();
      expect(FakeSource.opened.at(-1)!.isClosed).toBe(true);
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSource.opened).toHaveLength(count);
      vi.advanceTimersByTime(1);
      expect(FakeSource.opened).toHaveLength(count + 1);
    }
    invalidated = [];
    latest().open();
    expect(invalidated).toEqual([['*everything*']]);
    // Back to the first delay after a success.
    latest().fail();
    vi.advanceTimersByTime(1000);
    expect(FakeSource.opened).toHaveLength(delays.length + 2);
  });

  it('refetches everything on a resync message', () => {
    latest().open();
    latest().named('resync');
    expect(invalidated).toEqual([['*everything*']]);
  });

  it('treats a stream without a heartbeat for 35 s as dead and reopens it', () => {
    latest().open();
    vi.advanceTimersByTime(30_000);
    latest().named('heartbeat');
    vi.advanceTimersByTime(30_000);
    expect(FakeSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(5_000);
    expect(FakeSource.opened[0]!.isClosed).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(FakeSource.opened).toHaveLength(2);
  });

  it('closes the stream for good when stopped', () => {
    latest().open();
    stop();
    expect(latest().isClosed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeSource.opened).toHaveLength(1);
  });
});
