import { XLSX_MIME } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, setUpGatewayTests, startTestGateway } from '../integration-support';

// Every way the gateway reaches the platform (the legacy client, the streamed upload and download,
// the export from the data host) carries PLATFORM_SECRET to a platform that refuses calls without it.
const SECRET = 'Vq7Lm2Xc9Rt4Bn8Kd3Hs6Fw1Jy5Pz0Ga';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);

const gateway = setUpGatewayTests(['qiye'], { platform: { platformSecret: SECRET }, env: { PLATFORM_SECRET: SECRET } });
const { cookies } = gateway;

describe('a gateway with the platform secret', () => {
  it('is ready, and signs in and reads through the legacy client', async () => {
    expect((await gateway.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await gateway.app.inject({ method: 'GET', url: '/api/v1/dashboard/statistics', cookies: { portal_session: cookies.qiye } })).statusCode).toBe(200);
  });

  it('uploads and downloads a file through the streamed routes', async () => {
    const uploaded = await gateway.upload(cookies.qiye, { name: '合格证.pdf', type: 'application/pdf', bytes: PDF });
    const downloaded = await gateway.inject(cookies.qiye, 'GET', `/api/v1/attachments/${uploaded.id}/content`);
    expect(downloaded.statusCode, downloaded.body).toBe(200);
    expect(downloaded.rawPayload.equals(PDF)).toBe(true);
  });

  it('exports the equipment workbook from the data host', async () => {
    const exported = await gateway.app.inject({ method: 'GET', url: '/api/v1/equipment/export?view=comprehensive', cookies: { portal_session: cookies.qiye } });
    expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);
    expect(exported.headers['content-type']).toContain(XLSX_MIME);
  });
});

describe('a gateway without the platform secret', () => {
  it('is not ready and answers 502, never the platform refusal as a user error', async () => {
    const stray = await startTestGateway(gateway.platform.url);
    try {
      expect((await stray.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      const signIn = await stray.app.inject({ method: 'POST', url: '/api/v1/session', payload: { username: 'qiye', password: DEMO_PASSWORD } });
      expect(signIn.statusCode).toBe(502);
    } finally {
      await stray.close();
    }
  });
});
