import { pageOf, ZConformityDeclarationSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

const ZPage = pageOf(ZConformityDeclarationSchema);
const BODY = {
  equipmentId: '30102',
  year: 2026,
  maintenanceUnit: '宁波甬江电梯工程有限公司',
  selfCheckDate: '2026-11-02',
  conforms: true,
  declarant: '王建国',
  remark: '',
  attachmentIds: [],
};

const { cookies, inject } = setUpGatewayTests(['qiye', 'zhenhai', 'shenhe']);

describe('/api/v1/conformity-declarations', () => {
  let id = '';

  it('bad input is a 400 with field messages and creates nothing', async () => {
    const res = await inject(cookies.qiye, 'POST', '/api/v1/conformity-declarations', { ...BODY, declarant: '', maintenanceUnit: '' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('declarant');
    expect(ZPage.parse((await inject(cookies.qiye, 'GET', '/api/v1/conformity-declarations')).json()).total).toBe(0);
  });

  it('creates a signed declaration, lists it, reads it and downloads its PDF', async () => {
    const res = await inject(cookies.qiye, 'POST', '/api/v1/conformity-declarations', BODY);
    expect(res.statusCode, res.body).toBe(201);
    const created = ZConformityDeclarationSchema.parse(res.json());
    expect(created).toMatchObject({ registerCode: '31103302122021080044', state: 'submitted', declarant: '王建国', conforms: true, year: 2026 });
    expect(created.declaredAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    id = created.id;
    const page = ZPage.parse((await inject(cookies.qiye, 'GET', '/api/v1/conformity-declarations?year=2026&state=submitted')).json());
    expect(page.items.map((item) => item.id)).toEqual([id]);
    expect((await inject(cookies.qiye, 'GET', `/api/v1/conformity-declarations/${id}`)).json()).toMatchObject({ id, equipmentId: '30102' });
    const pdf = await inject(cookies.qiye, 'GET', `/api/v1/conformity-declarations/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toContain(encodeURIComponent('电梯符合性声明_31103302122021080044_2026.pdf'));
  });

  it('a second one for the year is a 409; a non-elevator 404; another unit 404; an institute user 403', async () => {
    expect((await inject(cookies.qiye, 'POST', '/api/v1/conformity-declarations', BODY)).statusCode).toBe(409);
    expect((await inject(cookies.qiye, 'POST', '/api/v1/conformity-declarations', { ...BODY, equipmentId: '30104' })).statusCode).toBe(404);
    expect((await inject(cookies.zhenhai, 'POST', '/api/v1/conformity-declarations', { ...BODY, year: 2025 })).statusCode).toBe(404);
    expect((await inject(cookies.zhenhai, 'GET', `/api/v1/conformity-declarations/${id}`)).statusCode).toBe(404);
    expect((await inject(cookies.zhenhai, 'GET', `/api/v1/conformity-declarations/${id}/pdf`)).statusCode).toBe(404);
    expect((await inject(cookies.shenhe, 'GET', '/api/v1/conformity-declarations')).statusCode).toBe(403);
  });
});
