import { createSystem, defaultConfig } from '@chakra-ui/react';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { portalConfig, system } from './theme';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHAKRA_ESM = join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')), 'dist/esm');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every name the portal imports from @chakra-ui/react. */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0]?.trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** The module of @chakra-ui/react's index that defines `name` (a component or a namespace of parts). */
function moduleOf(index: string, name: string): string | undefined {
  const direct = new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from '(\\./[^']+)'`).exec(index);
  if (direct) return direct[1];
  const alias = new RegExp(`export \\{ (namespace\\$?\\w*) as ${name} \\}`).exec(index);
  if (!alias) return undefined;
  return new RegExp(`import \\* as ${alias[1]?.replace('$', '\\$')} from '(\\./[^']+)'`).exec(index)?.[1];
}

/** Recipe keys a module and the Chakra modules it imports ask the system for. */
function recipeKeys(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return new Set();
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  const keys = new Set([...code.matchAll(/\bkey: "(\w+)"/g)].map((match) => match[1] ?? ''));
  for (const [, relative] of code.matchAll(/from '(\.{1,2}\/[^']+\.js)'/g)) {
    for (const key of recipeKeys(join(dirname(file), relative ?? ''), seen)) keys.add(key);
  }
  return keys;
}

describe('the Chakra system', () => {
  it('has the recipe of every component the portal uses', () => {
    const index = readFileSync(join(CHAKRA_ESM, 'index.js'), 'utf8');
    const full = createSystem(defaultConfig);
    const missing: string[] = [];
    for (const name of importedNames()) {
      const module = moduleOf(index, name);
      if (!module) continue;
      for (const key of recipeKeys(join(CHAKRA_ESM, module))) {
        if (full.hasRecipe(key) && !system.hasRecipe(key)) missing.push(`${name}: ${key}`);
      }
    }
    expect(missing, 'add these recipes to the theme slice in theme.ts').toEqual([]);
  });

  it('keeps the default theme apart from the recipes: tokens, global and preflight CSS', () => {
    const full = createSystem(defaultConfig, portalConfig);
    expect(system._global).toEqual(full._global);
    expect(system.tokens.allTokens.length).toBe(full.tokens.allTokens.length);
  });
});
