import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app';
import { loadConfig } from '../config';

// The built SPA as the web build leaves it: hashed assets with brotli and gzip copies beside them
// (packages/web/build/precompress.ts), a small file without copies, and index.html.
const SCRIPT = `console.log(${JSON.stringify('门户'.repeat(400))});`;
const INDEX = '<!doctype html><title>门户</title><div id="root"></div>';

let tmp: string;
let app: FastifyInstance;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'gateway-spa-'));
  const web = path.join(tmp, 'web');
  await mkdir(path.join(web, 'assets'), { recursive: true });
  await writeFile(path.join(web, 'index.html'), INDEX);
  await writeFile(path.join(web, 'assets', 'index-abc123.js'), SCRIPT);
  await writeFile(path.join(web, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(web, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(web, 'assets', 'tiny-def456.js'), 'export {};');
  await mkdir(path.join(web, '.vite'));
  await writeFile(path.join(web, '.vite', 'manifest.json'), '{}');
  const config = loadConfig({
    SESSION_SECRET: 'spa-test-secret-0123456789-abcdefghijkl',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(tmp, 'data'),
    WEB_DIST: web,
  });
  app = await buildGateway(config, { legacyUrl: 'http://127.0.0.1:9' });
});

afterAll(async () => {
  await app.close();
  await rm(tmp, { recursive: true, force: true });
});

const asset = (acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url: '/assets/index-abc123.js',
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the SPA, precompressed', () => {
  it('sends the brotli copy to a browser that accepts it', async () => {
    const res = await asset('gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const res = await asset('gzip, deflate');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is without Accept-Encoding', async () => {
    const res = await asset();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it('sends a file without copies as it is, whatever is accepted', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/tiny-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};');
  });
});

describe('the SPA, cached', () => {
  it('lets browsers keep hashed assets for a year, in every encoding', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const res = await asset(encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates index.html', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates the history fallback of a deep link', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/equipment/query-comprehensive?page=2',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the security headers on files it serves', async () => {
    const res = await asset('br');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('lets a page frame a PDF it fetched itself (blob:), and nothing from elsewhere', async () => {
    const res = await app.inject({ method: 'GET', url: '/elevator/printing', headers: { accept: 'text/html' } });
    const directives = String(res.headers['content-security-policy']).split(';');
    expect(directives).toContain("frame-src 'self' blob:");
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/gone-000000.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
  });

  it('keeps the build manifest to itself', async () => {
    const res = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
  });
});
