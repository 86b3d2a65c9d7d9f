import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { PDF_FONT, pdfFonts } from './fonts.js';

/** The raw pdfkit document, for whatever the helpers below do not cover. */
export type PdfDocument = PDFKit.PDFDocument;

export interface PdfOptions {
  /** The document's title (PDF metadata; also what the viewer's window shows). */
  readonly title: string;
  readonly subject?: string;
  /** Defaults to the institute. */
  readonly author?: string;
  /** Paper, A4 unless told. */
  readonly size?: 'A4' | 'A5';
  readonly layout?: 'portrait' | 'landscape';
  /** Page margin in points, 50 unless told (A4 is 595 × 842 pt). */
  readonly margin?: number;
  /**
   * A line printed at the foot of every page, left; the page number "第 n 页 / 共 m 页" is printed
   * right on every page when the document has more than one page (or always when `pageNumbers` is true).
   */
  readonly footer?: string;
  readonly pageNumbers?: boolean;
  /** Fixed creation date (tests, reproducible output); now unless told. */
  readonly createdAt?: Date;
}

export const PDF_DEFAULT_AUTHOR = '宁波市特种设备检验研究院';

const COLORS = {
  text: '#1a202c',
  muted: '#4a5568',
  line: '#718096',
  labelFill: '#edf2f7',
  headerFill: '#e2e8f0',
} as const;

export interface KeyValue {
  readonly label: string;
  readonly value: string | number | null | undefined;
}

export interface KeyValueGridOptions {
  /** Pairs per row: 1 (label | value) or 2 (label | value | label | value). 2 unless told. */
  readonly columns?: 1 | 2;
  /** Width of a label cell in points; 90 unless told. */
  readonly labelWidth?: number;
  readonly fontSize?: number;
}

export interface TableColumn {
  readonly header: string;
  /** Relative width (the columns share the content width in these proportions); 1 unless told. */
  readonly weight?: number;
  readonly align?: 'left' | 'center' | 'right';
}

export interface TableOptions {
  readonly columns: readonly TableColumn[];
  readonly rows: readonly (readonly (string | number | null | undefined)[])[];
  readonly fontSize?: number;
  /** What the table says when it has no rows. */
  readonly emptyText?: string;
}

export interface QrCodeOptions {
  /** Side of the square in points, quiet zone included. */
  readonly size: number;
  /** Top-left corner; the current position (x = left margin) unless told. */
  readonly x?: number;
  readonly y?: number;
  /** Modules of white border on each side; 2 unless told. */
  readonly quietZone?: number;
}

const PADDING = 4;

function cellText(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}

/**
 * The helpers a page is built with. Every helper draws at the current position (`doc.y`), moves it
 * below what it drew, and starts a new page when what comes next does not fit.
 */
export class PdfKit {
  constructor(readonly doc: PdfDocument) {}

  get left(): number {
    return this.doc.page.margins.left;
  }

  get contentWidth(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  regular(size?: number): this {
    this.doc.font(PDF_FONT.regular);
    if (size !== undefined) this.doc.fontSize(size);
    return this;
  }

  bold(size?: number): this {
    this.doc.font(PDF_FONT.bold);
    if (size !== undefined) this.doc.fontSize(size);
    return this;
  }

  /** Starts a new page when less than `height` points are left on this one. */
  ensureSpace(height: number): this {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
    return this;
  }

  /** The document title, centred and bold, with an optional line below it (e.g. the report no.). */
  title(text: string, subtitle?: string): this {
    this.bold(20).doc.fillColor(COLORS.text).text(text, this.left, this.doc.y, { width: this.contentWidth, align: 'center' });
    if (subtitle) {
      this.doc.moveDown(0.3);
      this.regular(10).doc.fillColor(COLORS.muted).text(subtitle, this.left, this.doc.y, { width: this.contentWidth, align: 'center' });
    }
    this.doc.fillColor(COLORS.text).moveDown(1);
    return this.regular(10);
  }

  /** A section heading. */
  heading(text: string): this {
    this.ensureSpace(40);
    this.doc.moveDown(0.5);
    this.bold(12).doc.fillColor(COLORS.text).text(text, this.left, this.doc.y, { width: this.contentWidth });
    this.doc.moveDown(0.3);
    return this.regular(10);
  }

  /** A paragraph of running text (Chinese wraps at any character). */
  paragraph(text: string, options: { size?: number; bold?: boolean; align?: 'left' | 'center' | 'right' | 'justify'; color?: string } = {}): this {
    if (options.bold) this.bold(options.size ?? 10);
    else this.regular(options.size ?? 10);
    this.doc.fillColor(options.color ?? COLORS.text).text(text, this.left, this.doc.y, {
      width: this.contentWidth,
      align: options.align ?? 'left',
      lineGap: 2,
    });
    this.doc.fillColor(COLORS.text);
    return this.regular(10);
  }

  /** Vertical space in lines of the current font. */
  space(lines = 1): this {
    this.doc.moveDown(lines);
    return this;
  }

  /**
   * A bordered grid of label–value cells (labels shaded), one or two pairs a row; a row is as tall
   * as its longest value and moves to the next page whole.
   */
  keyValueGrid(entries: readonly KeyValue[], options: KeyValueGridOptions = {}): this {
    const columns = options.columns ?? 2;
    const fontSize = options.fontSize ?? 10;
    const labelWidth = options.labelWidth ?? 90;
    const pairWidth = this.contentWidth / columns;
    const valueWidth = pairWidth - labelWidth;
    const doc = this.doc;
    for (let start = 0; start < entries.length; start += columns) {
      const row = entries.slice(start, start + columns);
      this.regular(fontSize);
      let height = 0;
      for (const entry of row) {
        this.bold(fontSize);
        const labelHeight = doc.heightOfString(entry.label, { width: labelWidth - 2 * PADDING });
        this.regular(fontSize);
        const valueHeight = doc.heightOfString(cellText(entry.value), { width: valueWidth - 2 * PADDING });
        height = Math.max(height, labelHeight, valueHeight);
      }
      height += 2 * PADDING;
      this.ensureSpace(height);
      const y = doc.y;
      row.forEach((entry, index) => {
        const x = this.left + index * pairWidth;
        doc.save().rect(x, y, labelWidth, height).fill(COLORS.labelFill).restore();
        doc.lineWidth(0.5).strokeColor(COLORS.line).rect(x, y, labelWidth, height).stroke();
        doc.rect(x + labelWidth, y, valueWidth, height).stroke();
        this.bold(fontSize);
        doc.fillColor(COLORS.text).text(entry.label, x + PADDING, y + PADDING, { width: labelWidth - 2 * PADDING });
        this.regular(fontSize);
        doc.text(cellText(entry.value), x + labelWidth + PADDING, y + PADDING, { width: valueWidth - 2 * PADDING });
      });
      if (row.length < columns) {
        // The empty right half of an odd last row keeps the grid's outline.
        const x = this.left + row.length * pairWidth;
        doc.rect(x, y, pairWidth * (columns - row.length), height).stroke();
      }
      doc.x = this.left;
      doc.y = y + height;
    }
    doc.moveDown(0.5);
    return this.regular(10);
  }

  /** A table whose header row is drawn again at the top of every page the table continues on. */
  table(options: TableOptions): this {
    const doc = this.doc;
    const fontSize = options.fontSize ?? 9;
    const total = options.columns.reduce((sum, column) => sum + (column.weight ?? 1), 0);
    const widths = options.columns.map((column) => (this.contentWidth * (column.weight ?? 1)) / total);

    const drawRow = (cells: readonly string[], header: boolean): void => {
      if (header) this.bold(fontSize);
      else this.regular(fontSize);
      const height =
        Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: (widths[index] ?? 0) - 2 * PADDING }))) + 2 * PADDING;
      if (doc.y + height > this.bottom) {
        doc.addPage();
        if (!header) drawRow(options.columns.map((column) => column.header), true);
        if (header) this.bold(fontSize);
        else this.regular(fontSize);
      }
      const y = doc.y;
      let x = this.left;
      cells.forEach((cell, index) => {
        const width = widths[index] ?? 0;
        if (header) doc.save().rect(x, y, width, height).fill(COLORS.headerFill).restore();
        doc.lineWidth(0.5).strokeColor(COLORS.line).rect(x, y, width, height).stroke();
        doc.fillColor(COLORS.text).text(cell, x + PADDING, y + PADDING, {
          width: width - 2 * PADDING,
          align: header ? 'center' : (options.columns[index]?.align ?? 'left'),
        });
        x += width;
      });
      doc.x = this.left;
      doc.y = y + height;
    };

    this.ensureSpace(40);
    drawRow(options.columns.map((column) => column.header), true);
    if (options.rows.length === 0 && options.emptyText) {
      this.regular(fontSize);
      const y = doc.y;
      const height = doc.heightOfString(options.emptyText, { width: this.contentWidth }) + 2 * PADDING;
      doc.lineWidth(0.5).strokeColor(COLORS.line).rect(this.left, y, this.contentWidth, height).stroke();
      doc.text(options.emptyText, this.left, y + PADDING, { width: this.contentWidth, align: 'center' });
      doc.y = y + height;
    }
    for (const row of options.rows) drawRow(options.columns.map((_, index) => cellText(row[index])), false);
    doc.x = this.left;
    doc.moveDown(0.5);
    return this.regular(10);
  }

  /**
   * A QR code drawn as vector squares (sharp at any zoom, a few hundred bytes). Does not move the
   * current position: place it with x/y (e.g. in a corner) and flow text beside or below it.
   */
  qrCode(text: string, options: QrCodeOptions): this {
    const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const quiet = options.quietZone ?? 2;
    const count = qr.modules.size;
    const module = options.size / (count + 2 * quiet);
    const x0 = options.x ?? this.left;
    const y0 = options.y ?? this.doc.y;
    const doc = this.doc;
    doc.save();
    doc.rect(x0, y0, options.size, options.size).fill('#ffffff');
    for (let row = 0; row < count; row += 1) {
      for (let column = 0; column < count; column += 1) {
        if (qr.modules.get(row, column)) {
          // A hair of overlap so anti-aliasing leaves no seams between neighbouring modules.
          doc.rect(x0 + (column + quiet) * module, y0 + (row + quiet) * module, module + 0.05, module + 0.05);
        }
      }
    }
    doc.fill('#000000');
    doc.restore();
    return this;
  }

  /** The closing block, right-aligned: e.g. the institute's name and the date, with room for a seal. */
  signOff(lines: readonly string[]): this {
    this.ensureSpace(30 + lines.length * 16);
    this.doc.moveDown(1.5);
    this.regular(11);
    for (const line of lines) this.doc.text(line, this.left, this.doc.y, { width: this.contentWidth, align: 'right' });
    return this.regular(10);
  }
}

function registerFonts(doc: PdfDocument): void {
  const fonts = pdfFonts();
  // pdfkit ≥ 0.20 takes a parsed fontkit Font (anything with `layout`); @types/pdfkit 0.17 does not know it.
  doc.registerFont(PDF_FONT.regular, fonts['400Regular'] as unknown as Buffer);
  doc.registerFont(PDF_FONT.bold, fonts['700Bold'] as unknown as Buffer);
}

function numberPages(doc: PdfDocument, options: PdfOptions): void {
  const range = doc.bufferedPageRange();
  const numbered = options.pageNumbers ?? range.count > 1;
  if (!numbered && !options.footer) return;
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const { margins, width, height } = doc.page;
    // 14 pt below the content; less on a narrow margin, where a line there would run off the page.
    const y = height - margins.bottom + Math.min(14, Math.max(0, margins.bottom - 14));
    // Writing below the bottom margin would make pdfkit add a page: lift the margin while writing.
    const bottom = margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(PDF_FONT.regular).fontSize(8).fillColor(COLORS.muted);
    if (options.footer) doc.text(options.footer, margins.left, y, { width: width - margins.left - margins.right, align: 'left', lineBreak: false });
    if (numbered) {
      doc.text(`第 ${index - range.start + 1} 页 / 共 ${range.count} 页`, margins.left, y, {
        width: width - margins.left - margins.right,
        align: 'right',
        lineBreak: false,
      });
    }
    doc.page.margins.bottom = bottom;
  }
}

/**
 * Builds one PDF: a document with the Chinese fonts registered (the regular weight set, 10 pt),
 * the given metadata and paper, handed to `build` as a `PdfKit`; resolves with the finished bytes.
 */
export async function renderPdf(options: PdfOptions, build: (pdf: PdfKit) => void | Promise<void>): Promise<Buffer> {
  const margin = options.margin ?? 50;
  const doc = new PDFDocument({
    size: options.size ?? 'A4',
    layout: options.layout ?? 'portrait',
    margin,
    bufferPages: true,
    info: {
      Title: options.title,
      Author: options.author ?? PDF_DEFAULT_AUTHOR,
      ...(options.subject ? { Subject: options.subject } : {}),
      CreationDate: options.createdAt ?? new Date(),
    },
    lang: 'zh-CN',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    registerFonts(doc);
    const kit = new PdfKit(doc);
    kit.regular(10);
    doc.fillColor(COLORS.text);
    await build(kit);
    numberPages(doc, options);
  } catch (error) {
    doc.end();
    await finished.catch(() => undefined);
    throw error;
  }
  doc.end();
  return finished;
}
