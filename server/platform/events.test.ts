import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createEventBus } from './events';

describe('publish', () => {
  it('logs an event that NOTIFY could not send instead of failing the request whose write already committed', async () => {
    const warnings: string[] = [];
    const unreachable = { db: { execute: () => Promise.reject(new Error('connection terminated')) } } as unknown as DatabaseHandle;
    const bus = createEventBus(unreachable, { warn: (_obj, msg) => warnings.push(msg) });
    await expect(bus.publish({ topic: 'notifications', ids: ['n1'], audience: { kind: 'everyone' } })).resolves.toBeUndefined();
    expect(warnings).toEqual(['event not published']);
  });
});
