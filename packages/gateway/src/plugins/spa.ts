import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { productTitle } from '@portal/contract';
import { isApiPath } from '../http/api-path';
import { sendNotFoundProblem } from '../http/error-handler';

function notBuiltPage(cityName: string): string {
  const title = productTitle(cityName);
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><title>${title}</title></head>
<body>
<h1>${title}</h1>
<p>前端页面尚未构建。请先运行 <code>pnpm --filter @portal/web build</code>，然后重新启动服务。</p>
<p>接口文档：<a href="/api/docs">/api/docs</a></p>
</body>
</html>`;
}

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** Hashed build output: a new build writes new names, so a copy never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function isHashedAsset(root: string, file: string): boolean {
  return path.relative(root, file).split(path.sep)[0] === 'assets';
}

/**
 * The built SPA from WEB_DIST, with history routing: any non-API GET that accepts HTML gets
 * index.html. Unknown API paths get a 404 problem. The build writes brotli and gzip copies of
 * its text files (packages/web/build/precompress.ts); they are sent as they are to a browser
 * that accepts them. Files under assets/ carry their content hash in the name and are cached
 * for a year; index.html (and the history fallback) is revalidated, so a new build is picked up.
 */
export async function registerSpa(
  app: FastifyInstance,
  opts: { webDist: string; cityName: string },
): Promise<void> {
  const root = path.resolve(opts.webDist);
  const built = existsSync(path.join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      cacheControl: false,
      preCompressed: true,
      // Build metadata (.vite/manifest.json) stays on the server.
      dotfiles: 'ignore',
      setHeaders: (res, file) => {
        res.setHeader('cache-control', isHashedAsset(root, file) ? IMMUTABLE : 'no-cache');
        // Caches keep the brotli, gzip and plain answers of one URL apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.get('/', async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(notBuiltPage(opts.cityName)),
    );
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(request)) return sendNotFoundProblem(request, reply);
    if (built) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.type('text/html; charset=utf-8').send(notBuiltPage(opts.cityName));
  });
}
