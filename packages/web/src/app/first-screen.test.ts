import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The budget of the first screen without a build: what the entry and the login page import
 * statically (dynamic `import()` starts a chunk of its own) must not reach the UI kit, the form
 * library, the shell or the full API client. The build can only drop more than this finds; the
 * browser suite (e2e/tests/bundle-budget.spec.ts) weighs what is really sent.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FIRST_SCREEN = ['main.tsx', 'features/login/login-page.tsx'];

const NOT_ON_THE_FIRST_SCREEN = [
  '@chakra-ui/react',
  '@emotion/react',
  'react-hook-form',
  '@hookform/resolvers/zod',
  // One module with every icon of the app: the route table names its icons, the shell draws them.
  'react-icons/lu',
  'src/api/client.ts',
  // The pages in the shell: their loaders and the chunks each preloads (app/page-preload.ts loads it).
  'src/app/page-registry.tsx',
  'src/shell/shell.tsx',
  'src/app/theme.ts',
  'src/ui/toaster-view.tsx',
];

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (file) => existsSync(file) && /\.tsx?$/.test(file),
  );
}

/** Every module and package reached from `entries` through static, non-type imports. */
function staticGraph(entries: string[]): Map<string, string> {
  const reached = new Map<string, string>();
  const queue = entries.map((entry) => ({ file: join(SRC, entry), via: entry }));
  while (queue.length > 0) {
    const { file, via } = queue.shift() ?? { file: '', via: '' };
    if (reached.has(file)) continue;
    reached.set(file, via);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)) {
      const specifier = match[1] ?? '';
      const name = relative(join(SRC, '..'), file);
      if (!specifier.startsWith('.')) {
        if (!reached.has(specifier)) reached.set(specifier, name);
        continue;
      }
      const target = resolveLocal(file, specifier);
      if (target) queue.push({ file: target, via: name });
    }
  }
  return reached;
}

describe('the first screen (the entry and the login page)', () => {
  it('imports none of what only signed-in pages need', () => {
    const graph = staticGraph(FIRST_SCREEN);
    const keys = new Map([...graph].map(([key, via]) => [key.startsWith(SRC) ? `src/${relative(SRC, key)}` : key, via]));
    const found = NOT_ON_THE_FIRST_SCREEN.filter((name) => keys.has(name)).map((name) => `${name} (imported by ${keys.get(name)})`);
    expect(found).toEqual([]);
  });

  it('is found by this test at all', () => {
    const graph = staticGraph(FIRST_SCREEN);
    expect(graph.has('react-router-dom')).toBe(true);
    expect(graph.has(join(SRC, 'routes/guard.ts'))).toBe(true);
  });
});
