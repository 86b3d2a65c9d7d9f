import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The two weights of Noto Sans SC the PDFs use. The Docker image keeps exactly these folders of
 * `@expo-google-fonts/noto-sans-sc` and deletes the other seven (a test compares the two lists).
 */
export const PDF_FONT_WEIGHTS = ['400Regular', '700Bold'] as const;
export type PdfFontWeight = (typeof PDF_FONT_WEIGHTS)[number];

/** The names documents register the fonts under (see `renderPdf`). */
export const PDF_FONT = { regular: 'NotoSansSC-Regular', bold: 'NotoSansSC-Bold' } as const;

/** A parsed font, as pdfkit ≥ 0.20 accepts it in place of a path or buffer (it calls `layout`). */
export type ParsedFont = fontkit.Font;

let fonts: Readonly<Record<PdfFontWeight, ParsedFont>> | undefined;

/** The font package's folder, resolved through Node's resolution (works from sources and from the bundle). */
export function fontPackageDirectory(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json'));
}

function parse(weight: PdfFontWeight): ParsedFont {
  const file = join(fontPackageDirectory(), weight, `NotoSansSC_${weight}.ttf`);
  const font = fontkit.create(readFileSync(file));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a single font`);
  return font;
}

/**
 * The fonts, parsed ONCE per process (about 10 MB each; parsing takes a few hundred ms). Registering
 * a font by path instead makes pdfkit re-parse it for every document, which turns a 3-page report
 * from 0.3 s into several seconds.
 */
export function pdfFonts(): Readonly<Record<PdfFontWeight, ParsedFont>> {
  fonts ??= { '400Regular': parse('400Regular'), '700Bold': parse('700Bold') };
  return fonts;
}
