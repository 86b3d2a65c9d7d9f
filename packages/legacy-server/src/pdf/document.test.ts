import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PDF_FONT_WEIGHTS, fontPackageDirectory, pdfFonts } from './fonts.js';
import { renderPdf } from './document.js';
import { pdfPageCount, pdfText } from './testing.js';

describe('the PDF kit', () => {
  it('renders a titled A4 page with Chinese text, a key–value grid, a table and a QR code', async () => {
    const started = Date.now();
    const pdf = await renderPdf({ title: '电梯定期检验报告', footer: '宁波市特种设备检验研究院' }, (kit) => {
      kit.title('电梯定期检验报告', '报告编号：DT-2026-000123');
      kit.heading('一、设备概况');
      kit.keyValueGrid([
        { label: '使用单位', value: '宁波镕堃喆玥机电有限公司' },
        { label: '注册代码', value: '31103302002019060001' },
        { label: '设备类别', value: '曳引驱动乘客电梯' },
        { label: '额定速度', value: '1.75 m/s' },
        { label: '检验结论', value: '合格' },
      ]);
      kit.table({
        columns: [{ header: '序号', weight: 0.5, align: 'center' }, { header: '检验项目', weight: 3 }, { header: '结果', weight: 1, align: 'center' }],
        rows: [
          ['1', '曳引机制动器动作灵活、可靠，温度≤80℃', '符合'],
          ['2', '轿厢面积 2.1㎡，额定载重量 1000 kg', '符合'],
        ],
      });
      kit.qrCode('https://example.invalid/report/DT-2026-000123', { size: 80, x: kit.left, y: kit.doc.y });
      kit.signOff(['宁波市特种设备检验研究院', '2026年11月23日']);
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Subset per document: a page with a few dozen hanzi stays small.
    expect(pdf.length).toBeLessThan(120_000);
    const text = pdfText(pdf);
    for (const expected of ['电梯定期检验报告', 'DT-2026-000123', '宁波镕堃喆玥机电有限公司', '31103302002019060001', '温度≤80℃', '2.1㎡', '宁波市特种设备检验研究院']) {
      expect(text).toContain(expected);
    }
    expect(pdfPageCount(pdf)).toBe(1);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('repeats the table header on every page and numbers the pages', async () => {
    const rows = Array.from({ length: 120 }, (_, index) => [String(index + 1), `检验项目第${index + 1}项`, '符合']);
    const pdf = await renderPdf({ title: '长表' }, (kit) => {
      kit.title('长表');
      kit.table({ columns: [{ header: '序号' }, { header: '项目名称', weight: 3 }, { header: '检验结果' }], rows });
    });
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(pdf);
    expect(text.split('项目名称').length - 1).toBe(pages);
    expect(text.replace(/\s/g, '')).toContain(`第${pages}页/共${pages}页`);
    expect(text).toContain('检验项目第120项');
  });

  it('parses the fonts once per process and renders the next document fast', async () => {
    expect(pdfFonts()).toBe(pdfFonts());
    const started = Date.now();
    for (let index = 0; index < 5; index += 1) {
      await renderPdf({ title: '测试' }, (kit) => {
        kit.title('缴费凭证');
        kit.keyValueGrid([{ label: '金额', value: '560.00 元' }]);
      });
    }
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('uses exactly the font weights the image keeps', () => {
    const available = readdirSync(fontPackageDirectory()).filter((name) => /^\d00[A-Za-z]+$/.test(name));
    for (const weight of PDF_FONT_WEIGHTS) expect(available).toContain(weight);
  });
});
