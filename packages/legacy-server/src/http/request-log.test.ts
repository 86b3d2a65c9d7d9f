import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningLegacyServer } from '../server';
import { startTestLegacyServer } from '../testing';

// The platform logs one line per request once answered, its path without the query (which carries
// session ids and, on a login by query, credentials).
const lines: Record<string, unknown>[] = [];
let server: RunningLegacyServer;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  server = await startTestLegacyServer({ logger: { level: 'info', stream } });
});

afterAll(async () => {
  await server?.close();
});

describe('the request log', () => {
  it('has one line per request, with the path, the status and the time, and no query', async () => {
    lines.length = 0;
    const response = await fetch(`${server.url}/a/stone/user/info?__ajax=json&__sid=secret-session-id`);
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const requestLines = lines.filter((line) => line.req !== undefined);
    expect(requestLines).toEqual([
      expect.objectContaining({ msg: 'request completed', req: { method: 'GET', url: '/a/stone/user/info' }, res: { statusCode: 200 }, responseTime: expect.any(Number) }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-session-id');
  });
});
