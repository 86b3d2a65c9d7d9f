// One gateway goes away under load (20 clients of light GETs through nginx for 10 s): stopped as
// compose stops it (SIGTERM), then killed outright (SIGKILL, as an out-of-memory kill). nginx moves
// new requests to the other gateway; at most 0.5 % fail, each with problem JSON and Retry-After.
import { describe, expect, it } from 'vitest';
import { bearer } from '../harness/http-client';
import { describeFailures, percent, runLoad } from '../harness/load';
import { sleep, tokenOf } from '../harness/portal-api';
import type { Topology } from '../harness/topology';

export const LIGHT_GETS = (token: string) => [
  { path: `/api/v1/invoice-titles?keyword=${encodeURIComponent('悦澜')}`, headers: bearer(token) },
  { path: '/api/v1/session', headers: bearer(token) },
  { path: '/' },
];

export function gatewayLossScenarios(topology: () => Topology): void {
  describe('a gateway lost under load', () => {
    for (const [signal, firstAddress] of [
      ['SIGTERM', 100],
      ['SIGKILL', 130],
    ] as const) {
      it(`keeps failures at or below 0.5 %, all problem JSON with Retry-After, when one gateway gets ${signal}`, async () => {
        await topology().nginxServes(10_000);
        const token = await tokenOf(topology().nginxUrl, 'qiye');
        const load = runLoad({ baseUrl: topology().nginxUrl, clients: 20, durationMs: 10_000, requests: LIGHT_GETS(token), firstAddress });
        await sleep(3_000);
        const gateway = topology().gateways[0]!;
        const sent = Date.now();
        if (signal === 'SIGTERM') await gateway.stop();
        else await gateway.kill();
        const exitMs = Date.now() - sent;
        const result = await load;
        const restartMs = await topology().startGateway(0);
        const name = `gateway ${signal}`;
        topology().figures.set(`${name}: requests, failed, ratio`, `${result.total}, ${result.failed.length}, ${percent(result.ratio)}`);
        topology().figures.set(`${name}: failures`, describeFailures(result.failed));
        topology().figures.set(`${name}: exit after signal (s), restart to ready (s)`, `${Math.round(exitMs / 100) / 10}, ${Math.round(restartMs / 100) / 10}`);
        if (signal === 'SIGTERM') expect(gateway.child.exitCode, 'a SIGTERM ends the gateway with 0').toBe(0);
        expect(result.total, 'requests in 10 s').toBeGreaterThan(500);
        expect(result.unexplained, describeFailures(result.unexplained)).toEqual([]);
        expect(result.ratio, describeFailures(result.failed)).toBeLessThanOrEqual(0.005);
      });
    }
  });
}
