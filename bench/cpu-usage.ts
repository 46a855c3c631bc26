import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds used so far by this process and by the local PostgreSQL server (its live processes
 * plus the reaped children the postmaster accounts for). Throughput on a shared 2-core machine
 * moves with whatever else runs; CPU per request does not, so the load test prints both.
 * PostgreSQL's share is read from /proc and is null where that is not readable.
 */
export function cpuSeconds(): { node: number; postgres: number | null } {
  const usage = process.cpuUsage();
  return { node: (usage.user + usage.system) / 1e6, postgres: postgresCpuSeconds() };
}

const TICKS_PER_SECOND = 100;

function postgresCpuSeconds(): number | null {
  try {
    const processes: { pid: number; ppid: number; ticks: number; reaped: number }[] = [];
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue;
      }
      const open = stat.indexOf('(');
      const close = stat.lastIndexOf(')');
      if (stat.slice(open + 1, close) !== 'postgres') continue;
      // Fields after the command: state ppid ... utime(12) stime(13) cutime(14) cstime(15).
      const fields = stat.slice(close + 2).split(' ');
      const num = (i: number) => Number(fields[i] ?? 0);
      processes.push({
        pid: Number(entry),
        ppid: num(1),
        ticks: num(11) + num(12),
        reaped: num(13) + num(14),
      });
    }
    if (processes.length === 0) return null;
    const pids = new Set(processes.map((p) => p.pid));
    const ticks = processes.reduce(
      (sum, p) => sum + p.ticks + (pids.has(p.ppid) ? 0 : p.reaped),
      0,
    );
    return ticks / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** utime + stime of a /proc stat line, in seconds (fields counted after the command's `)`). */
function statCpuSeconds(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / TICKS_PER_SECOND;
}

/**
 * CPU seconds of this process's main thread, null where /proc is not readable. The list
 * benchmark runs its load generator on the main thread and the server in worker threads, so the
 * process total minus this is the server's share.
 */
export function mainThreadCpuSeconds(): number | null {
  try {
    return statCpuSeconds(readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * CPU seconds so far of each PostgreSQL backend serving `database` (its command line names it),
 * by pid: other databases on the same server (other test runs) are left out. Compare two samples
 * pid by pid (`backendCpuDelta`).
 */
export function postgresBackendCpu(database: string): Map<number, number> {
  const backends = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return backends;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (command.includes(` ${database} `)) backends.set(Number(entry), statCpuSeconds(stat));
    } catch {
      // the process ended meanwhile
    }
  }
  return backends;
}

/** CPU seconds the backends used between two samples; a backend started meanwhile counts whole. */
export function backendCpuDelta(before: Map<number, number>, after: Map<number, number>): number {
  let seconds = 0;
  for (const [pid, now] of after) seconds += now - (before.get(pid) ?? 0);
  return seconds;
}

/** Busy and total jiffies of all cores (busy: everything but idle and iowait). */
export function machineTicks(): { busy: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const total = values.reduce((sum, value) => sum + value, 0);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** The 1-minute load average, null where /proc is not readable. */
export function loadAverage1(): number | null {
  try {
    return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  } catch {
    return null;
  }
}
