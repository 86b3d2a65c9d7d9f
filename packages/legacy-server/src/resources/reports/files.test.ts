import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipment, units } from '../../db/schema';
import { pdfPageCount, pdfText, pdfToPng } from '../../pdf/testing';
import type { RunningLegacyServer } from '../../server';
import { startTestLegacyServer } from '../../testing';
import { reportFileName, reportPdf, verifyUrlOf, type ReportSource } from './files';
import { reports } from './table';

let server: RunningLegacyServer;
let source: ReportSource;

beforeAll(async () => {
  server = await startTestLegacyServer();
  // The seeded latest inspection of 悦澜's 1号客梯 (copied from the history at seed time).
  const [report] = await server.db.select().from(reports).where(eq(reports.id, 'r-30101-02'));
  const [file] = await server.db.select().from(equipment).where(eq(equipment.id, '30101'));
  const [unit] = await server.db.select().from(units).where(eq(units.id, file!.unitId));
  source = { report: report!, equipment: file!, unit: unit!, origin: 'https://portal.example.cn' };
});
afterAll(async () => {
  await server?.close();
});

// PDF_SHOTS=/tmp/shots-B renders every kind to PNG to look at.
const shots = process.env.PDF_SHOTS;

describe('report files', () => {
  it('names a file in Chinese after its kind and report no.', () => {
    expect(reportFileName({ reportNo: 'NBTJ-DT-2026-100001' }, 'LLDSJ')).toBe('检验报告_NBTJ-DT-2026-100001.pdf');
  });

  it('writes the inspection report with the unit, the equipment, its parameters and the conclusion', async () => {
    const pdf = await reportPdf(source, 'LLDSJ');
    if (shots) pdfToPng(pdf, shots, 'report-LLDSJ');
    const text = pdfText(pdf);
    for (const expected of ['电梯定期检验报告', source.report.reportNo, source.report.registerCode, '宁波悦澜酒店管理有限公司', '额定载重量', '合格', '宁波市特种设备检验研究院']) {
      expect(text).toContain(expected);
    }
  });

  it('names who inspected, who recorded the result and who approved the report, with the dates', async () => {
    const issuedAt = new Date('2026-11-29T02:00:00Z');
    const pdf = await reportPdf({ ...source, report: { ...source.report, issuedAt }, people: { recorder: '吴检验', approver: '郑批准' } }, 'LLDSJ');
    if (shots) pdfToPng(pdf, shots, 'report-LLDSJ-people');
    const text = pdfText(pdf).replace(/\s/g, '');
    for (const expected of ['结果录入吴检验', '审核批准郑批准', '2026年11月29日']) expect(text).toContain(expected);
  });

  it('seals the report beside the approval on its first page, 样章 across the seal in a sample deployment', async () => {
    const issued = { ...source, report: { ...source.report, issuedAt: new Date('2026-11-29T02:00:00Z') }, people: { recorder: '吴检验', approver: '郑批准' } };
    const sample = await reportPdf({ ...issued, sample: true }, 'LLDSJ');
    if (shots) pdfToPng(sample, shots, 'report-LLDSJ-sealed');
    const firstPage = pdfText(sample).split('\f')[0]!.replace(/\s/g, '');
    for (const expected of ['检验专用章', '样章', '审核批准郑批准']) expect(firstPage).toContain(expected);
    const real = pdfText(await reportPdf(issued, 'LLDSJ')).replace(/\s/g, '');
    expect(real).toContain('检验专用章');
    expect(real).not.toContain('样章');
  });

  it('seals the notices at their sign-off and names the report a re-issue replaces under the title', async () => {
    const replacing = { ...source, report: { ...source.report, version: 2 }, supersedes: 'NBTJ-DT-2025-30101' };
    for (const type of ['TZSXZ', 'LLDSJ'] as const) {
      const text = pdfText(await reportPdf(replacing, type)).replace(/\s/g, '');
      expect(text).toContain('本报告替代NBTJ-DT-2025-30101（第2版）');
    }
    const notice = pdfText(await reportPdf({ ...source, report: { ...source.report, conclusion: '不合格' } }, 'YJTZS')).replace(/\s/g, '');
    expect(notice).toContain('检验专用章');
  });

  it('prints the item-by-item table after the conclusion and the approval', async () => {
    const checkItems = [
      { code: 'documents', label: '技术资料', result: '符合' as const, note: '' },
      { code: 'doors', label: '轿门与层门', result: '不符合' as const, note: '层门锁紧装置啮合深度不足' },
      { code: 'mrl', label: '无机房电梯附加项目', result: '无此项' as const, note: '' },
    ];
    const pdf = await reportPdf({ ...source, report: { ...source.report, checkItems, issuedAt: new Date('2026-11-29T02:00:00Z') }, sample: true }, 'LLDSJ');
    if (shots) pdfToPng(pdf, shots, 'report-LLDSJ-items');
    const text = pdfText(pdf).replace(/\s/g, '');
    for (const expected of ['检验项目及结果', '序号', '检验项目', '检验结果', '轿门与层门', '不符合', '层门锁紧装置啮合深度不足', '无此项']) expect(text).toContain(expected);
    expect(text.indexOf('审核批准')).toBeLessThan(text.indexOf('检验项目及结果'));
  });

  it("links its QR code to the public verification page by the report's random code", () => {
    expect(source.report.verifyCode).toMatch(/^[0-9a-f]{24}$/);
    expect(verifyUrlOf(source.origin, source.report.verifyCode)).toBe(`https://portal.example.cn/verify-report?code=${source.report.verifyCode}`);
  });

  it("dates the report by Beijing's day of issue, whatever the server's time zone", async () => {
    // 07:30 in Beijing on the 29th is still the 28th in UTC: the report is of the 29th.
    const issuedAt = new Date('2026-11-28T23:30:00Z');
    const text = pdfText(await reportPdf({ ...source, report: { ...source.report, issuedAt } }, 'LLDSJ')).replace(/\s/g, '');
    expect(text).toContain('2026年11月29日');
    expect(text).not.toContain('2026年11月28日');
  });

  it('writes the conclusion notice, the use sign (A5, one page) and the opinion notice', async () => {
    const notice = await reportPdf(source, 'TZSXZ');
    const sign = await reportPdf(source, 'DYSYBJ');
    const opinion = await reportPdf({ ...source, report: { ...source.report, conclusion: '不合格', remark: '曳引轮槽磨损超标' }, rectifyDeadline: '2026-12-31' }, 'YJTZS');
    if (shots) {
      pdfToPng(notice, shots, 'report-TZSXZ');
      pdfToPng(sign, shots, 'report-DYSYBJ');
      pdfToPng(opinion, shots, 'report-YJTZS');
    }
    expect(pdfText(notice)).toContain('检验结论告知书');
    expect(pdfText(notice)).toContain(source.report.registerCode);
    const signText = pdfText(sign);
    expect(signText).toContain('96333');
    expect(signText).toContain(source.report.registerCode);
    expect(pdfPageCount(sign)).toBe(1);
    const opinionText = pdfText(opinion);
    expect(opinionText).toContain('特种设备检验意见通知书');
    expect(opinionText).toContain('曳引轮槽磨损超标');
    expect(opinionText.replace(/\s/g, '')).toContain('于2026年12月31日前完成整改');
  });
});
