import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import type { AppEvent, EventBus } from '../../platform/events';
import { createTestClock } from '../../test/clock';
import { createRealtimeHub, type RealtimeHub } from './hub';
import type { StreamViewer } from './policy';

/** An in-process bus: what the PostgreSQL-backed one delivers, minus the database. */
function createLocalBus() {
  const listeners = new Set<(event: AppEvent) => void>();
  const resyncListeners = new Set<() => void>();
  const bus: EventBus = {
    async publish(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    onResync: (listener) => (resyncListeners.add(listener), () => resyncListeners.delete(listener)),
    onLocalPublish: () => () => {},
    onAuthChange: () => () => {},
    onContentChange: () => () => {},
    async start() {},
    async stop() {},
  };
  return { bus, resync: () => resyncListeners.forEach((listener) => listener()), listenerCount: () => listeners.size };
}

/** A response that records what is written; `stalled` ones never drain, like a client that stopped reading. */
function createResponse({ stalled = false } = {}) {
  const chunks: string[] = [];
  const response = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString());
      if (!stalled) callback();
    },
  });
  return { response: response as unknown as ServerResponse, text: () => chunks.join('') };
}

const viewer = (overrides: Partial<StreamViewer> = {}): StreamViewer => ({
  userId: crypto.randomUUID(),
  sessionId: crypto.randomUUID(),
  role: 'student',
  subscriptionPlan: 'free',
  subscriptionExpiresAt: null,
  ...overrides,
});

let hub: RealtimeHub | undefined;
afterEach(() => hub?.stop());

const build = (options: { heartbeatMs?: number; maxPerUser?: number; maxPerAddress?: number } = {}) => {
  const local = createLocalBus();
  hub = createRealtimeHub({ db: {} as Database, clock: createTestClock(), events: local.bus }, { log: { warn() {} }, ...options });
  return { hub, ...local };
};

describe('realtime hub', () => {
  it('sends every stream a resync when the listening connection came back', () => {
    const { hub, resync } = build();
    const first = createResponse();
    const second = createResponse();
    hub.open(viewer(), first.response);
    hub.open(viewer({ role: 'admin' }), second.response);
    resync();
    for (const stream of [first, second]) expect(stream.text()).toContain('event: resync\ndata: {}\n\n');
  });

  it('sends a heartbeat event on one shared timer', async () => {
    const { hub } = build({ heartbeatMs: 20 });
    const stream = createResponse();
    hub.open(viewer(), stream.response);
    await expect.poll(() => stream.text()).toContain('event: heartbeat\ndata: {}\n\n');
  });

  it('writes a topic event once per matching stream as a thin {"topic","ids"} message', async () => {
    const { hub, bus } = build();
    const student = createResponse();
    const admin = createResponse();
    hub.open(viewer(), student.response);
    hub.open(viewer({ role: 'admin' }), admin.response);
    await bus.publish({ topic: 'notifications', ids: ['n1'], audience: { kind: 'students' } });
    expect(student.text()).toContain('data: {"topic":"notifications","ids":["n1"]}\n\n');
    expect(admin.text()).not.toContain('n1');
  });

  it('drops a stream whose client stopped reading instead of buffering without limit', async () => {
    const { hub, bus } = build();
    const stalled = createResponse({ stalled: true });
    const healthy = createResponse();
    hub.open(viewer(), stalled.response);
    hub.open(viewer(), healthy.response);
    const bulky = Array.from({ length: 40 }, (_, n) => `${'x'.repeat(100)}-${n}`);
    for (let n = 0; n < 200; n++) await bus.publish({ topic: 'notes', ids: bulky, audience: { kind: 'everyone' } });
    expect(stalled.response.destroyed).toBe(true);
    expect(hub.size).toBe(1);
    expect(healthy.text()).toContain('-39');
  });

  it('caps the streams per user and per client address, and frees a place when a stream closes', () => {
    const { hub } = build({ maxPerUser: 2, maxPerAddress: 3 });
    const student = viewer();
    const first = createResponse();
    hub.open(student, first.response, '203.0.113.5');
    hub.open({ ...student }, createResponse().response, '203.0.113.5');
    expect(hub.refusal(student.userId, '203.0.113.5')).toBe('user');
    hub.open(viewer(), createResponse().response, '203.0.113.5');
    expect(hub.refusal(viewer().userId, '203.0.113.5')).toBe('address');
    expect(hub.refusal(viewer().userId, '198.51.100.7')).toBeNull();
    first.response.destroy();
    first.response.emit('close');
    expect(hub.refusal(student.userId, '203.0.113.5')).toBeNull();
  });

  it('forgets a stream when its client goes away, and unsubscribes from the bus when stopped', () => {
    const { hub, listenerCount } = build();
    const stream = createResponse();
    hub.open(viewer(), stream.response);
    expect(hub.size).toBe(1);
    stream.response.destroy();
    stream.response.emit('close');
    expect(hub.size).toBe(0);
    hub.stop();
    expect(listenerCount()).toBe(0);
  });
});
