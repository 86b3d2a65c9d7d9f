import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { pageOf, ZElevatorUseSignSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

// Behind a TLS-terminating proxy in front of nginx, the request says `http` and nginx's inner host:
// the signs' QR codes must still open the address users type, the first of PUBLIC_ORIGIN.
const gateway = setUpGatewayTests(['qiye'], {
  env: { PUBLIC_ORIGIN: 'https://tzsb.example.cn,https://tzsb-backup.example.cn', TRUST_PROXY: '2' },
});

const FROM_NGINX = { host: 'gateway:8080', 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.5, 192.0.2.10' };

function get(url: string) {
  return gateway.app.inject({ method: 'GET', url, remoteAddress: '10.0.0.1', headers: FROM_NGINX, cookies: { portal_session: gateway.cookies.qiye } });
}

/** The paths with their query of the requests the gateway sends meanwhile (undici's public channel). */
async function requestsDuring(action: () => Promise<unknown>): Promise<string[]> {
  const paths: string[] = [];
  const record = (message: unknown) => {
    const request = (message as { request?: { path?: unknown } }).request;
    if (typeof request?.path === 'string') paths.push(request.path);
  };
  subscribe('undici:request:create', record);
  try {
    await action();
    return paths;
  } finally {
    unsubscribe('undici:request:create', record);
  }
}

describe('links and QR codes behind a TLS proxy (PUBLIC_ORIGIN)', () => {
  it('puts the first public origin into the status page link of every sign', async () => {
    const res = await get('/api/v1/elevator-use-signs?pageSize=50');
    expect(res.statusCode, res.body).toBe(200);
    const page = pageOf(ZElevatorUseSignSchema).parse(res.json());
    expect(page.items.length).toBeGreaterThan(0);
    for (const sign of page.items) expect(sign.qrContent).toMatch(/^https:\/\/tzsb\.example\.cn\/elevator-status\?code=[0-9a-f]{24}$/);
  });

  it('asks the print host for signs whose QR codes open the first public origin', async () => {
    let status = 0;
    const paths = await requestsDuring(async () => {
      status = (await get('/api/v1/elevator-use-signs/30101/pdf')).statusCode;
    });
    expect(status).toBe(200);
    const print = paths.find((requested) => requested.includes('origin='));
    expect(new URLSearchParams(print?.split('?')[1]).get('origin')).toBe('https://tzsb.example.cn');
  });
});
