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
