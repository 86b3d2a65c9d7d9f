import { readFileSync } from 'node:fs';
import os from 'node:os';

/** The machine the figures come from, for the report's header. */
export function machineLines(): string[] {
  const cpus = os.cpus();
  let model = cpus[0]?.model.trim() ?? 'unknown CPU';
  try {
    // Some virtual machines report only the family in os.cpus(); /proc/cpuinfo may say more.
    const named = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim();
    if (named && named.length > model.length) model = named;
  } catch {
    // Not Linux: os.cpus() is all there is.
  }
  const [one, five, fifteen] = os.loadavg().map((load) => load.toFixed(2));
  return [
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cpus.length} cores (${model}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()} (${os.arch()})`,
    `- Node ${process.version}`,
    `- Load average when the run began: ${one}, ${five}, ${fifteen} (1, 5, 15 min)`,
  ];
}

/** The load average now, for the line that closes the header (other work on the machine skews every figure). */
export function loadNow(): string {
  return os.loadavg().map((load) => load.toFixed(2)).join(', ');
}
