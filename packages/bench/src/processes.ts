import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import path from 'node:path';

/** Every process the benchmark started and has not stopped yet; all are ended on exit, also on failure. */
const running = new Set<ChildProcess>();

export type Started = { child: ChildProcess; pid: number; output: () => string };

export type StartOptions = {
  /** A core to pin to with `taskset -c`; taskset execs the command, so the pid is the command's own. */
  cpu?: string;
  env?: Record<string, string>;
  cwd?: string;
  name: string;
};

/** Spawns a long-running process (a server under test, a replay platform) and keeps its last output for errors. */
export function startProcess(command: string, args: string[], options: StartOptions): Started {
  const argv = options.cpu === undefined ? [command, ...args] : ['taskset', '-c', options.cpu, command, ...args];
  const child = spawn(argv[0]!, argv.slice(1), {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`${options.name} did not start`);
  running.add(child);
  child.once('exit', () => running.delete(child));
  let tail = '';
  // BENCH_LOG_DIR: every line of the process is also kept in <dir>/<name>.log, to explain a run.
  const log = process.env.BENCH_LOG_DIR ? createWriteStream(path.join(process.env.BENCH_LOG_DIR, `${options.name.replace(/[^\w.-]+/g, '-')}.log`), { flags: 'a' }) : undefined;
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
    log?.write(chunk);
  };
  child.stderr!.on('data', keep);
  // stdout is read by waitForLine when the process reports its URL there; keep a copy for errors too.
  child.stdout!.on('data', keep);
  return { child, pid: child.pid, output: () => tail };
}

/** The first stdout line of the process matching `pattern`, or the reason it never came. */
export function waitForLine(started: Started, pattern: RegExp, timeoutMs = 120_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: started.child.stdout! });
    const timer = setTimeout(() => fail(`no ${pattern} within ${timeoutMs} ms`), timeoutMs);
    const onExit = (code: number | null) => fail(`exited with ${code}`);
    function fail(why: string) {
      clearTimeout(timer);
      lines.close();
      reject(new Error(`${why}:\n${started.output()}`));
    }
    started.child.once('exit', onExit);
    lines.on('line', (line) => {
      if (!pattern.test(line)) return;
      clearTimeout(timer);
      started.child.off('exit', onExit);
      lines.close();
      // Closing the reader pauses stdout: read on, or a process that logs blocks on a full pipe.
      started.child.stdout!.resume();
      resolve(line);
    });
  });
}

/** Polls a URL until it answers 200 (a /healthz), failing early when the process exits. */
export async function waitForHttp(started: Started, url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null || started.child.signalCode !== null) {
      throw new Error(`exited with ${started.child.exitCode ?? started.child.signalCode} before ${url} answered:\n${started.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${started.output()}`);
}

/** Ends one process (SIGTERM, SIGKILL after 5 s) and waits for it. */
export function stopProcess(started: Started | undefined): Promise<void> {
  const child = started?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Ends every process still running; also called from the exit and signal handlers. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stopProcess({ child, pid: child.pid ?? 0, output: () => '' })));
}

/** Kills what is left when the benchmark stops: normally, on an uncaught error, or on Ctrl-C. */
export function installExitHandlers(): void {
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`[bench] ${signal}: stopping the servers`);
      void stopAll().finally(() => process.exit(130));
    });
  }
}

/** A port free on the loopback now (the OS picks it; the caller binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
