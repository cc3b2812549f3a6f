import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceMetrics } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/app';
import {
  bucketOf,
  createInstanceMetrics,
  histogramPercentile,
  mergeHistograms,
  readInstanceReports,
  reportInstanceMetrics,
  RESPONSE_BUCKETS_MS,
} from './instance-metrics';

const histogramWith = (entries: [bound: number, count: number][]) => {
  const histogram = new Array<number>(RESPONSE_BUCKETS_MS.length + 1).fill(0);
  for (const [bound, count] of entries) histogram[bucketOf(bound)] = count;
  return histogram;
};

describe('response-time buckets', () => {
  it.each([
    [0, 0],
    [1, 0],
    [1.2, 1],
    [10, 5],
    [10.5, 6],
    [10_000, RESPONSE_BUCKETS_MS.length - 1],
    [60_000, RESPONSE_BUCKETS_MS.length],
  ])('%s ms falls in bucket %s', (ms, bucket) => {
    expect(bucketOf(ms)).toBe(bucket);
  });

  it('reads percentiles by interpolating inside the bucket, null without samples', () => {
    expect(histogramPercentile(histogramWith([]), 50)).toBeNull();
    // 100 responses of 5-7 ms: the median is halfway through that bucket.
    expect(histogramPercentile(histogramWith([[7, 100]]), 50)).toBe(6);
    // 90 fast (≤ 1 ms), 10 slow (200-300 ms): median fast, p95 halfway through the slow bucket.
    const mixed = histogramWith([
      [1, 90],
      [300, 10],
    ]);
    expect(histogramPercentile(mixed, 50)).toBeCloseTo(0.6, 5);
    expect(histogramPercentile(mixed, 95)).toBe(250);
    // Past the last bound, the bound itself.
    expect(histogramPercentile(histogramWith([[60_000, 3]]), 50)).toBe(10_000);
  });

  it('merges instances by adding their counts', () => {
    expect(mergeHistograms([histogramWith([[1, 2]]), histogramWith([[1, 3], [5, 1]])])).toEqual(histogramWith([[1, 5], [5, 1]]));
  });
});

describe('createInstanceMetrics', () => {
  it('keeps the last minute of responses in 5-second slots', () => {
    let now = 1_000_000;
    const metrics = createInstanceMetrics({ now: () => now });
    try {
      metrics.recordResponse(3);
      metrics.recordResponse(40);
      now += 30_000;
      metrics.recordResponse(3);
      const total = (histogram: number[]) => histogram.reduce((sum, count) => sum + count, 0);
      expect(total(metrics.sample().responseHistogram)).toBe(3);
      now += 35_000;
      // The first two are more than a minute old now.
      expect(metrics.sample().responseHistogram).toEqual(histogramWith([[3, 1]]));
      now += 60_000;
      expect(total(metrics.sample().responseHistogram)).toBe(0);
    } finally {
      metrics.close();
    }
  });

  it('reports memory, uptime and the connection count it is given', () => {
    const metrics = createInstanceMetrics();
    try {
      metrics.countConnections(() => 7);
      const sample = metrics.sample();
      expect(sample.realtimeConnections).toBe(7);
      expect(sample.memory.rssBytes).toBeGreaterThan(0);
      expect(sample.uptimeSeconds).toBeGreaterThanOrEqual(0);
      expect(sample.eventLoopUtilization).toBeGreaterThanOrEqual(0);
      expect(sample.eventLoopUtilization).toBeLessThanOrEqual(1);
    } finally {
      metrics.close();
    }
  });
});

describe('reporting through instance_metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('upserts one row per instance, which another instance reads while it is fresh', async () => {
    const first = createInstanceMetrics();
    const second = createInstanceMetrics();
    try {
      first.countConnections(() => 12);
      await reportInstanceMetrics(t, first);
      t.clock.advance(5000);
      await reportInstanceMetrics(t, first);
      expect(await t.db.select().from(instanceMetrics)).toHaveLength(1);

      const seen = await readInstanceReports(t, second);
      expect(seen.map((report) => [report.instanceId, report.isCurrent])).toEqual([
        [second.instanceId, true],
        [first.instanceId, false],
      ]);
      expect(seen[1]!.sample.realtimeConnections).toBe(12);

      t.clock.advance(61_000);
      expect((await readInstanceReports(t, second)).map((report) => report.instanceId)).toEqual([second.instanceId]);
      // An hour later the silent instance's row is pruned by the next report.
      t.clock.advance(3600_000);
      await reportInstanceMetrics(t, second);
      expect((await t.db.select().from(instanceMetrics)).map((row) => row.instanceId)).toEqual([second.instanceId]);
    } finally {
      first.close();
      second.close();
    }
  });
});
