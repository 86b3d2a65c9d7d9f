import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** The fields of /proc/<pid>/stat the benchmark reads. */
export type ProcStat = { pid: number; comm: string; ppid: number; utime: number; stime: number };

/**
 * Parses one /proc/<pid>/stat line. The command name sits in parentheses and may itself hold
 * spaces or parentheses, so the numeric fields are counted from the last `)`: after it come
 * state (field 3), ppid (4), … utime (14) and stime (15), in clock ticks.
 */
export function parseProcStat(line: string): ProcStat {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open < 0 || close < open) throw new Error(`not a /proc stat line: ${line.slice(0, 80)}`);
  const fields = line.slice(close + 2).trim().split(/\s+/);
  const field = (n: number) => Number(fields[n - 3]);
  return { pid: Number(line.slice(0, open).trim()), comm: line.slice(open + 1, close), ppid: field(4), utime: field(14), stime: field(15) };
}

/** Resident set size in bytes from the text of /proc/<pid>/status (its `VmRSS: N kB` line). */
export function parseVmRss(status: string): number {
  const found = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!found) throw new Error('no VmRSS line (has the process exited?)');
  return Number(found[1]) * 1024;
}

export function readProcStat(pid: number): ProcStat {
  return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

export function readRss(pid: number): number {
  return parseVmRss(readFileSync(`/proc/${pid}/status`, 'utf8'));
}

/** The pid and every live descendant (an nginx master and its worker). */
export function processTree(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const { pid, ppid } = readProcStat(Number(entry));
      parents.set(ppid, [...(parents.get(ppid) ?? []), pid]);
    } catch {
      // The process ended while the folder was read.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i]!) ?? []));
  return tree;
}

/** Clock ticks per second, the unit of utime and stime (`getconf CLK_TCK`; 100 on Linux). */
export const CLOCK_TICKS: number = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU time used so far by the pid and its descendants, in microseconds. */
export function cpuMicros(root: number): number {
  let ticks = 0;
  for (const pid of processTree(root)) {
    try {
      const stat = readProcStat(pid);
      ticks += stat.utime + stat.stime;
    } catch {
      // Gone between the listing and the read: its time is lost either way.
    }
  }
  return (ticks / CLOCK_TICKS) * 1e6;
}
