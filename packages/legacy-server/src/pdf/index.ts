export { PDF_FONT, PDF_FONT_WEIGHTS, pdfFonts, fontPackageDirectory } from './fonts.js';
export type { ParsedFont, PdfFontWeight } from './fonts.js';
export { PDF_DEFAULT_AUTHOR, PdfKit, renderPdf } from './document.js';
export type { KeyValue, KeyValueGridOptions, PdfDocument, PdfOptions, QrCodeOptions, TableColumn, TableOptions } from './document.js';
export { drawSeal } from './seal.js';
export type { SealOptions } from './seal.js';
export { stampAcross } from './stamp.js';
