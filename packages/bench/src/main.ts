import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServers } from './build';
import { loadNow, machineLines } from './machine';
import { installExitHandlers, stopAll } from './processes';
import { reportFile, type KeyedSection } from './report-file';
import type { BenchOptions, BenchSection } from './section';

/**
 * `pnpm bench`: every measurement of issue 9 in one command, written to docs/benchmarks.md.
 * BENCH_ONLY=proxy,list,memory,bundle,browser,heavy,documents runs some sections; the others keep their earlier text.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const REPORT = path.join(ROOT, 'docs/benchmarks.md');
const ORDER = ['proxy', 'list', 'memory', 'bundle', 'browser', 'heavy', 'documents'] as const;
type Key = (typeof ORDER)[number];
const NEEDS_SERVERS: readonly Key[] = ['proxy', 'list', 'memory', 'browser', 'heavy'];

type Runner = (options: BenchOptions) => Promise<BenchSection>;

/** A section's module; the list section is another helper's file and may not be there yet. */
async function load(key: Key): Promise<Runner | null> {
  const file = key === 'list' || key === 'proxy' || key === 'heavy' ? `${key}/index.ts` : `${key}.ts`;
  const url = new URL(`./${file}`, import.meta.url);
  if (!existsSync(fileURLToPath(url))) return null;
  return ((await import(pathToFileURL(fileURLToPath(url)).href)) as { run: Runner }).run;
}

function selected(): Key[] {
  const only = process.env.BENCH_ONLY?.split(',').map((key) => key.trim()).filter(Boolean);
  if (!only) return [...ORDER];
  const unknown = only.filter((key) => !(ORDER as readonly string[]).includes(key));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY: unknown section(s) ${unknown.join(', ')}; known: ${ORDER.join(', ')}`);
  return ORDER.filter((key) => only.includes(key));
}

async function main(): Promise<void> {
  installExitHandlers();
  const keys = selected();
  const header = machineLines();
  const build = keys.some((key) => NEEDS_SERVERS.includes(key)) ? buildServers(ROOT) : { compiled: false, note: 'no server was started' };
  header.push(`- Servers: ${build.note}`);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
  const options: BenchOptions = { root: ROOT, tmp, compiled: build.compiled };
  const sections: KeyedSection[] = [];
  const previous = existsSync(REPORT) ? await readFile(REPORT, 'utf8') : '';
  // Written after every section, so an interrupted run keeps what it measured.
  const write = () =>
    writeFile(REPORT, reportFile({ header: [...header, `- Load average when the last section ended: ${loadNow()} (1, 5, 15 min)`], order: ORDER, sections, previous }));
  let failed = false;
  try {
    for (const key of keys) {
      const run = await load(key);
      if (!run) {
        console.warn(`[bench] ${key}: no module yet, skipped`);
        continue;
      }
      console.log(`[bench] ${key} …`);
      const ranAt = new Date().toISOString();
      try {
        sections.push({ key, section: await run(options), ranAt });
      } catch (error) {
        // One broken section does not cost the others their figures; the run still fails.
        failed = true;
        console.error(`[bench] ${key} failed:`, error);
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        sections.push({ key, ranAt, section: { title: `${key} (failed)`, markdown: `The section failed in this run:\n\n\`\`\`\n${message}\n\`\`\`` } });
      }
      await write();
    }
  } finally {
    await stopAll();
    await rm(tmp, { recursive: true, force: true });
  }
  console.log(`[bench] written to ${path.relative(ROOT, REPORT)}`);
  if (failed) process.exitCode = 1;
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exitCode = 1;
});
