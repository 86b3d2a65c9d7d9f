import { CONFORMITY_DECLARATION_MESSAGES, CONFORMITY_DECLARATION_PRINT_PATHS, CONFORMITY_DECLARATION_WIRE_PATHS } from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, post, type WireSession } from '../../http/wire-test-client';
import { pdfText, pdfToPng } from '../../pdf/testing';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../../testing';
import { declarationPdf } from './pdf';
import { conformityDeclarations } from './table';

let server: RunningLegacyServer;
let qiye: WireSession;
let zhenhai: WireSession;
const shots = process.env.PDF_SHOTS;

const FORM = {
  equipmentId: '30101',
  year: '2026',
  maintUnit: '宁波甬江电梯工程有限公司',
  selfCheckDate: '2026-11-01',
  conforms: '1',
  declarant: '王建国',
  remark: '',
};

beforeAll(async () => {
  server = await startTestLegacyServer();
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
  zhenhai = await login(server.url, 'zhenhai', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

describe('conformity declarations', () => {
  let id = '';

  it('files a signed declaration, lists it and shows its detail', async () => {
    const saved = await post(server.url, CONFORMITY_DECLARATION_WIRE_PATHS.save, FORM, qiye);
    expect(saved.body).toMatchObject({ result: 'true', data: { registCode: '31103302122021080045', status: '已提交', declarant: '王建国', conforms: 1 } });
    id = (saved.body.data as { id: string }).id;
    const list = await get(server.url, CONFORMITY_DECLARATION_WIRE_PATHS.list, qiye, { year: '2026' });
    expect((list.body.data as { list: { id: string }[] }).list.map((row) => row.id)).toEqual([id]);
    const detail = await get(server.url, CONFORMITY_DECLARATION_WIRE_PATHS.detail, qiye, { id });
    expect(detail.body).toMatchObject({ result: 'true', data: { id, maintUnit: '宁波甬江电梯工程有限公司' } });
  });

  it('refuses a second declaration of the year, bad input, a non-elevator and another unit', async () => {
    expect((await post(server.url, CONFORMITY_DECLARATION_WIRE_PATHS.save, FORM, qiye)).body).toMatchObject({ errorMsg: CONFORMITY_DECLARATION_MESSAGES.duplicate });
    expect((await post(server.url, CONFORMITY_DECLARATION_WIRE_PATHS.save, { ...FORM, declarant: '' }, qiye)).body).toMatchObject({ result: 'false' });
    expect((await post(server.url, CONFORMITY_DECLARATION_WIRE_PATHS.save, { ...FORM, equipmentId: '30104' }, qiye)).body).toMatchObject({ errorMsg: CONFORMITY_DECLARATION_MESSAGES.notElevator });
    expect((await post(server.url, CONFORMITY_DECLARATION_WIRE_PATHS.save, { ...FORM, year: '2025' }, zhenhai)).body).toMatchObject({ result: 'false' });
    expect((await get(server.url, CONFORMITY_DECLARATION_WIRE_PATHS.detail, zhenhai, { id })).body).toMatchObject({ errorMsg: CONFORMITY_DECLARATION_MESSAGES.notFound });
    const list = await get(server.url, CONFORMITY_DECLARATION_WIRE_PATHS.list, qiye);
    expect((list.body.data as { count: number }).count).toBe(1);
  });

  it('prints the declaration as a PDF with the signature name', async () => {
    const response = await fetch(`${server.url}${CONFORMITY_DECLARATION_PRINT_PATHS.file}/${id}?__sid=${qiye.sid}&__extend=${qiye.extend}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('电梯符合性声明_31103302122021080045_2026.pdf'));
    const pdf = Buffer.from(await response.arrayBuffer());
    if (shots) pdfToPng(pdf, shots, 'conformity');
    const text = pdfText(pdf).replace(/\s/g, '');
    for (const expected of ['电梯使用单位符合性声明', '31103302122021080045', '王建国', '宁波悦澜酒店管理有限公司']) expect(text).toContain(expected);
  });

  it("signs the declaration with Beijing's day, whatever the server's time zone", async () => {
    const [row] = await server.db.select().from(conformityDeclarations).where(eq(conformityDeclarations.id, id));
    // 07:30 in Beijing on the 29th is still the 28th in UTC.
    const text = pdfText(await declarationPdf({ ...row!, declaredAt: new Date('2026-11-28T23:30:00Z') }, '宁波悦澜酒店管理有限公司')).replace(/\s/g, '');
    expect(text).toContain('2026年11月29日');
  });
});
