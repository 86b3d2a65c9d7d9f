import { DEFAULT_CIPHER_KEY, encodeLoginText } from '@portal/legacy-protocol';
import type { ListCase } from './cases';

/** Signing in as qiye on both targets and one timed list call on each. */

const USER = { username: 'qiye', password: 'Demo@2024' };

export type Targets = { gatewayUrl: string; cookie: string; platformUrl: string; sid: Record<string, string> };

async function gatewayCookie(gatewayUrl: string): Promise<string> {
  const response = await fetch(`${gatewayUrl}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(USER),
  });
  await response.arrayBuffer();
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('portal_session='));
  if (response.status !== 200 || !cookie) throw new Error(`gateway sign-in failed: ${response.status}`);
  return cookie.split(';')[0]!;
}

async function platformSession(platformUrl: string): Promise<Record<string, string>> {
  const form = new URLSearchParams({
    username: encodeLoginText(USER.username, DEFAULT_CIPHER_KEY),
    password: encodeLoginText(USER.password, DEFAULT_CIPHER_KEY),
    __ajax: 'json',
  });
  const response = await fetch(`${platformUrl}/a/login`, { method: 'POST', body: form });
  const body = (await response.json()) as { result: string; sessionid: string; __extend: string };
  if (body.result !== 'true') throw new Error('platform sign-in failed');
  return { __sid: body.sessionid, __extend: body.__extend, __ajax: 'json' };
}

export async function signIn(gatewayUrl: string, platformUrl: string): Promise<Targets> {
  return { gatewayUrl, cookie: await gatewayCookie(gatewayUrl), platformUrl, sid: await platformSession(platformUrl) };
}

export type Timed = { ms: number; total: number };

/** Milliseconds from sending the request to having read the whole answer, and the answer's count. */
async function timed(url: string, headers: Record<string, string>, totalOf: (body: unknown) => number | undefined): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const text = await response.text();
  const ms = performance.now() - started;
  const total = response.status === 200 ? totalOf(JSON.parse(text)) : undefined;
  if (total === undefined) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return { ms, total };
}

export function viaGateway(targets: Targets, listCase: ListCase): Promise<Timed> {
  const url = `${targets.gatewayUrl}/api/v1/equipment?${new URLSearchParams(listCase.query).toString()}`;
  return timed(url, { cookie: targets.cookie }, (body) => (body as { total?: number }).total);
}

export function direct(targets: Targets, listCase: ListCase): Promise<Timed> {
  const query = new URLSearchParams({ ...listCase.wire.params, ...targets.sid }).toString();
  return timed(`${targets.platformUrl}${listCase.wire.path}?${query}`, {}, (body) => {
    const wire = body as { result?: string; data?: { count?: number } };
    return wire.result === 'true' ? wire.data?.count : undefined;
  });
}
