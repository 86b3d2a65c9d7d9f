import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

/**
 * The two weights of Noto Sans SC the PDFs use. Each bundle that carries the platform carries exactly
 * these files (scripts/build.mjs, held to this list by its test), and so does the platform's image.
 */
export const PDF_FONT_WEIGHTS = ['400Regular', '700Bold'] as const;
export type PdfFontWeight = (typeof PDF_FONT_WEIGHTS)[number];

/** The names documents register the fonts under (see `renderPdf`). */
export const PDF_FONT = { regular: 'NotoSansSC-Regular', bold: 'NotoSansSC-Bold' } as const;

/** A parsed font, as pdfkit ≥ 0.20 accepts it in place of a path or buffer (it calls `layout`). */
export type ParsedFont = fontkit.Font;

/** The TTF file of a weight, e.g. `NotoSansSC_400Regular.ttf` (in the font package: `400Regular/…`). */
export const pdfFontFileName = (weight: PdfFontWeight): string => `NotoSansSC_${weight}.ttf`;

/**
 * Beside a bundle (`dist/main.js`): scripts/build.mjs copies the fonts into `dist/fonts/`. A bundle
 * cannot find the font package itself: Node resolves packages from the bundle's own folder, and the
 * launcher's package does not depend on the fonts (docs/architecture.md, "Compiled servers").
 */
const BESIDE_BUNDLE = fileURLToPath(new URL('./fonts/', import.meta.url));

let fonts: Readonly<Record<PdfFontWeight, ParsedFont>> | undefined;

/** The font package's folder, resolved from this module's package (from sources: legacy-server). */
export function fontPackageDirectory(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json'));
}

/** Where a weight's file is read from: beside the bundle when running one, else in the font package. */
function pdfFontFile(weight: PdfFontWeight): string {
  const bundled = join(BESIDE_BUNDLE, pdfFontFileName(weight));
  if (existsSync(bundled)) return bundled;
  try {
    return join(fontPackageDirectory(), weight, pdfFontFileName(weight));
  } catch (error) {
    throw new Error(`the PDF font ${pdfFontFileName(weight)} is neither in ${BESIDE_BUNDLE} nor in a resolvable font package`, { cause: error });
  }
}

function parse(weight: PdfFontWeight): ParsedFont {
  const file = pdfFontFile(weight);
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
