// The compose topology on this host, from Debian's packages and the images' layout: PostgreSQL, Redis,
// the platform (legacy-server on PostgreSQL), two gateways and nginx in front, in compose's order
// (each after what it depends on is healthy), every Node process as an unprivileged user from its
// own assembled image. docs/deployment.md describes what the test proves with it.
import { chmodSync, copyFileSync, linkSync, mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGES, imageNamed } from '../../images.mjs';
import { createPostgres, createRedis, type Postgres, type Redis } from './backing-services';
import { createNginx, type Nginx } from './nginx';
import { assembleImage, buildStage, installStage, type AssembledImage } from './image-layout';
import { launch, systemUser, userOr, waitUntil, type Service, type User } from './processes';
import { operatorEnv, paymentKeys, providerEnv, redisFlags, serviceEnv, type PaymentKeys, type Ports } from './service-env';
import { Figures } from './figures';
import { call } from './http-client';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const result = await work();
  return [result, Date.now() - started];
}

export class Topology {
  readonly figures = new Figures();
  readonly env: Record<string, string>;
  readonly gateways: (Service | undefined)[] = [undefined, undefined];
  legacy!: Service;
  provider!: Service;
  postgres!: Postgres;
  redis!: Redis;
  nginx!: Nginx;
  images = new Map<string, AssembledImage>();
  private constructor(
    readonly root: string,
    readonly user: User,
    readonly ports: Ports,
    readonly keys: PaymentKeys,
    private readonly node: string,
  ) {
    this.env = operatorEnv(ports, keys);
  }

  get nginxUrl(): string {
    return `http://127.0.0.1:${this.ports.nginx}`;
  }

  gatewayUrl(index: number): string {
    return `http://127.0.0.1:${this.ports.gateways[index]}`;
  }

  get providerUrl(): string {
    return `http://127.0.0.1:${this.ports.provider}`;
  }

  log(name: string): string {
    return join(this.root, 'logs', `${name}.log`);
  }

  /** Folders, user, ports and the Node binary of the images (copied: its own folder may be root's alone). */
  static async prepare(): Promise<Topology> {
    const root = mkdtempSync(join(tmpdir(), 'portal-deploy-'));
    chmodSync(root, 0o755);
    mkdirSync(join(root, 'logs'), { mode: 0o755 });
    mkdirSync(join(root, 'runtime'), { mode: 0o755 });
    const node = join(root, 'runtime', 'node');
    const binary = realpathSync(process.execPath);
    try {
      linkSync(binary, node);
    } catch {
      copyFileSync(binary, node);
    }
    chmodSync(node, 0o755);
    const [postgres, redis, legacy, provider, first, second, nginx] = await Promise.all(Array.from({ length: 7 }, freePort));
    const ports = { postgres: postgres!, redis: redis!, legacy: legacy!, provider: provider!, gateways: [first!, second!], nginx: nginx! };
    return new Topology(root, systemUser('portal-deploy'), ports, paymentKeys(), node);
  }

  /** The images, assembled as the Dockerfile builds them (cached between runs). */
  async assemble(): Promise<void> {
    const log = this.log('images');
    const [build, buildMs] = await timed(() => buildStage(log));
    this.figures.set('build stage (s)', `${seconds(buildMs)}${build.cached ? ' (cached)' : ''}`);
    for (const image of IMAGES) {
      const [deps, depsMs] = await timed(() => installStage(image, log));
      this.figures.set(`${image.name} production install (s)`, `${seconds(depsMs)}${deps.cached ? ' (cached)' : ''}`);
      this.images.set(image.name, await assembleImage(image, this.root, { build: build.dir, deps: deps.dir }, this.user, log));
    }
  }

  private image(name: string): AssembledImage {
    return this.images.get(name)!;
  }

  private runImage(name: string, imageName: string, env: Record<string, string>): Service {
    const image = this.image(imageName);
    const [program, ...args] = image.image.cmd;
    if (program !== 'node') throw new Error(`${imageName}: the harness runs node entry points only`);
    return launch({ name, command: this.node, args, cwd: image.appDir, env, user: this.user, log: this.log(name) });
  }

  /** Everything, in compose's order, each service waited for as its health check would. */
  async start(): Promise<void> {
    const pgUser = userOr('postgres', this.user);
    this.postgres = await createPostgres({ dir: join(this.root, 'postgres'), port: this.ports.postgres, user: pgUser, superuser: this.env.POSTGRES_USER!, password: this.env.POSTGRES_PASSWORD!, log: this.log('postgres') });
    this.figures.set('PostgreSQL ready (s)', seconds(await this.postgres.start()));
    await this.postgres.psql(`CREATE DATABASE ${this.env.POSTGRES_DB}`);
    await this.postgres.psql('CREATE DATABASE paysandbox');

    this.redis = createRedis({ dir: join(this.root, 'redis'), port: this.ports.redis, user: userOr('redis', this.user), composeArgs: redisFlags(this.env), log: this.log('redis') });
    this.figures.set('Redis ready (s)', seconds(await this.redis.start()));

    this.figures.set('platform migrated, seeded and healthy (s)', seconds(await this.startLegacy()));
    this.provider = this.runImage('pay-provider', 'legacy-server', providerEnv(this.keys, this.ports, this.env));
    await waitUntil(this.provider, async () => (await fetch(`${this.providerUrl}/a/stone/health`)).ok);

    const gatewayMs = await Promise.all([0, 1].map((index) => this.startGateway(index)));
    this.figures.set('gateway healthy (s)', gatewayMs.map(seconds).join(', '));

    this.nginx = createNginx({ dir: join(this.root, 'nginx'), port: this.ports.nginx, gatewayPorts: this.ports.gateways, user: { name: 'root', uid: 0, gid: 0 }, log: this.log('nginx') });
    this.figures.set('nginx healthy (s)', seconds(await this.nginx.start()));
  }

  async startLegacy(): Promise<number> {
    const env = serviceEnv('legacy-server', this.image('legacy-server'), this.env, this.ports, this.ports.legacy);
    this.legacy = this.runImage('legacy-server', 'legacy-server', env);
    const url = `http://127.0.0.1:${this.ports.legacy}/a/stone/health`;
    return waitUntil(this.legacy, async () => (await fetch(url, { headers: { 'x-platform-secret': this.env.PLATFORM_SECRET! } })).ok, 120_000);
  }

  /** Starts gateway `index` (again); resolves when /healthz and /readyz answer 200. */
  async startGateway(index: number): Promise<number> {
    const env = serviceEnv('gateway', this.image('gateway'), this.env, this.ports, this.ports.gateways[index]!);
    const gateway = this.runImage(`gateway-${index + 1}`, 'gateway', env);
    this.gateways[index] = gateway;
    const url = this.gatewayUrl(index);
    return waitUntil(gateway, async () => (await fetch(`${url}/healthz`)).ok && (await fetch(`${url}/readyz`)).ok);
  }

  /**
   * Waits until nginx forwards again on every worker (each keeps its own account of failed replicas):
   * bursts of 10 requests on fresh connections, all answered 200. Resolves with the time it took.
   */
  async nginxServes(boundMs: number): Promise<number> {
    const started = Date.now();
    const burst = async () =>
      (await Promise.all(Array.from({ length: 10 }, () => call(`${this.nginxUrl}/healthz`, { agent: new Agent({ keepAlive: false }) })))).every((answer) => answer.status === 200);
    while (!(await burst())) {
      if (Date.now() - started > boundMs) throw new Error(`nginx did not forward to the gateways again within ${boundMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return Date.now() - started;
  }

  /** As the image's user, in its app folder: what `sh -c command` answers (the exit code). */
  async asRuntimeUser(command: string, cwd: string): Promise<number | null> {
    const probe = launch({ name: 'probe', command: '/bin/sh', args: ['-c', command], cwd, env: { PATH: '/usr/bin:/bin' }, user: this.user, log: this.log('probe') });
    return probe.exited;
  }

  /** Stops everything, the gateways first, as `docker compose down` does. */
  async close(): Promise<void> {
    await this.nginx?.stop().catch(() => undefined);
    await Promise.all(this.gateways.map((gateway) => gateway?.stop(40_000)));
    await Promise.all([this.provider?.stop(10_000), this.legacy?.stop(10_000)]);
    await this.redis?.stop().catch(() => undefined);
    await this.postgres?.stop().catch(() => undefined);
    writeFileSync(join(this.root, 'figures.json'), JSON.stringify(this.figures.all(), null, 2));
  }

  /** The gateway image's writable audit folder, on this host. */
  auditDir(): string {
    const image = imageNamed('gateway');
    return this.image('gateway').writable.get(image.env.AUDIT_DIR!)!;
  }
}
