// The images of deploy/images.mjs, assembled on the host as the Dockerfile assembles them: the build
// stage (a full install and scripts/build.mjs in a copy of the build context), one production install
// per image from the workspace manifests with its prune commands, then an app folder holding exactly
// the paths the image copies. The build is cached by the context's hash, each install by the
// manifests' hash (docs/deployment.md, "The deployment test").
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { BUILD_COMMAND, IMAGES, installCommand, PNPM_VERSION, WORKSPACE_MANIFESTS, type Image } from '../../images.mjs';
import { buildContextFiles, copyFiles, hashFiles } from './build-context';
import { run } from './commands';

export const CACHE = join(tmpdir(), 'portal-deploy-cache');
const COMPLETE = '.complete';

/** `pnpm` as the Dockerfile's stages have it (installed globally there; npx here, the same version). */
const withPnpm = (command: string) => `pnpm() { npx -y pnpm@${PNPM_VERSION} "$@"; }; ${command}`;

function cacheDir(): string {
  mkdirSync(CACHE, { recursive: true, mode: 0o755 });
  return CACHE;
}

/** Keeps `keep` and removes the other finished entries starting with `prefix` (earlier sources). */
function evict(prefix: string, keep: string): void {
  for (const name of readdirSync(CACHE)) {
    // Another run's unfinished folder (`….work-…`) is its own to remove.
    if (name.startsWith(prefix) && name !== keep && !name.includes('.work-')) rmSync(join(CACHE, name), { recursive: true, force: true });
  }
}

/** Runs `fill` into a fresh folder and puts it at `dir` once it finished, unless a finished one is there. */
async function cached(dir: string, fill: (work: string) => Promise<void>): Promise<boolean> {
  if (existsSync(join(dir, COMPLETE))) return true;
  const work = mkdtempSync(`${dir}.work-`);
  try {
    await fill(work);
    writeFileSync(join(work, COMPLETE), '');
    rmSync(dir, { recursive: true, force: true });
    renameSync(work, dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return false;
}

/** The build stage's outputs (every path an image copies from it); true in `cached` when reused. */
export async function buildStage(log: string): Promise<{ dir: string; cached: boolean }> {
  const files = buildContextFiles();
  const name = `build-${hashFiles(files)}`;
  const dir = join(cacheDir(), name);
  const wasCached = await cached(dir, async (outputs) => {
    const work = mkdtempSync(join(CACHE, 'context-'));
    try {
      copyFiles(files, work);
      await run('sh', ['-c', withPnpm('pnpm install --frozen-lockfile --prefer-offline')], { cwd: work, log });
      await run('sh', ['-c', BUILD_COMMAND], { cwd: work, log });
      for (const path of new Set(IMAGES.flatMap((image) => image.fromBuild))) cpSync(join(work, path), join(outputs, path), { recursive: true });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
  evict('build-', name);
  return { dir, cached: wasCached };
}

/** An image's install stage: the production install of its filter, then its prune commands. */
export async function installStage(image: Image, log: string): Promise<{ dir: string; cached: boolean }> {
  const key = hashFiles(WORKSPACE_MANIFESTS);
  const name = `deps-${image.name}-${key}-${hashOf(installCommand(image), ...image.prune)}`;
  const dir = join(cacheDir(), name);
  const wasCached = await cached(dir, async (work) => {
    copyFiles(WORKSPACE_MANIFESTS, work);
    await run('sh', ['-c', withPnpm(`${installCommand(image)} --prefer-offline`)], { cwd: work, log });
    for (const command of image.prune) await run('sh', ['-c', command], { cwd: work, log });
  });
  evict(`deps-${image.name}-`, name);
  return { dir, cached: wasCached };
}

const hashOf = (...parts: string[]): string => createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 8);

export type AssembledImage = {
  image: Image;
  /** The image's /app. */
  appDir: string;
  /** Each writable path of the image and the host folder standing for it. */
  writable: Map<string, string>;
};

/**
 * The image's /app under `root`: only the paths it copies from its install stage and the build stage
 * (hard links into the caches: nothing is written there, the folders are root's). Its writable paths
 * become folders under `root/fs` owned by `owner`.
 */
export async function assembleImage(image: Image, root: string, stages: { build: string; deps: string }, owner: { uid: number; gid: number }, log: string): Promise<AssembledImage> {
  const appDir = join(root, 'images', image.name, 'app');
  mkdirSync(appDir, { recursive: true, mode: 0o755 });
  for (const [from, paths] of [
    [stages.deps, image.fromDeps],
    [stages.build, image.fromBuild],
  ] as const) {
    for (const path of paths) {
      mkdirSync(dirname(join(appDir, path)), { recursive: true, mode: 0o755 });
      await run('cp', ['-a', '-l', join(from, path), join(appDir, path)], { log });
    }
  }
  const writable = new Map<string, string>();
  for (const path of image.writable) {
    const hostPath = join(root, 'fs', path);
    mkdirSync(hostPath, { recursive: true, mode: 0o755 });
    for (let dir = hostPath; dir.startsWith(root) && dir !== root; dir = dirname(dir)) chmodSync(dir, 0o755);
    await run('chown', [`${owner.uid}:${owner.gid}`, hostPath], { log });
    writable.set(path, hostPath);
  }
  return { image, appDir, writable };
}
