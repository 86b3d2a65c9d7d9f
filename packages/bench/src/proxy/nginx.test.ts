import { describe, expect, it } from 'vitest';
import { nginxConfig } from './nginx';

describe('nginxConfig', () => {
  const conf = nginxConfig({ dir: '/tmp/n', port: 8100, upstreamPort: 8200 });

  it('proxies the loopback port to a keep-alive upstream with one worker and no access log', () => {
    expect(conf).toContain('worker_processes 1;');
    expect(conf).toContain('listen 127.0.0.1:8100;');
    expect(conf).toContain('server 127.0.0.1:8200;');
    expect(conf).toMatch(/keepalive \d+;/);
    expect(conf.match(/keepalive_requests 1000000;/g)).toHaveLength(2);
    expect(conf).toContain('proxy_http_version 1.1;');
    expect(conf).toContain('proxy_set_header Connection "";');
    expect(conf).toContain('access_log off;');
  });

  it('keeps every file it writes in its folder and names a user only when asked', () => {
    expect(conf).toContain('pid /tmp/n/nginx.pid;');
    expect(conf).toContain('proxy_temp_path /tmp/n/proxy;');
    expect(conf).not.toContain('user ');
    expect(nginxConfig({ dir: '/tmp/n', port: 1, upstreamPort: 2, user: { name: 'root', group: 'root' } })).toMatch(/^user root root;/);
  });
});
