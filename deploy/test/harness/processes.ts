// The services' processes: each runs as an unprivileged user (setpriv, as the images' `USER node`),
// with its output in a log file, and is stopped as compose stops it (SIGTERM, then SIGKILL after the
// grace period) or killed outright.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tail } from './commands';

export type User = { name: string; uid: number; gid: number };

function idOf(name: string): User | null {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** A system user without a home or a shell, made once (several runs may ask at once). */
export function systemUser(name: string): User {
  if (process.getuid?.() !== 0) throw new Error('pnpm test:deploy runs the services as unprivileged users: run it as root (CI and the dev container do)');
  const found = idOf(name);
  if (found) return found;
  const made = spawnSync('flock', [join(tmpdir(), 'portal-deploy-useradd.lock'), 'sh', '-c', `id -u ${name} >/dev/null 2>&1 || useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin ${name}`], { encoding: 'utf8' });
  const user = idOf(name);
  if (!user) throw new Error(`useradd ${name} failed: ${made.stderr}`);
  return user;
}

/** An existing user when there is one (postgres, redis from their packages), else `fallback`. */
export const userOr = (name: string, fallback: User): User => idOf(name) ?? fallback;

export type Service = {
  name: string;
  log: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  running(): boolean;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit code (null when killed by a signal). */
  stop(graceMs?: number): Promise<number | null>;
  kill(): Promise<void>;
};

// Whatever happens to the test run, nothing it started outlives it.
// nginx's master is asked to stop (SIGTERM ends its workers too); the others are killed.
const launched = new Map<ChildProcess, NodeJS.Signals>();
process.once('exit', () => {
  for (const [child, signal] of launched) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
});

export type Launch = { name: string; command: string; args: string[]; cwd: string; env: Record<string, string>; user: User; log: string };

export function launch(spec: Launch): Service {
  const out = openSync(spec.log, 'a');
  const child = spawn('setpriv', ['--reuid', String(spec.user.uid), '--regid', String(spec.user.gid), '--clear-groups', '--', spec.command, ...spec.args], {
    cwd: spec.cwd,
    env: spec.env,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  launched.set(child, spec.command === 'nginx' ? 'SIGTERM' : 'SIGKILL');
  child.once('exit', () => launched.delete(child));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running = () => child.exitCode === null && child.signalCode === null;
  const service: Service = {
    name: spec.name,
    log: spec.log,
    child,
    exited,
    running,
    async stop(graceMs = 40_000) {
      if (!running()) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    async kill() {
      if (!running()) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
  return service;
}

/** Polls `ready` every 100 ms until it answers true; fails with the log when the process exits or time runs out. */
export async function waitUntil(service: Service, ready: () => Promise<boolean>, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (!service.running()) throw new Error(`${service.name} exited (${service.child.exitCode ?? service.child.signalCode}) before it was ready:\n${tail(service.log)}`);
    if (await ready().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${service.name} was not ready within ${timeoutMs} ms:\n${tail(service.log)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
