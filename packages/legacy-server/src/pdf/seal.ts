import type { PdfKit } from './document.js';

export interface SealOptions {
  /** The institute's name, written around the upper rim. */
  readonly name: string;
  /** The line across the bottom; 检验专用章 unless told. */
  readonly purpose?: string;
  /** Centre of the seal. */
  readonly x: number;
  readonly y: number;
  /** 42 pt (a 30 mm seal at 1:1 is 42.5 pt) unless told. */
  readonly radius?: number;
  /** A sample (demo or sandbox deployments): 样章 across the seal, so no copy passes for a real one. */
  readonly sample?: boolean;
}

const SEAL_RED = '#d4242a';

/** The five-pointed star's ten corners, point up, around (cx, cy). */
function starPoints(cx: number, cy: number, outer: number): [number, number][] {
  const inner = outer * 0.382;
  return Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  });
}

/**
 * The institute's electronic seal, drawn as vector paths and the kit's Chinese font (no image of a
 * real seal): a red ring, the name around the upper rim, a star in the middle and the purpose at the
 * bottom. Does not move the current position; place it over the issue date as a seal is pressed
 * there (docs/inspection-processing.md, "Documents").
 */
export function drawSeal(kit: PdfKit, options: SealOptions): void {
  const doc = kit.doc;
  const r = options.radius ?? 42;
  const { x, y } = options;
  // Text calls move pdfkit's cursor; the block the seal is pressed on goes on where it was.
  const cursor = { x: doc.x, y: doc.y };
  doc.save();
  // A little translucent, so the print under the seal stays readable, as ink over print.
  doc.fillOpacity(0.85).strokeOpacity(0.85);
  doc.lineWidth(r * 0.07).strokeColor(SEAL_RED).circle(x, y, r * 0.95).stroke();

  const star = starPoints(x, y, r * 0.3);
  doc.polygon(...star).fill(SEAL_RED);

  // The name: one character at a time along the upper arc (at most 240°), each upright to the centre.
  const chars = [...options.name];
  const fontSize = Math.min(r * 0.22, (r * 3.2) / Math.max(chars.length, 1));
  const arcRadius = r * 0.91 - fontSize * 0.7;
  const sweep = Math.min((Math.PI * 4) / 3, (chars.length * fontSize * 1.2) / arcRadius);
  kit.bold(fontSize);
  doc.fillColor(SEAL_RED);
  chars.forEach((char, index) => {
    const angle = -Math.PI / 2 - sweep / 2 + (sweep * (index + 0.5)) / chars.length;
    const cx = x + arcRadius * Math.cos(angle);
    const cy = y + arcRadius * Math.sin(angle);
    doc.save();
    doc.rotate(((angle + Math.PI / 2) * 180) / Math.PI, { origin: [cx, cy] });
    // pdfkit puts a line's top at y; the glyphs' middle sits about 0.6 of the size below it.
    doc.text(char, cx - fontSize, cy - fontSize * 0.62, { width: fontSize * 2, align: 'center', lineBreak: false });
    doc.restore();
  });

  const purpose = options.purpose ?? '检验专用章';
  const purposeSize = r * 0.16;
  kit.bold(purposeSize);
  doc.text(purpose, x - r * 0.6, y + r * 0.4, { width: r * 1.2, align: 'center', lineBreak: false });

  if (options.sample) {
    // Dark, not red: the word must stand out of the seal it voids.
    kit.bold(r * 0.42);
    doc.fillOpacity(0.75).fillColor('#2d3748');
    doc.rotate(-20, { origin: [x, y] });
    doc.text('样章', x - r, y - r * 0.27, { width: r * 2, align: 'center', lineBreak: false });
  }
  doc.restore();
  kit.regular(10);
  doc.fillColor('#1a202c');
  doc.x = cursor.x;
  doc.y = cursor.y;
}
