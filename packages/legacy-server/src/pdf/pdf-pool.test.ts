import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipment, units } from '../db/schema';
import { declarationPdf, drawDeclarationPdf } from '../resources/conformity-declarations/pdf';
import type { ConformityDeclarationRow } from '../resources/conformity-declarations/table';
import { drawUseSignsPdf, useSignsPdf } from '../resources/elevator-use-signs/sign-pdf';
import type { UseSign } from '../resources/elevator-use-signs/store';
import { drawReportPdf, type ReportSource } from '../resources/reports/files';
import { reports } from '../resources/reports/table';
import type { RunningLegacyServer } from '../server';
import { startTestLegacyServer } from '../testing';
import { closePdfPool, pdfWorkerCount, renderDocument } from './pool';
import { pdfText } from './testing';

const SIGN: UseSign = {
  id: '30101',
  categoryName: '电梯',
  subTypeName: '曳引驱动乘客电梯',
  unitName: '宁波悦澜酒店管理有限公司',
  unitInternalNo: '1号客梯',
  registerCode: '31103302002019070001',
  useCertNo: '梯11浙B00001(19)',
  registrationAuthority: '宁波市市场监督管理局',
  institute: '宁波市特种设备检验研究院',
  reportNo: 'NBTJ-DT-2026-00001',
  nextCheckDate: '2027-05-31',
  maintenanceUnit: '宁波安达电梯工程有限公司',
  maintenancePhone: '0574-87000000',
  rescuePhone: '96333',
  areaCode: '330203',
  lastConclusion: '合格',
  statusCode: 'AbC123xyz',
};
const CLOCK = new Date('2026-11-29T02:00:00Z');
const ORIGIN = 'https://portal.example.cn';

let server: RunningLegacyServer;
let source: ReportSource;

beforeAll(async () => {
  server = await startTestLegacyServer();
  const [report] = await server.db.select().from(reports).where(eq(reports.id, 'r-30101-02'));
  const [file] = await server.db.select().from(equipment).where(eq(equipment.id, '30101'));
  const [unit] = await server.db.select().from(units).where(eq(units.id, file!.unitId));
  source = { report: report!, equipment: file!, unit: unit!, origin: ORIGIN };
});
afterAll(async () => {
  await closePdfPool();
  await server?.close();
});

describe('the PDF worker pool', () => {
  it('draws a report in a worker to the same bytes as on this thread, for the same input and clock', async () => {
    for (const type of ['LLDSJ', 'YJTZS'] as const) {
      const inWorker = await renderDocument('report', source, type, CLOCK);
      expect(inWorker.equals(await drawReportPdf(source, type, CLOCK))).toBe(true);
    }
  });

  it('draws use signs in a worker to the same bytes as on this thread', async () => {
    const signs = [SIGN, { ...SIGN, id: '30102', unitInternalNo: '2号客梯', statusCode: 'Zz9' }];
    const inWorker = await useSignsPdf(signs, ORIGIN, CLOCK);
    expect(inWorker.equals(await drawUseSignsPdf(signs, ORIGIN, CLOCK))).toBe(true);
    expect(pdfText(inWorker)).toContain('2号客梯');
  });

  it('draws a conformity declaration in a worker to the same bytes as on this thread', async () => {
    const row: ConformityDeclarationRow = {
      id: 'cd-1',
      unitId: 'u-1',
      equipmentId: '30101',
      registerCode: SIGN.registerCode,
      equipmentName: '1号客梯',
      year: 2026,
      maintenanceUnit: SIGN.maintenanceUnit,
      selfCheckDate: '2026-11-20',
      conforms: true,
      declarant: '王建国',
      declaredAt: CLOCK,
      state: 'submitted',
      opinion: null,
      remark: '',
      attachmentIds: [],
      createdBy: null,
      createdAt: CLOCK,
      updatedAt: CLOCK,
    };
    const inWorker = await declarationPdf(row, SIGN.unitName);
    expect(inWorker.equals(await drawDeclarationPdf(row, SIGN.unitName))).toBe(true);
    expect(pdfText(inWorker).replace(/\s/g, '')).toContain('电梯使用单位符合性声明');
  });

  it('draws several documents at once and hands each caller its own', async () => {
    const names = ['甲梯', '乙梯', '丙梯', '丁梯'];
    const pdfs = await Promise.all(names.map((name) => useSignsPdf([{ ...SIGN, unitInternalNo: name }], ORIGIN, CLOCK)));
    pdfs.forEach((pdf, index) => expect(pdfText(pdf)).toContain(names[index]));
  });

  it('passes a failure of the drawing on to the caller', async () => {
    await expect(renderDocument('report', source, 'XXXX' as never, CLOCK)).rejects.toThrow();
  });
});

describe('the pool settings', () => {
  it('leaves one core to the event loop and keeps at least one and at most four workers', () => {
    expect([1, 2, 3, 8, 64].map((cores) => pdfWorkerCount(cores))).toEqual([1, 1, 2, 4, 4]);
  });
});
