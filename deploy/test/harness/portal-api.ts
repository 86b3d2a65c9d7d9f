// The portal's API as the scenarios use it (docs/api.md): sign-in, tokens, the audit records.
import { bearer, call, CookieJar, type Answer } from './http-client';

export const DEMO_PASSWORD = 'Demo@2024';

export type CurrentUser = { id: string; loginName: string; currentRole: { id: string; name: string }; roles: { id: string; name: string }[] };

function expectStatus(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) throw new Error(`${what}: expected ${status}, got ${answer.status} ${answer.text.slice(0, 500)}`);
  return answer;
}

/** Signs in with a browser's cookie session; the jar then holds the session cookie. */
export async function signIn(baseUrl: string, username: string, options: { from?: string; password?: string } = {}): Promise<{ jar: CookieJar; user: CurrentUser }> {
  const jar = new CookieJar();
  const answer = await call(`${baseUrl}/api/v1/session`, { method: 'POST', body: { username, password: options.password ?? DEMO_PASSWORD }, jar, ...(options.from ? { from: options.from } : {}) });
  expectStatus(answer, 200, `sign-in of ${username}`);
  if (!jar.session()) throw new Error(`sign-in of ${username} set no session cookie`);
  return { jar, user: answer.json<CurrentUser>() };
}

/** An integrator's bearer token. */
export async function tokenOf(baseUrl: string, username: string, from?: string): Promise<string> {
  const answer = await call(`${baseUrl}/api/v1/tokens`, { method: 'POST', body: { username, password: DEMO_PASSWORD }, ...(from ? { from } : {}) });
  return expectStatus(answer, 201, `token of ${username}`).json<{ token: string }>().token;
}

export async function as(token: string, baseUrl: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return call(`${baseUrl}${path}`, { method, headers: { ...bearer(token), ...headers }, ...(body === undefined ? {} : { body }) });
}

export type AuditRecord = { id: string; time: string; event: string; outcome: string; user: string | null; address: string; target: string | null; detail: string | null };

/** The 安全审计 page's call: GET /api/v1/audit-records (the administrator's `system:audit`). */
export async function auditRecords(baseUrl: string, adminToken: string, query: Record<string, string>): Promise<AuditRecord[]> {
  const search = new URLSearchParams({ pageSize: '200', ...query });
  const answer = expectStatus(await as(adminToken, baseUrl, 'GET', `/api/v1/audit-records?${search}`), 200, `audit records ${search}`);
  return answer.json<{ items: AuditRecord[] }>().items;
}

/** Polls until `find` answers something: audit records reach the folder in small batches. */
export async function eventually<T>(find: () => Promise<T | undefined | null | false>, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = await find();
    if (found) return found;
    if (Date.now() - started > timeoutMs) throw new Error(`not found within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
