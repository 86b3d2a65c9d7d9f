// The Docker build context, on the host: the files of the working tree the Dockerfile's build stage
// copies (deploy/images.mjs: the workspace manifests and BUILD_SOURCES), tracked or new but not
// ignored by git, less what .dockerignore leaves out. Its hash keys the cached build.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BUILD_SOURCES, WORKSPACE_MANIFESTS } from '../../images.mjs';

export const REPOSITORY = join(import.meta.dirname, '..', '..', '..');

/** .dockerignore's patterns as path tests (`*` within a segment, `**` across them). */
function dockerIgnore(): (path: string) => boolean {
  const patterns = readFileSync(join(REPOSITORY, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((pattern) => {
      const source = pattern
        .split('/')
        .map((part) => (part === '**' ? '(?:.*)' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')))
        .join('/')
        .replace('(?:.*)/', '(?:.*/)?');
      return new RegExp(`^${source}(?:/|$)`);
    });
  return (path) => patterns.some((pattern) => pattern.test(path));
}

/** The context's files, relative to the repository, sorted. */
export function buildContextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPOSITORY, maxBuffer: 64 * 1024 * 1024 })
    .toString()
    .split('\0')
    .filter((path) => path !== '');
  const wanted = [...WORKSPACE_MANIFESTS, ...BUILD_SOURCES];
  const ignored = dockerIgnore();
  return [...new Set(listed)]
    .filter((path) => wanted.some((root) => path === root || path.startsWith(`${root}/`)))
    .filter((path) => !ignored(path))
    .filter((path) => existsSync(join(REPOSITORY, path)) && statSync(join(REPOSITORY, path)).isFile())
    .sort();
}

/** A hash of paths and contents: the same context builds the same images. */
export function hashFiles(files: readonly string[], from: string = REPOSITORY): string {
  const hash = createHash('sha256');
  for (const path of files) hash.update(path).update('\0').update(readFileSync(join(from, path))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

export function copyFiles(files: readonly string[], to: string, from: string = REPOSITORY): void {
  for (const path of files) {
    mkdirSync(dirname(join(to, path)), { recursive: true });
    copyFileSync(join(from, path), join(to, path));
  }
}
