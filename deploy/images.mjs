// The runtime images, defined once. The Dockerfile is held to this file by scripts/dockerfile.test.ts
// (each stage's instructions are compared with `stageInstructions`), and `pnpm test:deploy`
// (deploy/test/) assembles the same layout from it on this machine. docs/deployment.md explains both.
//
// Each image holds compiled JavaScript (scripts/build.mjs bundles every workspace package into
// packages/<server>/dist), the production dependencies those bundles import by relative path
// (the root node_modules/.pnpm store and the node_modules links of each workspace package the bundle
// was built from) and assets; no TypeScript sources, no pnpm.

/** The base of every stage; the same version as .node-version (a test compares the two). */
export const NODE_IMAGE = 'node:24.22.3-bookworm-slim';
export const PNPM_VERSION = '10.34.9';
export const APP_DIR = '/app';

/** A frozen install needs every importer of the lockfile, so every workspace manifest is copied. */
export const WORKSPACE_MANIFESTS = [
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'e2e/package.json',
  'packages/bench/package.json',
  'packages/contract/package.json',
  'packages/gateway/package.json',
  'packages/launcher/package.json',
  'packages/legacy-protocol/package.json',
  'packages/legacy-server/package.json',
  'packages/web/package.json',
];

/** What the build stage copies after installing (files into /app, folders to their own name), and how it builds. */
export const BUILD_SOURCES = ['tsconfig.base.json', 'scripts', 'packages'];
export const BUILD_COMMAND = 'node scripts/build.mjs';

/**
 * @typedef {object} Image
 * @property {string} name the compose service and Dockerfile stage; its install stage is `<name>-deps`
 * @property {string} filter pnpm's `--filter-prod` selector of the production install
 * @property {string[]} prune shell commands run from the app folder after the install (Dockerfile RUN lines)
 * @property {string[]} fromDeps paths copied from the install stage
 * @property {string[]} fromBuild paths copied from the build stage
 * @property {string[]} writable absolute folders made and given to `user` (everything else stays root's)
 * @property {Record<string, string>} env
 * @property {string} user
 * @property {number} port
 * @property {string[]} cmd
 */

/** @type {readonly Image[]} */
export const IMAGES = [
  {
    name: 'legacy-server',
    filter: '@portal/legacy-server...',
    prune: [
      // Compose runs the platform on PostgreSQL: PGlite (27 MB) is imported only without DATABASE_URL
      // (legacy-server src/db/pglite-database.ts), so the image leaves it out.
      "rm -rf node_modules/.pnpm/@electric-sql+pglite@* && find node_modules packages -path '*/node_modules/@electric-sql/pglite' -prune -exec rm -rf {} +",
      // The PDFs' two Noto Sans SC weights travel beside the bundle (dist/fonts, copied by
      // scripts/build.mjs); the font package (nine weights, about 92 MB) is read only from sources.
      "rm -rf node_modules/.pnpm/@expo-google-fonts+noto-sans-sc@* && find node_modules packages -path '*/node_modules/@expo-google-fonts/noto-sans-sc' -prune -exec rm -rf {} +",
    ],
    fromDeps: [
      'node_modules',
      'packages/contract/node_modules',
      'packages/legacy-protocol/node_modules',
      'packages/legacy-server/node_modules',
      'packages/legacy-server/package.json',
    ],
    fromBuild: ['packages/legacy-server/dist'],
    writable: [],
    env: { NODE_ENV: 'production' },
    user: 'node',
    port: 8081,
    cmd: ['node', 'packages/legacy-server/dist/main.js'],
  },
  {
    name: 'gateway',
    filter: '@portal/gateway...',
    prune: [],
    fromDeps: [
      'node_modules',
      'packages/contract/node_modules',
      'packages/gateway/node_modules',
      'packages/legacy-protocol/node_modules',
      'packages/gateway/package.json',
    ],
    // The SPA: the gateway serves packages/web/dist (its WEB_DIST default, beside its own dist).
    fromBuild: ['packages/gateway/dist', 'packages/web/dist'],
    // The security audit trail (docs/security.md); compose mounts the `audit` volume here.
    writable: ['/var/lib/portal/audit'],
    env: { NODE_ENV: 'production', AUDIT_DIR: '/var/lib/portal/audit' },
    user: 'node',
    port: 8080,
    cmd: ['node', 'packages/gateway/dist/main.js'],
  },
];

/** @param {string} name */
export function imageNamed(name) {
  const image = IMAGES.find((candidate) => candidate.name === name);
  if (!image) throw new Error(`no image ${name} in deploy/images.mjs`);
  return image;
}

/** The pnpm command of an image's install stage. @param {Image} image */
export const installCommand = (image) => `pnpm install --prod --frozen-lockfile --filter-prod "${image.filter}"`;

const folderOf = (path) => path.slice(0, path.lastIndexOf('/') + 1);

/**
 * The Dockerfile instructions of each stage, in order, one string per instruction (continuation
 * lines joined with single spaces, comments left out): what the Dockerfile must say.
 * @returns {{ name: string, instructions: string[] }[]}
 */
export function dockerStages() {
  const manifests = WORKSPACE_MANIFESTS.filter((path) => path.includes('/'));
  const stages = [
    { name: 'pnpm', instructions: [`FROM ${NODE_IMAGE} AS pnpm`, `RUN npm install -g pnpm@${PNPM_VERSION}`, `WORKDIR ${APP_DIR}`] },
    {
      name: 'manifests',
      instructions: [
        'FROM pnpm AS manifests',
        `COPY ${WORKSPACE_MANIFESTS.filter((path) => !path.includes('/')).join(' ')} ./`,
        ...manifests.map((path) => `COPY ${path} ${folderOf(path)}`),
      ],
    },
    {
      name: 'build',
      instructions: [
        'FROM manifests AS build',
        'RUN pnpm install --frozen-lockfile',
        ...BUILD_SOURCES.map((path) => (path.includes('.') ? `COPY ${path} ./` : `COPY ${path} ./${path}`)),
        `RUN ${BUILD_COMMAND}`,
      ],
    },
  ];
  for (const image of IMAGES) {
    stages.push({
      name: `${image.name}-deps`,
      instructions: [`FROM manifests AS ${image.name}-deps`, `RUN ${installCommand(image)}`, ...image.prune.map((command) => `RUN ${command}`)],
    });
    stages.push({
      name: image.name,
      instructions: [
        `FROM ${NODE_IMAGE} AS ${image.name}`,
        `WORKDIR ${APP_DIR}`,
        ...Object.entries(image.env).map(([key, value]) => `ENV ${key}=${value}`),
        ...image.fromDeps.map((path) => `COPY --from=${image.name}-deps ${APP_DIR}/${path} ./${path}`),
        ...image.fromBuild.map((path) => `COPY --from=build ${APP_DIR}/${path} ./${path}`),
        ...image.writable.map((path) => `RUN mkdir -p ${path} && chown ${image.user}:${image.user} ${path}`),
        `USER ${image.user}`,
        `EXPOSE ${image.port}`,
        `CMD ${JSON.stringify(image.cmd).replaceAll('","', '", "')}`,
      ],
    });
  }
  return stages;
}
