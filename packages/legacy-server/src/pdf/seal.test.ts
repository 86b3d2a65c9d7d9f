import { describe, expect, it } from 'vitest';
import { renderPdf } from './document.js';
import { drawSeal } from './seal.js';
import { pdfText } from './testing.js';

describe('drawSeal', () => {
  it('prints the institute and its purpose, 样章 when a sample, and leaves the cursor where the block was', async () => {
    const cursors: { before: [number, number]; after: [number, number] }[] = [];
    const pdf = await renderPdf({ title: '印章', footer: '' }, (kit) => {
      kit.paragraph('审核批准　郑批准　2026年11月29日');
      const before: [number, number] = [kit.doc.x, kit.doc.y];
      drawSeal(kit, { name: '宁波市特种设备检验研究院', x: kit.left + 300, y: kit.doc.y - 10, radius: 40, sample: true });
      cursors.push({ before, after: [kit.doc.x, kit.doc.y] });
      kit.heading('五、检验项目及结果');
    });
    expect(cursors[0]!.after).toEqual(cursors[0]!.before);
    const text = await pdfText(pdf);
    expect(text).toContain('检验专用章');
    expect(text).toContain('样章');
  });
});
