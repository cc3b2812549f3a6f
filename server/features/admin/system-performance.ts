import type { InstanceFigures, SystemMonitor, SystemPerformance } from '@common/admin';
import type { Deps } from '../../platform/app-types';
import { histogramPercentile, mergeHistograms, readInstanceReports, type InstanceReport } from '../../platform/instance-metrics';
import { listSystemAlerts } from './system-alerts';

const toPercent = (share: number) => Math.round(share * 1000) / 10;

function toInstanceFigures(report: InstanceReport): InstanceFigures {
  const { sample } = report;
  return {
    instanceId: report.instanceId,
    hostname: report.hostname,
    pid: report.pid,
    isCurrent: report.isCurrent,
    reportedAt: report.reportedAt.toISOString(),
    uptimeSeconds: Math.floor(sample.uptimeSeconds),
    eventLoopUtilization: toPercent(sample.eventLoopUtilization),
    eventLoopDelayMs: sample.eventLoopDelayMs,
    memory: { rssBytes: Math.round(sample.memory.rssBytes), heapUsedBytes: Math.round(sample.memory.heapUsedBytes) },
    requests: sample.responseHistogram.reduce((sum, count) => sum + count, 0),
    responseMs: { p50: histogramPercentile(sample.responseHistogram, 50), p95: histogramPercentile(sample.responseHistogram, 95) },
    realtimeConnections: sample.realtimeConnections,
  };
}

/**
 * The System Performance figures across every live instance (decision 036): load and event-loop delay of the busiest
 * instance, memory summed, the longest uptime, response percentiles over all instances' responses of the last minute
 * (bucket counts merged, so they are true cluster percentiles), and open realtime connections as active users.
 */
export function summarizePerformance(reports: readonly InstanceReport[], measuredAt: Date): SystemPerformance {
  const instances = reports.map(toInstanceFigures);
  const merged = mergeHistograms(reports.map((report) => report.sample.responseHistogram));
  const max = (values: number[]) => values.reduce((highest, value) => Math.max(highest, value), 0);
  return {
    measuredAt: measuredAt.toISOString(),
    instances,
    serverLoad: max(instances.map((instance) => instance.eventLoopUtilization)),
    eventLoopDelayMs: max(instances.map((instance) => instance.eventLoopDelayMs.p99)),
    memoryRssBytes: instances.reduce((sum, instance) => sum + instance.memory.rssBytes, 0),
    uptimeSeconds: max(instances.map((instance) => instance.uptimeSeconds)),
    responseMs: { p50: histogramPercentile(merged, 50), p95: histogramPercentile(merged, 95) },
    requestsLastMinute: instances.reduce((sum, instance) => sum + instance.requests, 0),
    activeUsers: instances.reduce((sum, instance) => sum + instance.realtimeConnections, 0),
  };
}

/** System Performance measured now: this instance's own figures and every other instance's latest report. */
export async function readSystemPerformance(deps: Deps<'db' | 'clock' | 'metrics'>): Promise<SystemPerformance> {
  return summarizePerformance(await readInstanceReports(deps, deps.metrics), deps.clock.now());
}

/** The System Alerts and resource panel: the alerts and the same cluster figures, for a 5-second refresh. */
export async function readSystemMonitor(deps: Deps<'db' | 'clock' | 'config' | 'storage' | 'metrics'>): Promise<SystemMonitor> {
  const [alerts, performance] = await Promise.all([listSystemAlerts(deps), readSystemPerformance(deps)]);
  return { checkedAt: deps.clock.now().toISOString(), alerts, performance };
}
