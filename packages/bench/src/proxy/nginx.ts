import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianCommand } from '../debian-package';
import { startProcess, waitForHttp, type Started } from '../processes';

/**
 * The configuration of the nginx row: Debian's nginx as a plain reverse proxy, one worker, an
 * upstream keep-alive pool, no access log, every path it writes inside `dir`. When started as root
 * the worker would switch to `nobody`; `user` keeps it the current user, as a non-root run is.
 */
export function nginxConfig(options: { dir: string; port: number; upstreamPort: number; user?: { name: string; group: string } }): string {
  const temp = (name: string) => path.join(options.dir, name);
  return `${options.user ? `user ${options.user.name} ${options.user.group};\n` : ''}worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  # Node's servers keep a connection for any number of requests; nginx closes it after 1,000 by default.
  keepalive_requests 1000000;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  upstream platform {
    server 127.0.0.1:${options.upstreamPort};
    keepalive 64;
    keepalive_requests 1000000;
  }
  server {
    listen 127.0.0.1:${options.port};
    location / {
      proxy_pass http://platform;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}
`;
}

/** nginx in the foreground (`daemon off`), pinned to `cpu`; its master and worker are the system under test. */
export async function startNginx(options: { dir: string; port: number; upstreamPort: number; cpu: string }): Promise<Started> {
  ensureDebianCommand('nginx', 'nginx');
  await mkdir(options.dir, { recursive: true });
  const isRoot = process.getuid?.() === 0;
  const user = isRoot ? { name: os.userInfo().username, group: 'root' } : undefined;
  const conf = path.join(options.dir, 'nginx.conf');
  await writeFile(conf, nginxConfig({ ...options, user }));
  // -e: the error log before the configuration is read, which would otherwise be /var/log/nginx.
  const started = startProcess('nginx', ['-p', options.dir, '-e', path.join(options.dir, 'error.log'), '-c', conf, '-g', 'daemon off;'], {
    name: 'nginx',
    cpu: options.cpu,
  });
  await waitForHttp(started, `http://127.0.0.1:${options.port}/__replay/stats`, 20_000);
  return started;
}

/** `nginx/1.22.1`, as `nginx -v` prints it (on stderr). */
export function nginxVersion(): string {
  const printed = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  return /nginx\/\S+/.exec(`${printed.stderr ?? ''}${printed.stdout ?? ''}`)?.[0] ?? 'nginx';
}
