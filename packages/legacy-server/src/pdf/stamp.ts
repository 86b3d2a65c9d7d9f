import type { PdfKit } from './document.js';

/**
 * Words across the middle of the page, tilted: 作废 on a voided invoice, 样票 on a sample invoice or pay
 * certificate (sandbox payments, docs/invoices.md). Drawn last, under a low opacity, so the page stays legible;
 * `centreY` moves it below a short page's content (the page's middle by default).
 */
export function stampAcross(kit: PdfKit, text: string, color: string, opacity: number, centreY?: number): void {
  const doc = kit.doc;
  const { width, height } = doc.page;
  const y = centreY ?? height / 2;
  doc.save();
  doc.rotate(-18, { origin: [width / 2, y] });
  kit.bold(text.length > 4 ? 30 : 44);
  doc.fillOpacity(opacity).fillColor(color).text(text, 0, y - 20, { width, align: 'center', lineBreak: false });
  doc.restore();
}
