import { spawn } from 'node:child_process';

/** What the benchmark reads from one `wrk --latency` run. */
export type WrkResult = {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  socketErrors: number;
};

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `354.00us`, `1.01ms`, `2.5s` as milliseconds. */
export function parseWrkDuration(text: string): number {
  const found = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim());
  if (!found) throw new Error(`not a wrk duration: ${text}`);
  return Number(found[1]) * UNIT_MS[found[2]!]!;
}

/** Reads requests, rate, p50/p99 (from the latency distribution) and the error lines of wrk's output. */
export function parseWrkOutput(output: string): WrkResult {
  const total = /(\d+) requests in ([\d.]+)(us|ms|s|m|h)/.exec(output);
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const p50 = /^\s*50(?:\.000)?%\s+(\S+)/m.exec(output);
  const p99 = /^\s*99(?:\.000)?%\s+(\S+)/m.exec(output);
  if (!total || !rate || !p50 || !p99) throw new Error(`unexpected wrk output (was --latency given?):\n${output}`);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requests: Number(total[1]),
    seconds: parseWrkDuration(`${total[2]}${total[3]}`) / 1000,
    requestsPerSecond: Number(rate[1]),
    p50Ms: parseWrkDuration(p50[1]!),
    p99Ms: parseWrkDuration(p99[1]!),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    socketErrors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

export type WrkLoad = { url: string; seconds: number; connections?: number; headers?: Record<string, string>; cpu?: string };

/** The command line of one load run: `taskset -c <cpu> wrk -t1 -c50 -d10s --latency -H … <url>`. */
export function wrkArgs(load: WrkLoad): string[] {
  const headers = Object.entries(load.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const wrk = ['wrk', '-t1', `-c${load.connections ?? 50}`, `-d${load.seconds}s`, '--latency', ...headers, load.url];
  return load.cpu === undefined ? wrk : ['taskset', '-c', load.cpu, ...wrk];
}

/** Runs wrk to its end and parses what it printed; it is a child of this process only while it runs. */
export function runWrk(load: WrkLoad): Promise<WrkResult> {
  const [command, ...args] = wrkArgs(load);
  return new Promise((resolve, reject) => {
    const child = spawn(command!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const onExit = () => child.kill('SIGTERM');
    process.once('exit', onExit);
    child.once('error', reject);
    child.once('close', (code) => {
      process.off('exit', onExit);
      if (code !== 0) return reject(new Error(`wrk exited with ${code}:\n${output}`));
      try {
        resolve(parseWrkOutput(output));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}
