// ESLint holds the repository's boundaries and conventions, not its style: which package may import
// which, web features that stay apart, no import cycles, kebab-case names, hooks used correctly,
// comments that point only into the repository, no `any` or `as never` in product code, and the
// SPA's query keys taken only from its query modules.
// docs/architecture.md explains the layout these rules keep; scripts/eslint-boundaries.test.ts
// proves that each rule fails when its boundary is broken.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));
const code = '**/*.{ts,tsx,mts,mjs,js}';
const testFiles = ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/test-support/**', '**/*-support.ts', '**/test-setup.ts'];

// Which workspace packages each package may import (by its package name). Everything else under
// @portal/ is refused; relative paths into another package are refused by import-x/no-relative-packages.
const allowedPackages = {
  'packages/contract': [],
  'packages/legacy-protocol': [],
  'packages/legacy-server': ['contract', 'legacy-protocol'],
  'packages/gateway': ['contract', 'legacy-protocol'],
  'packages/launcher': ['gateway', 'legacy-server'],
  'packages/web': ['contract'],
  e2e: ['contract'],
};

function packageBoundary(folder, allowed, files = [`${folder}/${code}`], ignores = []) {
  const allowedPattern = allowed.length === 0 ? '' : `(?!(${allowed.join('|')})(/|$))`;
  const list = allowed.length === 0 ? 'no workspace package' : allowed.map((name) => `@portal/${name}`).join(', ');
  return {
    name: `boundary/${folder}`,
    files,
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@portal/${allowedPattern}`,
              message: `${folder} may import only ${list} (docs/architecture.md, "Packages").`,
            },
          ],
        },
      ],
    },
  };
}

// The gateway's tests start a real legacy-server; its product code never does (packages/bench may).
const gatewayTestFiles = testFiles.map((glob) => `packages/gateway/${glob}`);

// One zone per web feature folder, read when the config loads so a new feature is covered at once.
const webSrc = 'packages/web/src';
const featureNames = readdirSync(join(root, webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = [
  ...featureNames.map((name) => ({
    target: `./${webSrc}/features/${name}`,
    from: `./${webSrc}/features`,
    except: [`./${name}`],
    message: 'Features do not import each other: move what both need into src/ui or src/lib.',
  })),
  ...['ui', 'lib'].map((layer) => ({
    target: `./${webSrc}/${layer}`,
    from: `./${webSrc}/features`,
    message: `src/${layer} is shared by every feature and must not depend on one.`,
  })),
];

// `as never` hides a type error; the rule is repeated in every block that sets no-restricted-syntax
// (a later block's options replace an earlier one's for the files both match).
const NO_AS_NEVER = {
  selector: ':matches(TSAsExpression, TSTypeAssertion) > TSNeverKeyword',
  message: '`as never` hides a type error: give the value its real type.',
};

// Query keys come only from the query modules (src/api/queries/, one per contract resource): a key
// written out elsewhere escapes the invalidations rooted at its resource (docs/architecture.md, "web").
const QUERY_KEY_MESSAGE = 'Take the query key from its resource\'s factory in src/api/queries/ (docs/architecture.md, "web").';
const QUERY_CLIENT_CALLS = [
  'invalidateQueries',
  'refetchQueries',
  'cancelQueries',
  'removeQueries',
  'resetQueries',
  'setQueryData',
  'getQueryData',
  'getQueryState',
  'fetchQuery',
  'prefetchQuery',
  'ensureQueryData',
];
const LITERAL_QUERY_KEYS = [
  "Property[key.name='queryKey'] > ArrayExpression",
  "Property[key.name='queryKey'] > :matches(TSAsExpression, TSSatisfiesExpression) > ArrayExpression",
  `CallExpression[callee.property.name=/^(${QUERY_CLIENT_CALLS.join('|')})$/] > ArrayExpression.arguments:first-child`,
].map((selector) => ({ selector, message: QUERY_KEY_MESSAGE }));

// Comments point only into the repository: the documents the code was first written from do not
// ship, so a comment names the fact itself or a page of docs/.
const OUTSIDE_DOCUMENT = /\.\.\/shared|product-spec|DESIGN\.md|STYLE\.md|(?<!docs\/)\b(domain|legacy-wire|architecture)\.md|spec(ification)? (section|§) ?\d/;
const repositoryRules = {
  rules: {
    'comments-point-into-repo': {
      meta: {
        type: 'suggestion',
        schema: [],
        messages: { outside: 'This comment points outside the repository ({{ found }}); say the fact or point into docs/.' },
      },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              const found = OUTSIDE_DOCUMENT.exec(comment.value);
              if (found) context.report({ loc: comment.loc, messageId: 'outside', data: { found: found[0] } });
            }
          },
        };
      },
    },
  },
};

export default defineConfig(
  {
    name: 'ignores',
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      '**/.tmp/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/screenshots/**',
    ],
  },
  {
    name: 'language',
    files: [code],
    languageOptions: {
      parser: tseslint.parser,
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@typescript-eslint': tseslint.plugin, 'import-x': importX, 'check-file': checkFile, portal: repositoryRules },
    settings: {
      // Without these, import-x reads only .js dependencies and no cycle through .ts is ever seen.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'e2e/tsconfig.json', 'tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-relative-packages': 'error',
      'portal/comments-point-into-repo': 'error',
      // The whole graph is walked (no maxDepth): it costs a few seconds on this repository.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        { [code]: 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
      // Unit and integration tests are `*.test.ts(x)` beside the code; Playwright journeys are `*.spec.ts`.
      'check-file/filename-blocklist': [
        'error',
        { 'packages/**/*.spec.{ts,tsx}': '*.test.ts', 'e2e/**/*.test.ts': '*.spec.ts' },
      ],
    },
  },
  {
    // Locale files carry their BCP 47 tag as the name (zh-CN, en-US).
    name: 'locale-file-names',
    files: ['**/{zh-CN,en-US}.ts'],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
  {
    // The root scripts check root files (docker-compose.yml, .env.example) against the packages'
    // config; the root package depends on no workspace package, so they read the sources by path.
    name: 'root-scripts',
    files: [`scripts/${code}`],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  ...Object.entries(allowedPackages)
    .filter(([folder]) => folder !== 'packages/gateway')
    .map(([folder, allowed]) => packageBoundary(folder, allowed)),
  packageBoundary('packages/gateway', allowedPackages['packages/gateway'], [`packages/gateway/${code}`], gatewayTestFiles),
  packageBoundary('packages/gateway (tests)', [...allowedPackages['packages/gateway'], 'legacy-server'], gatewayTestFiles),
  {
    name: 'web',
    files: [`${webSrc}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    name: 'product-code',
    files: [`packages/*/src/${code}`],
    ignores: testFiles,
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': ['error', NO_AS_NEVER],
    },
  },
  {
    name: 'web-query-keys',
    files: [`${webSrc}/**/*.{ts,tsx}`],
    ignores: [...testFiles, `${webSrc}/api/queries/**`],
    rules: {
      'no-restricted-syntax': ['error', NO_AS_NEVER, ...LITERAL_QUERY_KEYS],
    },
  },
);
