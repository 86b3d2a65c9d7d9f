// An integrator's program against the portal's API, written with the packed @portal/contract and
// ts-rest's client: every call, parameter and answer below is checked by the compiler against the
// contract the gateway serves. It signs in for a token, lists the unit's elevators due for inspection soon,
// reads one file, applies for its periodic inspection (created and submitted in one call, safe to
// retry with its Idempotency-Key), and downloads the equipment's last inspection report.
//
//   PORTAL_URL=https://portal.example PORTAL_USER=… PORTAL_PASSWORD=… node client.ts
//
// Node 22.18 or later runs the TypeScript as it is; `npx tsc -p .` checks it.
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { initClient } from '@ts-rest/core';
import { contract, type InspectionApplicationBody } from '@portal/contract';

function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** Stops with what the server said when an answer is not the one the program needs. */
function fail(step: string, answer: { status: number; body: unknown }): never {
  throw new Error(`${step}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

const baseUrl = setting('PORTAL_URL');
const outDir = process.env.OUT_DIR ?? '.';

// 1. A token (POST /api/v1/tokens), then a client that sends it.
const anonymous = initClient(contract, { baseUrl, baseHeaders: {} });
const signedIn = await anonymous.session.createToken({
  body: { username: setting('PORTAL_USER'), password: setting('PORTAL_PASSWORD') },
});
if (signedIn.status !== 201) fail('sign in', signedIn);
const api = initClient(contract, { baseUrl, baseHeaders: { authorization: `Bearer ${signedIn.body.token}` } });

// 2. A filtered, sorted page: the unit's elevators (category 3000) whose next inspection falls within
// 60 days or is overdue, soonest first.
const horizon = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
const due = await api.equipment.list({
  query: { categoryCode: '3000', nextCheckDateTo: horizon, sort: 'nextCheckDate:asc', page: 1, pageSize: 20 },
});
if (due.status !== 200) fail('list equipment', due);
console.log(`due: ${due.body.total} elevator(s)`);

// 3. The first of them the platform lets us apply for now (POST …/check), read whole.
let chosen: string | undefined;
for (const item of due.body.items) {
  const check = await api.inspectionApplications.check({ body: { kind: 'periodic', equipmentIds: [item.id] } });
  if (check.status === 200 && check.body.ok) {
    chosen = item.id;
    break;
  }
}
if (!chosen) throw new Error('no elevator due for inspection can be applied for now');
const file = await api.equipment.get({ params: { id: chosen } });
if (file.status !== 200) fail('read the equipment file', file);
console.log(`equipment: ${file.body.registerCode} ${file.body.name}, next inspection ${file.body.nextCheckDate ?? '—'}`);

// 4. Apply and submit in one call (commit: true). The Idempotency-Key makes a retry safe: after a
// timeout, send the same request with the same key and get the first answer, never a second application.
const unit = await api.unit.get();
if (unit.status !== 200) fail('read the unit', unit);
const areaCode = file.body.areaCode ?? unit.body.areaCode;
if (!areaCode) throw new Error(`neither ${file.body.registerCode} nor the unit has an area code`);
const application: InspectionApplicationBody = {
  kind: 'periodic',
  equipmentIds: [file.body.id],
  siteContact: '王工',
  siteContactMobile: '13800138000',
  siteAddress: file.body.usePlace,
  areaCode,
  invoiceTitle: unit.body.name,
  reportPickup: 'self',
  commit: true,
};
const key = randomUUID();
const submit = () => api.inspectionApplications.create({ body: application, extraHeaders: { 'idempotency-key': key } });
const created = await submit();
if (created.status !== 201) fail('apply', created);
const retried = await submit();
if (retried.status !== 201 || retried.body.id !== created.body.id) fail('retry with the same key', retried);
console.log(
  `application: ${created.body.id} ${created.body.state}, fee ${created.body.fee}; ` +
    `retry replayed: ${retried.headers.get('idempotency-replayed') === 'true'}`,
);

// 5. The equipment's last report (GET /api/v1/reports, then its first file as PDF).
const reports = await api.reports.list({ query: { registerCode: file.body.registerCode, page: 1, pageSize: 1 } });
if (reports.status !== 200) fail('list reports', reports);
const report = reports.body.items.find((item) => item.fileTypes.length > 0);
if (!report) throw new Error(`no issued report of ${file.body.registerCode}`);
const reportType = report.fileTypes[0]!;
const pdf = await api.reports.download({ params: { id: report.id, reportType } });
if (pdf.status !== 200) fail('download the report', pdf);
const path = join(outDir, `${report.reportNo}-${reportType}.pdf`);
await writeFile(path, Buffer.from(await (pdf.body as Blob).arrayBuffer()));
console.log(`report: ${report.reportNo} (${report.conclusion}) saved as ${path}`);
