import { pageOf, ZElevatorStatusSchema, ZElevatorUseSignSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

const ZPage = pageOf(ZElevatorUseSignSchema);

const gateway = setUpGatewayTests(['qiye', 'zhenhai', 'shenhe']);
const { cookies } = gateway;

function get(cookie: string | undefined, url: string) {
  return gateway.app.inject({ method: 'GET', url, headers: { host: 'portal.example.cn' }, ...(cookie ? { cookies: { portal_session: cookie } } : {}) });
}

describe('GET /api/v1/elevator-use-signs', () => {
  it("lists the unit's elevators with the sign's fields and the status page link", async () => {
    const res = await get(cookies.qiye, '/api/v1/elevator-use-signs?pageSize=50&sort=registerCode:asc');
    expect(res.statusCode, res.body).toBe(200);
    const page = ZPage.parse(res.json());
    const lift = page.items.find((item) => item.equipmentId === '30101');
    expect(lift).toMatchObject({
      registerCode: '31103302122021080045',
      categoryName: '电梯',
      unitName: '宁波悦澜酒店管理有限公司',
      rescuePhone: '96333',
      maintenanceUnit: '宁波甬江电梯工程有限公司',
      qrContent: expect.stringMatching(/^http:\/\/portal\.example\.cn\/elevator-status\?code=[0-9a-f]{24}$/),
    });
    expect(page.items.some((item) => item.equipmentId === '30104')).toBe(false);
    const codes = page.items.map((item) => item.registerCode);
    expect(codes).toEqual([...codes].sort());
  });

  it('filters by registration code; a bad area filter is a 400', async () => {
    const page = ZPage.parse((await get(cookies.qiye, '/api/v1/elevator-use-signs?registerCode=33103302')).json());
    expect(page.items.map((item) => item.equipmentId)).toEqual(['30103']);
    const bad = await get(cookies.qiye, '/api/v1/elevator-use-signs?areaCode=abc');
    expect(bad.statusCode).toBe(400);
  });

  it('another unit sees none of them; an institute user is refused; anonymous is 401', async () => {
    const other = ZPage.parse((await get(cookies.zhenhai, '/api/v1/elevator-use-signs')).json());
    expect(other.items.some((item) => item.equipmentId === '30101')).toBe(false);
    expect((await get(cookies.shenhe, '/api/v1/elevator-use-signs')).statusCode).toBe(403);
    expect((await get(undefined, '/api/v1/elevator-use-signs')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/elevator-use-signs/pdf', () => {
  it('streams the chosen signs as one PDF with a Chinese file name', async () => {
    const res = await get(cookies.qiye, '/api/v1/elevator-use-signs/pdf?ids=30101,30102');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('电梯使用标志_2台.pdf'));
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const one = await get(cookies.qiye, '/api/v1/elevator-use-signs/30103/pdf');
    expect(one.statusCode).toBe(200);
    expect(String(one.headers['content-disposition'])).toContain(encodeURIComponent('电梯使用标志_33103302122021080046.pdf'));
  });

  it("answers 404 for another unit's elevator or a non-elevator, 400 for a bad list", async () => {
    expect((await get(cookies.zhenhai, '/api/v1/elevator-use-signs/pdf?ids=30101')).statusCode).toBe(404);
    expect((await get(cookies.qiye, '/api/v1/elevator-use-signs/30104/pdf')).statusCode).toBe(404);
    expect((await get(cookies.qiye, '/api/v1/elevator-use-signs/pdf?ids=')).statusCode).toBe(400);
    expect((await get(cookies.qiye, '/api/v1/elevator-use-signs/pdf?ids=a,,b')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/public/elevator-status', () => {
  /** The status code in the sign's QR link of an elevator, as the unit's list answers it. */
  const codeOf = async (registerCode: string) => {
    const page = ZPage.parse((await get(cookies.qiye, `/api/v1/elevator-use-signs?registerCode=${registerCode}`)).json());
    return new URL(page.items[0]!.qrContent).searchParams.get('code')!;
  };

  it('answers without a session, by the code of the sign, only what the sign shows', async () => {
    const res = await get(undefined, `/api/v1/public/elevator-status?code=${await codeOf('31103302122021080044')}`);
    expect(res.statusCode, res.body).toBe(200);
    const status = ZElevatorStatusSchema.strict().parse(res.json());
    expect(status).toMatchObject({ registerCode: '31103302122021080044', rescuePhone: '96333', overdue: true });
    expect(res.body).not.toMatch(/1[3-9]\d{9}/);
  });

  it('a registration code or an unknown code is a 404; a malformed one a 400', async () => {
    // Registration codes are sequential: the page would be walked through by counting.
    expect((await get(undefined, '/api/v1/public/elevator-status?code=31103302122021080044')).statusCode).toBe(404);
    expect((await get(undefined, '/api/v1/public/elevator-status?code=99999999999999999999')).statusCode).toBe(404);
    expect((await get(undefined, '/api/v1/public/elevator-status?code=%3Cscript%3E')).statusCode).toBe(400);
  });
});
