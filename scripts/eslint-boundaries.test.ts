// Proves that every boundary rule of eslint.config.js fails when the boundary is broken: snippets are
// linted in memory at virtual paths inside the packages (the imports they name are real files, so
// the resolver sees what it sees in `pnpm lint`). The cycle needs files on disk: two modules are
// written to a temporary folder under scripts/ and removed afterwards.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

// Two feature folders that exist today (read at run time, so the test follows renames).
const features = readdirSync(join(root, 'packages/web/src/features')).filter((name) =>
  existsSync(join(root, 'packages/web/src/features', name, 'index.ts')),
);
const [featureA, featureB] = features;

describe('package boundaries', () => {
  it('refuses web importing the gateway', async () => {
    expect(await rulesBroken('packages/web/src/lib/probe.ts', "import { buildApp } from '@portal/gateway';\nvoid buildApp;\n")).toEqual([
      'no-restricted-imports',
    ]);
  });

  it('lets web import the contract', async () => {
    expect(await rulesBroken('packages/web/src/lib/probe.ts', "import { contract } from '@portal/contract';\nvoid contract;\n")).toEqual([]);
  });

  it('refuses gateway product code importing legacy-server, and lets its tests do it', async () => {
    const snippet = "import { createTestPlatform } from '@portal/legacy-server/testing';\nvoid createTestPlatform;\n";
    expect(await rulesBroken('packages/gateway/src/app-probe.ts', snippet)).toEqual(['no-restricted-imports']);
    expect(await rulesBroken('packages/gateway/src/app-probe.test.ts', snippet)).toEqual([]);
  });

  it('refuses legacy-protocol importing the contract', async () => {
    expect(await rulesBroken('packages/legacy-protocol/src/probe.ts', "import { contract } from '@portal/contract';\nvoid contract;\n")).toEqual([
      'no-restricted-imports',
    ]);
  });

  it('refuses legacy-server importing the gateway and the launcher importing the contract', async () => {
    const gateway = "import { buildApp } from '@portal/gateway';\nvoid buildApp;\n";
    expect(await rulesBroken('packages/legacy-server/src/probe.ts', gateway)).toEqual(['no-restricted-imports']);
    const contract = "import { contract } from '@portal/contract';\nvoid contract;\n";
    expect(await rulesBroken('packages/launcher/src/probe.ts', contract)).toEqual(['no-restricted-imports']);
  });

  it('refuses a relative import into another package', async () => {
    expect(await rulesBroken('packages/web/src/lib/probe.ts', "import { contract } from '../../../contract/src/index';\nvoid contract;\n")).toEqual([
      'import-x/no-relative-packages',
    ]);
  });
});

describe('web features', () => {
  it('has two features to test with', () => {
    expect(featureB).toBeDefined();
  });

  it('refuses one feature importing another', async () => {
    const snippet = `import * as other from '../${featureB}';\nvoid other;\n`;
    expect(await rulesBroken(`packages/web/src/features/${featureA}/probe.ts`, snippet)).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets a feature import its own files and the shared kit', async () => {
    const snippet = "import * as own from './index';\nimport * as kit from '../../ui/query-states';\nvoid own;\nvoid kit;\n";
    expect(await rulesBroken(`packages/web/src/features/${featureA}/probe.ts`, snippet)).toEqual([]);
  });

  it('refuses ui and lib importing a feature', async () => {
    const snippet = `import * as feature from '../features/${featureA}';\nvoid feature;\n`;
    expect(await rulesBroken('packages/web/src/ui/probe.ts', snippet)).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesBroken('packages/web/src/lib/probe.ts', snippet)).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses a query key written out in a feature, and takes the factory or a key in a query module', async () => {
    const written = [
      "import { useQuery, useQueryClient } from '@tanstack/react-query';",
      'export function useProbe() {',
      "  useQuery({ queryKey: ['equipment', 'detail', '1'], queryFn: () => 1 });",
      '  const client = useQueryClient();',
      "  client.setQueryData(['equipment'], 1);",
      '}',
    ].join('\n');
    expect(await rulesBroken(`packages/web/src/features/${featureA}/probe.ts`, `${written}\n`)).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
    const factory = [
      "import { useQueryClient } from '@tanstack/react-query';",
      "import { equipmentKeys } from '../../api/queries/equipment';",
      'export function useProbe() {',
      '  const client = useQueryClient();',
      '  return () => client.invalidateQueries({ queryKey: equipmentKeys.all });',
      '}',
    ].join('\n');
    expect(await rulesBroken(`packages/web/src/features/${featureA}/probe.ts`, `${factory}\n`)).toEqual([]);
    const module = "export const probeKeys = { all: ['equipment'] as const };\nexport const probeQuery = { queryKey: probeKeys.all };\n";
    expect(await rulesBroken('packages/web/src/api/queries/probe.ts', module)).toEqual([]);
  });

  it('refuses a hook called conditionally', async () => {
    const snippet = "import { useState } from 'react';\nexport function Probe({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n";
    expect(await rulesBroken('packages/web/src/ui/probe.tsx', snippet)).toEqual(['react-hooks/rules-of-hooks']);
  });
});

describe('conventions', () => {
  it('refuses file and folder names that are not kebab-case', async () => {
    expect(await rulesBroken('packages/web/src/ui/ProbeWidget.tsx', 'export const a = 1;\n')).toEqual(['check-file/filename-naming-convention']);
    expect(await rulesBroken('packages/web/src/ui/probeFolder/probe.ts', 'export const a = 1;\n')).toEqual(['check-file/folder-naming-convention']);
    expect(await rulesBroken('packages/web/src/ui/probe-widget.test.tsx', 'export const a = 1;\n')).toEqual([]);
  });

  it('keeps *.spec.ts for the Playwright journeys', async () => {
    expect(await rulesBroken('packages/gateway/src/probe.spec.ts', 'export const a = 1;\n')).toEqual(['check-file/filename-blocklist']);
  });

  it('refuses a comment that points to a document outside the repository', async () => {
    const outside = '// The date rule of ../shared/legacy-wire.md.\nexport const a = 1;\n';
    expect(await rulesBroken('packages/gateway/src/probe.ts', outside)).toEqual(['portal/comments-point-into-repo']);
    const inside = '// The date rule of docs/legacy-wire.md.\nexport const a = 1;\n';
    expect(await rulesBroken('packages/gateway/src/probe.ts', inside)).toEqual([]);
  });

  it('refuses `any` and `as never` in product code but not in tests', async () => {
    const snippet = 'export const a = 1 as never;\nexport const b: any = 1;\n';
    expect(await rulesBroken('packages/gateway/src/probe.ts', snippet)).toEqual([
      'no-restricted-syntax',
      '@typescript-eslint/no-explicit-any',
    ]);
    expect(await rulesBroken('packages/gateway/src/probe.test.ts', snippet)).toEqual([]);
  });
});

describe('import cycles', () => {
  const folder = join(root, 'scripts', `lint-fixture-${process.pid}`);

  beforeAll(() => {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'first.ts'), "import { second } from './second';\nexport const first = () => second();\n");
    writeFileSync(join(folder, 'second.ts'), "import { first } from './first';\nexport const second = () => first;\n");
  });

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses two modules importing each other', async () => {
    const [result] = await eslint.lintFiles([join(folder, 'first.ts')]);
    expect(result?.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
  });
});
