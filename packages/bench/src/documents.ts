import os from 'node:os';
import { legacySchema, reportPdf, useSignOf, useSignsPdf } from '@portal/legacy-server';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { and, eq } from 'drizzle-orm';
import { fixed, int, markdownTable } from './markdown';
import type { BenchOptions, BenchSection, Goal } from './section';
import { goalLine } from './section';
import { median, percentile } from './stats';

/**
 * Issue 30, point 3: the time to render one report PDF and one PDF of 50 use signs, through the
 * platform's own render functions (reportPdf, useSignsPdf: the code the print host runs on a
 * download, which hands the drawing to a PDF worker thread), warm, one at a time.
 * BENCH_DOCUMENT_SAMPLES sets N.
 */

const SAMPLES = Number(process.env.BENCH_DOCUMENT_SAMPLES ?? 20);
const WARMUPS = 3;
const REPORT_LIMIT_MS = 150;
const SIGNS_LIMIT_MS = 3000;
const SIGNS = 50;
const ORIGIN = 'https://portal.example.cn';

type Timing = { name: string; limit: number; times: number[]; bytes: number };

async function time(name: string, limit: number, samples: number, render: () => Promise<Buffer>): Promise<Timing> {
  let bytes = 0;
  for (let round = 0; round < WARMUPS; round += 1) bytes = (await render()).length;
  const times: number[] = [];
  for (let round = 0; round < samples; round += 1) {
    const started = performance.now();
    await render();
    times.push(performance.now() - started);
  }
  return { name, limit, times, bytes };
}

export async function run(_options: BenchOptions): Promise<BenchSection> {
  const server = await startTestLegacyServer();
  try {
    const { db } = server;
    // The seeded latest inspection of 悦澜's 1号客梯, as the report files' tests print it.
    const [report] = await db.select().from(legacySchema.reports).where(eq(legacySchema.reports.id, 'r-30101-02'));
    const [file] = await db.select().from(legacySchema.equipment).where(eq(legacySchema.equipment.id, '30101'));
    const [unit] = file ? await db.select().from(legacySchema.units).where(eq(legacySchema.units.id, file.unitId)) : [];
    if (!report || !file || !unit) throw new Error('the seeded report r-30101-02 is missing');
    const elevators = await db
      .select()
      .from(legacySchema.equipment)
      .where(and(eq(legacySchema.equipment.unitId, unit.id), eq(legacySchema.equipment.categoryCode, '3000')));
    if (elevators.length === 0) throw new Error('the unit has no elevator');
    // 50 signs: the unit's elevators repeated, as a print of 50 chosen elevators would draw them.
    const signs = Array.from({ length: SIGNS }, (_, index) => useSignOf(elevators[index % elevators.length]!, unit.name));
    const now = new Date();
    const load = os.loadavg()[0] ?? Number.NaN;
    const results = [
      await time('inspection report (LLDSJ), one PDF', REPORT_LIMIT_MS, SAMPLES, () => reportPdf({ report, equipment: file, unit, origin: ORIGIN }, 'LLDSJ')),
      await time(`${SIGNS} use signs in one PDF`, SIGNS_LIMIT_MS, Math.max(3, Math.round(SAMPLES / 4)), () => useSignsPdf(signs, ORIGIN, now)),
    ];
    const goals: Goal[] = results.map((result) => ({
      name: `${result.name}: render time (median, warm)`,
      target: `≤ ${int(result.limit)} ms`,
      measured: `${fixed(median(result.times), 1)} ms`,
      pass: median(result.times) <= result.limit,
    }));
    const markdown = `${goals.map(goalLine).join('\n')}

${markdownTable(
  ['document', 'renders', 'median ms', 'p95 ms', 'max ms', 'KB'],
  results.map((result) => [result.name, int(result.times.length), fixed(median(result.times), 1), fixed(percentile(result.times, 95), 1), fixed(Math.max(...result.times), 1), fixed(result.bytes / 1000, 1)]),
)}

How it was measured: in the benchmark's process, a test platform (\`startTestLegacyServer\`, PGlite with the demo data) gave the seeded report r-30101-02 of 悦澜's 1号客梯 with its equipment file and unit, and the unit's elevators as use signs (repeated to ${SIGNS}). The platform's own render functions were called as its print host calls them on a download: \`reportPdf(source, 'LLDSJ')\` (packages/legacy-server/src/resources/reports/files.ts) and \`useSignsPdf(signs, origin, now)\` (elevator-use-signs/sign-pdf.ts), each handing the drawing to the PDF worker pool (src/pdf/pool.ts; the worker loaded from TypeScript with tsx here, from dist/pdf-worker.js in a bundle), so the time includes the hand-over to the worker thread and the bytes' way back. ${WARMUPS} unmeasured renders first (worker started, JIT, fonts parsed), then one at a time; the time runs from the call to the finished bytes. No HTTP: a report's file is kept once rendered, so a download through the gateway would time the stored bytes, not the render. 1-minute load average ${fixed(load, 2)} when the measurement began.
`;
    return { title: 'Documents: report PDF and 50 use signs', markdown, goals };
  } finally {
    await server.close();
  }
}
