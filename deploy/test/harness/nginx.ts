// Debian's nginx with the shipped configuration: deploy/nginx-hosts.conf (static upstream) and the
// shared deploy/nginx/ files, copied beside each other as on a host, with only the listen address and
// the gateways' ports put in. The compose one (deploy/nginx.conf) is checked with `nginx -t`.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPOSITORY } from './build-context';
import { run } from './commands';
import { launch, waitUntil, type Service, type User } from './processes';

const DEPLOY = join(REPOSITORY, 'deploy');

export async function nginxVersion(): Promise<[number, number, number]> {
  const { output } = await run('nginx', ['-v'], { log: '/dev/null' });
  const [major, minor, patch] = (/nginx\/(\d+)\.(\d+)\.(\d+)/.exec(output) ?? []).slice(1).map(Number);
  return [major ?? 0, minor ?? 0, patch ?? 0];
}

/** Copies a configuration with deploy/nginx/ beside it; `edit` may change the copies' text. */
function copyConfig(dir: string, main: string, edit: (name: string, text: string) => string = (_name, text) => text): string {
  mkdirSync(join(dir, 'conf'), { recursive: true });
  cpSync(join(DEPLOY, 'nginx'), join(dir, 'conf', 'nginx'), { recursive: true });
  for (const name of ['nginx/portal-server.conf']) writeFileSync(join(dir, 'conf', name), edit(name, readFileSync(join(DEPLOY, name), 'utf8')));
  const conf = join(dir, 'conf', 'nginx.conf');
  writeFileSync(conf, edit('nginx.conf', readFileSync(join(DEPLOY, main), 'utf8')));
  return conf;
}

const globals = (dir: string) => `pid ${join(dir, 'nginx.pid')}; error_log ${join(dir, 'error.log')};`;

/** `nginx -t` of a configuration folder: exit code and what nginx said. */
export async function testConfig(dir: string, conf: string, log: string) {
  return run('nginx', ['-t', '-p', dir, '-c', conf, '-g', globals(dir)], { log, allowFailure: true });
}

/** The compose configuration, as shipped, and a copy with its upstream made static (for nginx before 1.27.3). */
export function dockerConfigs(dir: string): { shipped: string; static: string } {
  const shipped = copyConfig(join(dir, 'shipped'), 'nginx.conf');
  const unresolved = copyConfig(join(dir, 'static'), 'nginx.conf', (name, text) =>
    name === 'nginx.conf' ? text.replace(/server gateway:(\d+) resolve/, 'server 127.0.0.1:$1') : text,
  );
  return { shipped, static: unresolved };
}

function replaceExactly(text: string, pattern: RegExp, replacements: string[]): string {
  let index = 0;
  const replaced = text.replace(pattern, () => replacements[index++] ?? '');
  if (index !== replacements.length) throw new Error(`expected ${replacements.length} matches of ${pattern} in the nginx configuration, found ${index}`);
  return replaced;
}

export type Nginx = { url: string; start(): Promise<number>; stop(): Promise<void>; service(): Service; conf: string; dir: string };

/** deploy/nginx-hosts.conf in front of the gateways on `gatewayPorts`, listening on 127.0.0.1:`port`. */
export function createNginx(opts: { dir: string; port: number; gatewayPorts: number[]; user: User; log: string }): Nginx {
  const conf = copyConfig(opts.dir, 'nginx-hosts.conf', (name, text) => {
    if (name === 'nginx.conf') return replaceExactly(text, /server 127\.0\.0\.1:\d+(?= |;)/g, opts.gatewayPorts.map((port) => `server 127.0.0.1:${port}`));
    return replaceExactly(text, /listen 8080;/g, [`listen 127.0.0.1:${opts.port};`]);
  });
  let current: Service | undefined;
  const url = `http://127.0.0.1:${opts.port}`;
  return {
    url,
    conf,
    dir: opts.dir,
    async start() {
      const check = await testConfig(opts.dir, conf, opts.log);
      if (check.code !== 0) throw new Error(`nginx -t refused deploy/nginx-hosts.conf:\n${check.output}`);
      // The master runs as root, as Debian's nginx service does; its workers drop to nginx's default user.
      current = launch({ name: 'nginx', command: 'nginx', args: ['-p', opts.dir, '-c', conf, '-g', `daemon off; ${globals(opts.dir)}`], cwd: opts.dir, env: { PATH: process.env.PATH ?? '' }, user: opts.user, log: opts.log });
      return waitUntil(current, async () => (await fetch(`${url}/healthz`)).ok);
    },
    async stop() {
      if (!current?.running()) return;
      current.child.kill('SIGQUIT');
      await current.exited;
    },
    service: () => current!,
  };
}
