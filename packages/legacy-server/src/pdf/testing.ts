import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The one installer of poppler-utils, shared with the repository's own tests. */
const ENSURE_POPPLER = fileURLToPath(new URL('../../../../scripts/ensure-poppler.mjs', import.meta.url));
let popplerChecked = false;

/**
 * Makes sure poppler-utils (pdftotext, pdfinfo, pdftoppm) is there: scripts/ensure-poppler.mjs
 * installs it with apt-get when missing, under a machine-wide lock so parallel test files install once.
 */
export function ensurePoppler(): void {
  if (popplerChecked) return;
  execFileSync(process.execPath, [ENSURE_POPPLER], { stdio: 'inherit' });
  popplerChecked = true;
}

function withTempPdf<T>(pdf: Uint8Array, use: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'portal-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return use(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The text of a PDF as pdftotext reads it (reading order, `-layout` off), for assertions such as
 * `expect(pdfText(bytes)).toContain('定期检验报告')`. Installs poppler-utils when missing.
 */
export function pdfText(pdf: Uint8Array): string {
  ensurePoppler();
  return withTempPdf(pdf, (file) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
}

/** The number of pages (pdfinfo). */
export function pdfPageCount(pdf: Uint8Array): number {
  ensurePoppler();
  const info = withTempPdf(pdf, (file) => execFileSync('pdfinfo', [file], { encoding: 'utf8' }));
  const match = /^Pages:\s+(\d+)/m.exec(info);
  if (!match?.[1]) throw new Error('pdfinfo did not report a page count');
  return Number(match[1]);
}

/**
 * Renders every page to PNG files `<prefix>-<n>.png` in `outputDir` (pdftoppm), to LOOK at a PDF
 * while developing: `pdfToPng(bytes, '/tmp/shots', 'report')`. Returns the file paths.
 */
export function pdfToPng(pdf: Uint8Array, outputDir: string, prefix: string, resolution = 80): string[] {
  ensurePoppler();
  withTempPdf(pdf, (file) => execFileSync('pdftoppm', ['-png', '-r', String(resolution), file, join(outputDir, prefix)]));
  return readdirSync(outputDir)
    .filter((name) => name.startsWith(`${prefix}-`) && name.endsWith('.png'))
    .sort()
    .map((name) => join(outputDir, name));
}
