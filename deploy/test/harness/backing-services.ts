// PostgreSQL and Redis from Debian's packages, each in a folder of the run, as compose's `postgres` and
// `redis` services run them: PostgreSQL with a password for its network clients (as the official
// image with POSTGRES_PASSWORD), Redis with compose's own command-line flags.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { join } from 'node:path';
import { run } from './commands';
import { launch, waitUntil, type Service, type User } from './processes';

/** The newest PostgreSQL of Debian's packages: its server and its clients (psql, pg_dump, pg_restore). */
export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root).filter((version) => existsSync(join(root, version, 'bin', 'postgres'))).sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('no PostgreSQL under /usr/lib/postgresql (deploy/test/ensure-packages.mjs installs it)');
  return join(root, versions[0], 'bin');
}

export type Postgres = {
  port: number;
  start(): Promise<number>;
  stop(): Promise<void>;
  service(): Service;
  psql(sql: string, database?: string): Promise<string>;
};

export async function createPostgres(opts: { dir: string; port: number; user: User; superuser: string; password: string; log: string }): Promise<Postgres> {
  const bin = postgresBin();
  const data = join(opts.dir, 'data');
  mkdirSync(data, { recursive: true, mode: 0o700 });
  const pwfile = join(opts.dir, 'pwfile');
  writeFileSync(pwfile, `${opts.password}\n`, { mode: 0o600 });
  await run('chown', ['-R', `${opts.user.uid}:${opts.user.gid}`, opts.dir], { log: opts.log });
  const asPostgres = ['--reuid', String(opts.user.uid), '--regid', String(opts.user.gid), '--clear-groups', '--'];
  await run('setpriv', [...asPostgres, join(bin, 'initdb'), '-D', data, '-U', opts.superuser, `--pwfile=${pwfile}`, '--auth-host=scram-sha-256', '--auth-local=trust', '-E', 'UTF8', '--locale=C'], { log: opts.log });
  let current: Service | undefined;
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C' };
  const psql = async (sql: string, database = 'postgres') =>
    (await run(join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(opts.port), '-U', opts.superuser, '-d', database, '-v', 'ON_ERROR_STOP=1', '-Atc', sql], { log: opts.log, env: { ...env, PGPASSWORD: opts.password } })).output.trim();
  return {
    port: opts.port,
    async start() {
      current = launch({ name: 'postgres', command: join(bin, 'postgres'), args: ['-D', data, '-p', String(opts.port), '-k', data, '-c', 'listen_addresses=127.0.0.1'], cwd: opts.dir, env, user: opts.user, log: opts.log });
      return waitUntil(current, async () => (await run(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(opts.port)], { log: opts.log, allowFailure: true })).code === 0);
    },
    // A fast shutdown (SIGINT), as `docker compose stop` asks the official image for it.
    async stop() {
      if (!current?.running()) return;
      current.child.kill('SIGINT');
      await current.exited;
    },
    service: () => current!,
    psql,
  };
}

/** Answers true when Redis answers PING on the port. */
export function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export type Redis = { port: number; dir: string; start(): Promise<number>; stop(): Promise<number | null>; service(): Service };

/** Redis with compose's flags (`command` of the redis service), on a loopback port and its data folder. */
export function createRedis(opts: { dir: string; port: number; user: User; composeArgs: string[]; log: string }): Redis {
  let current: Service | undefined;
  return {
    port: opts.port,
    dir: opts.dir,
    async start() {
      mkdirSync(opts.dir, { recursive: true, mode: 0o750 });
      await run('chown', [`${opts.user.uid}:${opts.user.gid}`, opts.dir], { log: opts.log });
      const args = [...opts.composeArgs, '--port', String(opts.port), '--bind', '127.0.0.1', '--dir', opts.dir, '--daemonize', 'no', '--logfile', ''];
      current = launch({ name: 'redis', command: 'redis-server', args, cwd: opts.dir, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }, user: opts.user, log: opts.log });
      return waitUntil(current, () => redisAnswers(opts.port));
    },
    // `docker compose stop redis`: SIGTERM; Redis syncs its append-only file and exits.
    stop: () => current?.stop(10_000) ?? Promise.resolve(null),
    service: () => current!,
  };
}
