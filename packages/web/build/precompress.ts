import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** The files under `dir`, but not in dot folders (.vite holds the build manifest, which is not served). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}

/** Writes `file.br` and `file.gz` beside `file` when each is smaller than it. */
async function compressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < content.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < content.length ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/**
 * Brotli (quality 11) and gzip (level 9) copies of every text asset of the build from `minSize`
 * bytes, written once at build time beside the file: the gateway serves them as they are
 * (@fastify/static `preCompressed`), so no request pays for compression and the smallest form
 * travels. Smaller files gain less than the encoding costs and are served as they are.
 */
export function precompress({ minSize = 1024 }: { minSize?: number } = {}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const files = await filesUnder(outDir);
      const wanted = await Promise.all(
        files.map(async (file) => COMPRESSIBLE.test(file) && (await stat(file)).size >= minSize),
      );
      await Promise.all(files.filter((_, index) => wanted[index]).map(compressFile));
    },
  };
}
