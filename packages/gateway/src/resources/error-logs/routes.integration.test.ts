import { ZUnitSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, login, setUpGatewayTests, startTestGateway } from '../../integration-support';

const gateway = setUpGatewayTests([]);

/** Today in the platform's time zone, as the clean API writes dates. */
function shanghaiDate(offsetDays = 0): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(date);
}

const entry = (mes: string) => ({
  type: 'script',
  code: 0,
  mes,
  url: 'http://localhost:8080/equipment/list?page=2',
  time: `${shanghaiDate()} 10:00:00`,
});

describe('GET /api/v1/unit', () => {
  it("answers the company of the signed-in user in the clean API's words", async () => {
    const cookie = await login(gateway.app, 'qiye');
    const res = await gateway.app.inject({ method: 'GET', url: '/api/v1/unit', cookies: { portal_session: cookie } });
    expect(res.statusCode).toBe(200);
    const unit = ZUnitSchema.parse(res.json());
    expect(unit.name).toBe('宁波悦澜酒店管理有限公司');
    expect(unit.creditCode).toMatch(/^[0-9A-Z]{18}$/);
  });
});

describe('POST /api/v1/error-logs', () => {
  it('accepts a valid entry with 202 and forwards it to the platform', async () => {
    const cookie = await login(gateway.app, 'qiye');
    const mes = `TypeError: x is undefined ${Date.now()}`;
    const res = await gateway.app.inject({
      method: 'POST',
      url: '/api/v1/error-logs',
      cookies: { portal_session: cookie },
      payload: entry(mes),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
    const list = await gateway.app.inject({ method: 'GET', url: '/api/v1/error-logs', cookies: { portal_session: cookie } });
    expect(list.json().items.map((item: { mes: string }) => item.mes)).toContain(mes);
  });

  it('rejects an invalid entry with 400 field errors', async () => {
    const cookie = await login(gateway.app, 'qiye');
    const res = await gateway.app.inject({
      method: 'POST',
      url: '/api/v1/error-logs',
      cookies: { portal_session: cookie },
      payload: { type: 'virus', code: 0, mes: '', url: '/', time: 'yesterday' },
    });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().errors as { path: string }[]).map((error) => error.path).sort();
    expect(paths).toEqual(['mes', 'time', 'type']);
  });

  it('rate-limits each session and answers 429 problem JSON', async () => {
    const limited = await startTestGateway(gateway.platform.url, { ERROR_LOG_RATE: '3' });
    try {
      const first = await login(limited.app, 'qiye');
      const post = (cookie: string) =>
        limited.app.inject({ method: 'POST', url: '/api/v1/error-logs', cookies: { portal_session: cookie }, payload: entry('limit') });
      for (let i = 0; i < 3; i += 1) expect((await post(first)).statusCode).toBe(202);
      const refused = await post(first);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.json()).toMatchObject({ status: 429, title: '请求过于频繁' });
      // Another session has its own allowance.
      const second = await login(limited.app, 'zhenhai');
      expect((await post(second)).statusCode).toBe(202);
    } finally {
      await limited.close();
    }
  });
});

describe('the log', () => {
  it('records a client error without personal data, and never a password, cookie or token', async () => {
    const logged = await startTestGateway(gateway.platform.url, { LOG_LEVEL: 'info' });
    try {
      const cookie = await login(logged.app, 'qiye');
      const res = await logged.app.inject({
        method: 'POST',
        url: '/api/v1/error-logs',
        cookies: { portal_session: cookie },
        headers: { authorization: `Bearer ${cookie}` },
        payload: {
          ...entry('保存失败：联系人 13812345678 身份证 33020319900307103X'),
          url: 'http://localhost:8080/system/account?mobile=13812345678',
        },
      });
      expect(res.statusCode).toBe(202);
      const text = logged.logs.join('\n');
      expect(text).toContain('client error reported');
      expect(text).toContain('/system/account');
      for (const secret of ['13812345678', '33020319900307103X', DEMO_PASSWORD, cookie]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await logged.close();
    }
  });
});

describe('GET /api/v1/error-logs', () => {
  it("includes the day of `to` (the platform's End bound is exclusive: the date rule adds a day)", async () => {
    const cookie = await login(gateway.app, 'zhenhai');
    const mes = `inclusive-to ${Date.now()}`;
    const posted = await gateway.app.inject({
      method: 'POST',
      url: '/api/v1/error-logs',
      cookies: { portal_session: cookie },
      payload: entry(mes),
    });
    expect(posted.statusCode).toBe(202);

    const list = async (query: string) => {
      const res = await gateway.app.inject({ method: 'GET', url: `/api/v1/error-logs?${query}`, cookies: { portal_session: cookie } });
      expect(res.statusCode).toBe(200);
      return res.json() as { items: { mes: string }[]; total: number; page: number; pageSize: number };
    };
    const today = shanghaiDate();
    const throughToday = await list(`from=${today}&to=${today}`);
    expect(throughToday.items.map((item) => item.mes)).toContain(mes);
    const throughYesterday = await list(`to=${shanghaiDate(-1)}`);
    expect(throughYesterday.items.map((item) => item.mes)).not.toContain(mes);
    const fromTomorrow = await list(`from=${shanghaiDate(1)}`);
    expect(fromTomorrow.items.map((item) => item.mes)).not.toContain(mes);
  });

  it('pages with page and pageSize', async () => {
    const cookie = await login(gateway.app, 'qiye');
    const res = await gateway.app.inject({ method: 'GET', url: '/api/v1/error-logs?page=1&pageSize=1', cookies: { portal_session: cookie } });
    const page = res.json();
    expect(page).toMatchObject({ page: 1, pageSize: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
  });

  it('rejects a malformed date with a 400 field error', async () => {
    const cookie = await login(gateway.app, 'qiye');
    const res = await gateway.app.inject({ method: 'GET', url: '/api/v1/error-logs?to=31.05.2024', cookies: { portal_session: cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('to');
  });
});
