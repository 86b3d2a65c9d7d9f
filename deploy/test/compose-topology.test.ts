// `pnpm test:deploy`: the compose topology stood up from Debian's packages in the images' layout
// (deploy/test/harness/topology.ts), then the scenarios in order, each leaving the topology running
// for the next. What it proves and the figures of a run: docs/deployment.md.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { Topology } from './harness/topology';
import { auditTrailScenarios } from './scenarios/audit-trail';
import { backingServiceScenarios } from './scenarios/backing-service-loss';
import { backupRestoreScenarios } from './scenarios/backup-restore';
import { gatewayLossScenarios } from './scenarios/gateway-loss';
import { imageLayoutScenarios } from './scenarios/image-layout';
import { inspectionJourneyScenarios } from './scenarios/inspection-journey';
import { lockoutScenarios } from './scenarios/lockout';
import { sessionScenarios } from './scenarios/sessions';

// nginx and useradd live in the system folders, which a runner's PATH may lack (env -i, a
// non-root login shell); the images have them on PATH, so the test puts them there too.
for (const dir of ['/usr/sbin', '/sbin']) {
  const path = (process.env.PATH ?? '/usr/bin:/bin').split(':');
  if (!path.includes(dir)) process.env.PATH = [...path, dir].join(':');
}

let topology: Topology | undefined;
let failed = false;
const current = (): Topology => {
  if (!topology) throw new Error('the topology did not start (see the error of beforeAll)');
  return topology;
};

beforeAll(async () => {
  execFileSync(process.execPath, [join(import.meta.dirname, 'ensure-packages.mjs')], { stdio: 'inherit' });
  const started = Date.now();
  topology = await Topology.prepare();
  console.log(`[deploy] run folder ${topology.root} (logs/ per service; kept when a test fails)`);
  await topology.assemble();
  await topology.start();
  topology.figures.set('images assembled and topology started (s)', Math.round((Date.now() - started) / 100) / 10);
}, 600_000);

afterEach((context) => {
  if (context.task.result?.state === 'fail') failed = true;
});

afterAll(async () => {
  if (!topology) return;
  await topology.close();
  topology.figures.print(join(topology.root, 'figures.md'));
  if (failed || process.env.PORTAL_DEPLOY_KEEP) console.log(`[deploy] kept ${topology.root}`);
  else rmSync(topology.root, { recursive: true, force: true });
}, 120_000);

imageLayoutScenarios(current);
sessionScenarios(current);
lockoutScenarios(current);
inspectionJourneyScenarios(current);
auditTrailScenarios(current);
gatewayLossScenarios(current);
backingServiceScenarios(current);
backupRestoreScenarios(current);
