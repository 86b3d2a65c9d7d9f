// The back-up of docs/deployment.md, done on the running topology: PostgreSQL with pg_dump's custom
// format and pg_restore into an empty database (pg_trgm and all), the audit folder as a tar archive
// made and unpacked by the runtime user, as `docker compose run … gateway` does.
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { postgresBin } from '../harness/backing-services';
import { run } from '../harness/commands';
import type { Topology } from '../harness/topology';
import { journey } from './inspection-journey';

const seconds = (ms: number) => Math.round(ms / 100) / 10;

export function backupRestoreScenarios(topology: () => Topology): void {
  describe('back-up and restore', () => {
    it('restores a pg_dump of the platform database into an empty database, the journey’s application in it', async () => {
      const { env, ports, postgres } = topology();
      const dir = join(topology().root, 'backup');
      mkdirSync(dir, { recursive: true });
      const dump = join(dir, 'portal.dump');
      const client = { log: topology().log('backup'), env: { ...process.env, PGPASSWORD: env.POSTGRES_PASSWORD } };
      const connection = ['-h', '127.0.0.1', '-p', String(ports.postgres), '-U', env.POSTGRES_USER!];
      const dumped = Date.now();
      await run(join(postgresBin(), 'pg_dump'), [...connection, '-Fc', '-f', dump, env.POSTGRES_DB!], client);
      topology().figures.set('pg_dump -Fc (s, MB)', `${seconds(Date.now() - dumped)}, ${Math.round(statSync(dump).size / 1e5) / 10}`);
      await postgres.psql('CREATE DATABASE portal_restored');
      const restored = Date.now();
      await run(join(postgresBin(), 'pg_restore'), [...connection, '--no-owner', '--exit-on-error', '-d', 'portal_restored', dump], client);
      topology().figures.set('pg_restore into an empty database (s)', seconds(Date.now() - restored));
      const count = (database: string) => postgres.psql('SELECT count(*) FROM inspection_applications', database);
      expect(await count('portal_restored')).toBe(await count(env.POSTGRES_DB!));
      expect(await postgres.psql('SELECT string_agg(version, \',\' ORDER BY version) FROM schema_migrations', 'portal_restored')).toBe(
        await postgres.psql('SELECT string_agg(version, \',\' ORDER BY version) FROM schema_migrations', env.POSTGRES_DB!),
      );
      expect(await postgres.psql(`SELECT state FROM inspection_applications WHERE id = '${journey.applicationId}'`, 'portal_restored')).toBe('报告已出具');
      expect(await postgres.psql("SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'", 'portal_restored')).toBe('pg_trgm');
    });

    it('archives the audit folder and unpacks it as the runtime user', async () => {
      const audit = topology().auditDir();
      const archive = join(topology().root, 'backup', 'audit.tgz');
      const target = join(topology().root, 'fs', 'restored-audit');
      mkdirSync(target, { recursive: true, mode: 0o755 });
      await run('chown', [`${topology().user.uid}:${topology().user.gid}`, target, join(topology().root, 'backup')], { log: topology().log('backup') });
      expect(await topology().asRuntimeUser(`tar -czf ${archive} -C ${audit} .`, audit)).toBe(0);
      expect(await topology().asRuntimeUser(`tar -xzf ${archive} --skip-old-files -C ${target}`, target)).toBe(0);
      const listing = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.jsonl')).sort().map((name) => `${name}:${statSync(join(dir, name)).size}`);
      expect(listing(target)).toEqual(listing(audit));
    });
  });
}
