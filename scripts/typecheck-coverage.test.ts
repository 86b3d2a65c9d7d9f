import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The files the root tsconfig.json's program checks (`pnpm typecheck:node`), relative to the root. */
function rootProgramFiles(): Set<string> {
  const { config, error } = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
  return new Set(parsed.fileNames.map((file) => relative(root, file)));
}

/** Every TypeScript file of a package that its own tsconfig.json names, relative to the root. */
function packageFiles(folder: string): string[] {
  const { config } = ts.readConfigFile(join(root, folder, 'tsconfig.json'), ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, join(root, folder)).fileNames.map((file) => relative(root, file));
}

// `pnpm typecheck` checks the node packages in the root's one program and the others with their own
// `typecheck` script (docs/performance.md, "Test time"): a package in neither would go unchecked.
describe('pnpm typecheck', () => {
  const inRootProgram = rootProgramFiles();
  const folders = [...readdirSync(join(root, 'packages')).map((name) => `packages/${name}`), 'e2e'].filter((folder) =>
    existsSync(join(root, folder, 'tsconfig.json')),
  );

  it.each(folders)('checks every file of %s', (folder) => {
    const scripts = (JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts;
    if (scripts?.typecheck !== undefined) {
      expect(scripts.typecheck).toBe('tsc -p tsconfig.json');
      return;
    }
    const files = packageFiles(folder);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !inRootProgram.has(file))).toEqual([]);
  });

  it('gives the node packages in the root program the same options as the root', () => {
    const base = (folder: string) => (ts.readConfigFile(join(root, folder, 'tsconfig.json'), ts.sys.readFile).config as { extends?: string; compilerOptions?: unknown });
    for (const folder of folders.filter((candidate) => packageFiles(candidate).some((file) => inRootProgram.has(file)))) {
      expect(base(folder).compilerOptions, folder).toBeUndefined();
      expect(base(folder).extends, folder).toBe('../../tsconfig.base.json');
    }
  });
});
