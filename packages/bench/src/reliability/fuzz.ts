import path from 'node:path';
import { contract } from '@portal/contract';
import fc from 'fast-check';
import { markdownTable } from '../markdown';
import { stopProcess } from '../processes';
import { signIn } from './api';

/** A signed-in user's token and what the current role may call. */
async function signedInUser(url: string, name: string): Promise<{ token: string; menuIds: string[] }> {
  const token = await signIn(url, name);
  const session = (await (await fetch(`${url}/api/v1/session`, { headers: { authorization: `Bearer ${token}` } })).json()) as { menuIds: string[] };
  return { token, menuIds: session.menuIds };
}
import { startFaultProxy } from './fault-proxy';
import type { Figure, ReliabilityOptions, ReliabilitySection } from './section';
import { startGatewayAt, startPlatform } from './servers';

const TOTAL = Number(process.env.RELIABILITY_FUZZ_REQUESTS ?? 10_000);
const CONCURRENCY = 8;

/** What the fuzzing needs of a contract schema. */
type Schema = { safeParse(value: unknown): { success: boolean } };
type Route = { key: string; method: string; path: string; query?: Schema; body?: Schema; contentType?: string; metadata?: { access?: string } };

/** Every route of the contract, by its `group.name` key. */
function routesOf(router: object, prefix: string[] = []): Route[] {
  return Object.entries(router).flatMap(([key, node]) => {
    const route = node as Partial<Route> & object;
    if (typeof route.method === 'string' && typeof route.path === 'string') return [{ ...(route as Route), key: [...prefix, key].join('.') }];
    return routesOf(node as object, [...prefix, key]);
  });
}

/**
 * Sign-in routes are left out (their failures lock accounts, which is tested on its own); so are
 * uploads (multipart) and routes that take nothing but an id, which have no invalid input to send.
 */
function fuzzable(route: Route): boolean {
  if (route.key.startsWith('session.')) return false;
  if (route.contentType?.startsWith('multipart/')) return false;
  return isSchema(route.query) || (isSchema(route.body) && route.method !== 'GET');
}

/** A zod schema (a contract body may also be a plain type marker, which nothing can check). */
function isSchema(value: unknown): value is Schema {
  return typeof (value as Partial<Schema> | undefined)?.safeParse === 'function';
}

const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom('', ' ', '-1', '0', '99999999999', 'null', '2026-13-45', '<script>', "' OR 1=1 --", '%00'));
const queryArbitrary = fc.dictionary(
  fc.oneof(fc.constantFrom('page', 'pageSize', 'sort', 'keyword', 'state', 'categoryCode', 'view', 'from', 'to'), fc.string({ maxLength: 8 })),
  fc.oneof(text, fc.array(text, { maxLength: 3 })),
  { maxKeys: 5 },
);
const bodyArbitrary = fc.oneof(fc.jsonValue(), fc.object(), fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null))));

/** One request of invalid input for `route`, or null when the generated input happens to be valid. */
function invalidRequest(route: Route, sample: { query: Record<string, string | string[]>; body: unknown }) {
  const url = route.path.replace(/:(\w+)/g, 'fuzz1');
  if (isSchema(route.body) && route.method !== 'GET') {
    const body = JSON.stringify(sample.body) ?? 'null';
    // Checked as the server will see it: after the trip through JSON.
    if (route.body.safeParse(JSON.parse(body)).success) return null;
    return { method: route.method, url, body };
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(sample.query)) for (const one of [value].flat()) params.append(key, one);
  // Checked as the server will see it: decoded again, a repeated key as a list.
  const seen: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(params.toString())) {
    const earlier = seen[key];
    seen[key] = earlier === undefined ? value : [earlier, value].flat();
  }
  if (!isSchema(route.query) || route.query.safeParse(seen).success) return null;
  return { method: route.method, url: `${url}?${params}` };
}

export async function run(options: ReliabilityOptions): Promise<ReliabilitySection> {
  const platform = await startPlatform(options.root, path.join(options.tmp, 'fuzz-platform'));
  const counter = await startFaultProxy(platform.url);
  const gateway = await startGatewayAt(options.root, counter.url, path.join(options.tmp, 'fuzz-gateway'));
  const routes = routesOf(contract).filter(fuzzable);
  // A little over the total: some routes refuse fewer of the generated inputs than others.
  const perRoute = Math.ceil((TOTAL / routes.length) * 1.25);
  const statuses = new Map<number, number>();
  const fiveHundreds: string[] = [];
  const reachedBy = new Map<string, number>();
  let notBuilt = 0;
  let sent = 0;
  let reachedPlatform = 0;
  try {
    const users = await Promise.all(['qiye', 'admin', 'shenhe'].map((name) => signedInUser(gateway.url, name)));
    // Each route is called by a user whose role may call it, so the input reaches validation.
    const tokensFor = (route: Route) => {
      const allowed = users.filter((user) => route.metadata?.access === 'public' || user.menuIds.includes(route.metadata?.access ?? ''));
      return (allowed.length > 0 ? allowed : users).map((user) => user.token);
    };
    await counter.set('none');
    const samples = fc.sample(fc.record({ query: queryArbitrary, body: bodyArbitrary }), { numRuns: perRoute * 6, seed: 20261123 });
    for (const route of routes) {
      const tokens = tokensFor(route);
      const requests = samples.map((sample) => invalidRequest(route, sample)).filter((request) => request !== null).slice(0, perRoute);
      let next = 0;
      const worker = async () => {
        while (next < requests.length) {
          const request = requests[next]!;
          const token = tokens[next % tokens.length]!;
          next += 1;
          const response = await fetch(`${gateway.url}${request.url}`, {
            method: request.method,
            headers: { authorization: `Bearer ${token}`, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
            body: request.body,
          });
          await response.arrayBuffer();
          sent += 1;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status === 501) notBuilt += 1;
          else if (response.status >= 500 && fiveHundreds.length < 10) fiveHundreds.push(`${route.key} ${request.method} ${request.url.slice(0, 80)} → ${response.status}`);
        }
      };
      const before = counter.forwarded();
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      if (counter.forwarded() > before) reachedBy.set(route.key, counter.forwarded() - before);
    }
    reachedPlatform = counter.forwarded();
  } finally {
    await stopProcess(gateway);
    await counter.close();
    await stopProcess(platform);
  }
  // 501 is the honest answer of a route not built yet (router.ts, PLANNED), not a failure.
  const errors = [...statuses].filter(([status]) => status >= 500 && status !== 501).reduce((sum, [, n]) => sum + n, 0);
  const figures: Figure[] = [
    { name: `fuzzing every contract route with invalid input (fast-check): requests / 5xx answers (501 of routes not built yet apart)`, measured: `${sent.toLocaleString('en-US')} / ${errors} (${notBuilt} × 501)`, expected: '≥ 10,000 / 0', pass: sent >= 10_000 && errors === 0 },
    { name: 'fuzzing: invalid requests that reached the platform', measured: String(reachedPlatform), expected: '0', pass: reachedPlatform === 0 },
  ];
  const markdown = [
    markdownTable(['answer', 'requests'], [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => [String(status), n.toLocaleString('en-US')])),
    ...(fiveHundreds.length > 0 ? ['', 'First 5xx answers:', '', ...fiveHundreds.map((line) => `- ${line}`)] : []),
    ...(reachedBy.size > 0 ? ['', 'Routes whose invalid input reached the platform:', '', ...[...reachedBy].map(([key, n]) => `- ${key}: ${n} calls`)] : []),
    '',
    'How it was measured:',
    '',
    `- ${routes.length} routes of the contract that take a body or a query (sign-in and uploads left out) were each sent about ${perRoute} requests of generated input (fast-check, seed 20261123: JSON values, objects and text, odd numbers, dates, markup and SQL-looking strings as query parameters and bodies), keeping only input the route's own contract schema refuses, by a user whose role may call the route (qiye, admin or shenhe), ${CONCURRENCY} at a time, through the compiled gateway.`,
    '- Every call from the gateway to the platform went through a counting proxy of this script: an invalid request must be refused (400, or 401/403/404 before that) without a call.',
  ].join('\n');
  return { title: 'Fuzzing the API with invalid input', figures, markdown };
}
