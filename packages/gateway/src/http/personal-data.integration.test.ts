import { describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../integration-support';

// Secrets and personal data sent by a browser never reach the platform's error log or the gateway's
// log word for word, and answers with personal data are not cached.
const gateway = setUpGatewayTests(['qiye'], { env: { LOG_LEVEL: 'info' } });
const { cookies } = gateway;

const SECRETS = ['Secret123', 'token=abc', 'Bearer xyz', '13912345678', '330203199001011234', 'li.lei@example.com'];

function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
}

describe('a reported client error', () => {
  it('is stored by the platform with its secrets and personal data masked', async () => {
    const marker = `masking-${Date.now()}`;
    const res = await gateway.app.inject({
      method: 'POST',
      url: '/api/v1/error-logs',
      cookies: { portal_session: cookies.qiye },
      payload: {
        type: 'ajax',
        code: 'token=abc',
        mes: `${marker} password=Secret123 token=abc Bearer xyz 13912345678 330203199001011234 li.lei@example.com`,
        url: 'http://localhost:8080/equipment/list?keyword=13912345678&password=Secret123',
        time: `${today()} 10:00:00`,
      },
    });
    expect(res.statusCode, res.body).toBe(202);
    const list = await gateway.app.inject({ method: 'GET', url: '/api/v1/error-logs?pageSize=50', cookies: { portal_session: cookies.qiye } });
    const stored = (list.json().items as { mes: string; url: string; code: string }[]).find((item) => item.mes.startsWith(marker));
    expect(stored?.mes).toBe(`${marker} password=*** token=*** Bearer *** 139****5678 330***********1234 l***@example.com`);
    expect(stored?.url).toBe('http://localhost:8080/equipment/list?keyword=139****5678&password=***');
    expect(stored?.code).toBe('token=***');
    for (const secret of SECRETS) expect(JSON.stringify(list.json())).not.toContain(secret);
  });

  it('is logged without them, and so is the list request that named a mobile number', async () => {
    await gateway.app.inject({ method: 'GET', url: '/api/v1/equipment?keyword=13912345678', cookies: { portal_session: cookies.qiye } });
    const text = gateway.logs.join('\n');
    expect(text).toContain('client error reported');
    expect(text).toContain('/api/v1/equipment');
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  });
});

describe('answers with personal data', () => {
  it('are sent with Cache-Control: no-store', async () => {
    for (const url of ['/api/v1/me', '/api/v1/unit', '/api/v1/equipment']) {
      const res = await gateway.app.inject({ method: 'GET', url, cookies: { portal_session: cookies.qiye } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});
