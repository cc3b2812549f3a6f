import { readFileSync } from 'node:fs';

/** /proc counts CPU time in clock ticks (USER_HZ), 100 a second on Linux. */
const TICK_MS = 10;

/** User+system CPU of one process so far, in ms (0 once it is gone). */
function ownCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and brackets): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** CPU so far of each process and its descendants (tsx runs the server in a child process), keyed by process. */
export function cpuByProcess(pids: number[]): Map<number, number> {
  const byProcess = new Map<number, number>();
  const visit = (pid: number) => {
    byProcess.set(pid, ownCpuMs(pid));
    childrenOf(pid).forEach(visit);
  };
  pids.forEach(visit);
  return byProcess;
}

/** CPU spent between two readings by the processes of the later one (a process new since the first counts from 0). */
export function cpuSpentMs(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
