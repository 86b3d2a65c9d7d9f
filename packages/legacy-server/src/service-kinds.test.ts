import { REVIEWED_SERVICE_KIND_CODES, SERVICE_KIND_CODES } from '@portal/contract';
import { SERVICE_KIND_WIRE_MODULES, WIRE_ATTACHMENT_BIZ_TYPES } from '@portal/legacy-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, type WireSession } from './http/wire-test-client';
import { REVIEWED_BIZ_TYPES } from './resources/attachments/review-scope';
import { CHECKED_REF_TYPES } from './resources/attachments/upload-checks';
import type { RunningLegacyServer } from './server';
import { SERVICE_KIND_SERVERS } from './service-kinds';
import { DEMO_PASSWORD, startTestLegacyServer } from './testing';

let server: RunningLegacyServer;
let zhenhai: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer();
  zhenhai = await login(server.url, 'zhenhai', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

// A kind half-added (in the contract's list but missing from one of the platform's lists) fails here.
describe.each(SERVICE_KIND_CODES.map((code) => ({ code, module: SERVICE_KIND_WIRE_MODULES[code], server: SERVICE_KIND_SERVERS[code] })))(
  'the service kind $code on the platform',
  ({ code, module, server: kindServer }) => {
    it('files its attachments under its one platform module, which the attachment checks know', () => {
      expect(kindServer.kind.bizType).toBe(module);
      expect(WIRE_ATTACHMENT_BIZ_TYPES).toContain(module);
      expect(CHECKED_REF_TYPES).toContain(module);
    });

    it('lets reviewers read its files only when the institute reviews it', () => {
      expect(REVIEWED_BIZ_TYPES.includes(module)).toBe((REVIEWED_SERVICE_KIND_CODES as readonly string[]).includes(code));
    });

    it('is served by the app', async () => {
      const answer = await get(server.url, kindServer.kind.paths.list, zhenhai);
      expect(answer.status).toBe(200);
      expect(answer.body).toHaveProperty('result');
    });
  },
);

describe('the platform’s table of service kinds', () => {
  it('names the contract’s kinds, no more', () => {
    expect(Object.keys(SERVICE_KIND_SERVERS)).toEqual([...SERVICE_KIND_CODES]);
  });
});
