/** The few API calls the reliability runs make, over plain fetch with a bearer token. */

export const DEMO_PASSWORD = 'Demo@2024';

export async function signIn(url: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${url}/api/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`sign-in of ${username} failed: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

/** A construction record of qiye's unit (a real write: a row in the platform's database). */
export function recordBody(remark: string) {
  return {
    commit: false,
    categoryCode: '3000',
    equipmentId: '30106',
    equipmentName: '消防员电梯',
    kind: 'installation',
    constructionUnit: '宁波甬江电梯工程有限公司',
    licenseNo: 'TS3133019-2026',
    noticeDate: '2026-02-01',
    plannedCompletionDate: '2026-04-30',
    usePlace: '新建副楼西侧',
    remark,
    attachmentIds: ['att-1'],
  };
}

export type Attempt = { status: number; ms: number; id?: string; detail?: string; retryAfter?: string | null };

/** Creates one record; status 0 when no answer came (connection reset, refused, aborted). */
export async function createRecord(url: string, token: string, remark: string, key?: string, timeoutMs = 30_000): Promise<Attempt> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/v1/construction-records`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify(recordBody(remark)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json().catch(() => ({}))) as { id?: string; detail?: string };
    return { status: response.status, ms: performance.now() - started, id: body.id, detail: body.detail, retryAfter: response.headers.get('retry-after') };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

/** A read: the unit's records (status, time, how many there are). */
export async function listRecords(url: string, token: string, timeoutMs = 30_000): Promise<Attempt & { total: number }> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/v1/construction-records?pageSize=1`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json().catch(() => ({}))) as { total?: number; detail?: string };
    return {
      status: response.status,
      ms: performance.now() - started,
      detail: body.detail,
      retryAfter: response.headers.get('retry-after'),
      total: body.total ?? Number.NaN,
    };
  } catch {
    return { status: 0, ms: performance.now() - started, total: Number.NaN };
  }
}

/** Whether record `id` exists for the token's unit. */
export async function recordExists(url: string, token: string, id: string): Promise<boolean> {
  const response = await fetch(`${url}/api/v1/construction-records/${encodeURIComponent(id)}`, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.status === 200;
}
