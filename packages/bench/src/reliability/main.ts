import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServers } from '../build';
import { loadNow, machineLines } from '../machine';
import { markdownTable } from '../markdown';
import { installExitHandlers, stopAll } from '../processes';
import type { ReliabilityOptions, ReliabilitySection } from './section';

/**
 * `pnpm test:reliability`: crashes, faults between gateway and platform, retries, fuzzing; written
 * to docs/reliability.md. RELIABILITY_ONLY=crashes,faults,fuzz,sustained runs some sections
 * (RELIABILITY_SUSTAINED_SECONDS shortens the sustained load). Exits 1 when a
 * figure is not what it should be.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const REPORT = path.join(ROOT, 'docs/reliability.md');
/** The sections of the last runs, so that a run of some sections keeps the others' figures in the report. */
const SECTIONS = path.join(ROOT, 'docs/reliability.json');
const ORDER = ['crashes', 'faults', 'fuzz', 'sustained'] as const;

type Runner = (options: ReliabilityOptions) => Promise<ReliabilitySection>;

async function load(key: (typeof ORDER)[number]): Promise<Runner> {
  return ((await import(`./${key}.ts`)) as { run: Runner }).run;
}

type Stored = ReliabilitySection & { key: string; header: string[] };

async function storedSections(): Promise<Stored[]> {
  try {
    return JSON.parse(await readFile(SECTIONS, 'utf8')) as Stored[];
  } catch {
    return [];
  }
}

/** This run's sections in place of the stored ones of the same key, in the report's order. */
function merged(stored: Stored[], fresh: Stored[]): Stored[] {
  const byKey = new Map(stored.map((section) => [section.key, section]));
  for (const section of fresh) byKey.set(section.key, section);
  return ORDER.flatMap((key) => byKey.get(key) ?? []);
}

function report(header: string[], sections: Stored[]): string {
  const ranAt = (section: Stored) => section.header.find((line) => line.startsWith('- Date: '))?.slice('- Date: '.length) ?? '?';
  const runs = sections.map((section) => `- "${section.title}" ran at ${ranAt(section)}`);
  const figures = sections.flatMap((section) => section.figures);
  const table = markdownTable(
    ['', 'figure', 'measured', 'should be'],
    figures.map((figure) => [figure.pass ? '✅' : '❌', figure.name, figure.measured, figure.expected]),
  );
  return `# Reliability

Written by \`pnpm test:reliability\` (packages/bench/src/reliability/main.ts), which an operator can run again
on their own machine. Every figure says how it was measured below its section.

${header.join('\n')}
${runs.join('\n')}

${table}

${sections.map((section) => `## ${section.title}\n\n${section.markdown.trim()}`).join('\n\n')}
`;
}

async function main(): Promise<void> {
  installExitHandlers();
  const only = process.env.RELIABILITY_ONLY?.split(',').map((key) => key.trim());
  const keys = ORDER.filter((key) => !only || only.includes(key));
  const header = machineLines();
  const build = buildServers(ROOT);
  if (!build.compiled) throw new Error(`the servers must run compiled: ${build.note}`);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'portal-reliability-'));
  const sections: Stored[] = [];
  const stored = await storedSections();
  try {
    for (const key of keys) {
      console.log(`[reliability] ${key} …`);
      const section = await (await load(key))({ root: ROOT, tmp });
      sections.push({ ...section, key, header: [...header, `- Load average when it ended: ${loadNow()}`] });
      const all = merged(stored, sections);
      await writeFile(SECTIONS, `${JSON.stringify(all, null, 2)}\n`);
      await writeFile(REPORT, report([...header, `- Load average when the last section ended: ${loadNow()}`], all));
    }
  } finally {
    await stopAll();
    await rm(tmp, { recursive: true, force: true });
  }
  const failed = sections.flatMap((section) => section.figures).filter((figure) => !figure.pass);
  for (const figure of failed) console.error(`[reliability] ✗ ${figure.name}: ${figure.measured} (should be ${figure.expected})`);
  console.log(`[reliability] written to ${path.relative(ROOT, REPORT)}`);
  if (failed.length > 0) process.exitCode = 1;
}

await main();
