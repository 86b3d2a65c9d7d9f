// HTTP as the test's clients speak it: node:http with a chosen source address (each load client is
// its own 127.0.0.x, so the gateway's per-address limits see distinct clients behind nginx), a
// cookie jar, and the answer's headers and body kept whole.
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export type Answer = {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  ms: number;
  json<T = Record<string, unknown>>(): T;
};

export type Call = {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The source address, e.g. 127.0.0.23. */
  from?: string;
  agent?: Agent;
  jar?: CookieJar;
  timeoutMs?: number;
};

/** The cookies a server set, sent back on the next calls (Secure cookies too: these are test clients). */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  header(): string | undefined {
    return this.cookies.size === 0 ? undefined : [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  take(headers: IncomingHttpHeaders): void {
    for (const line of headers['set-cookie'] ?? []) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** The session cookie (its name depends on COOKIE_SECURE: `__Host-portal_session` or `portal_session`). */
  session(): string | undefined {
    return [...this.cookies].find(([name]) => name.endsWith('portal_session'))?.[1];
  }
}

export function call(url: string, options: Call = {}): Promise<Answer> {
  const started = Date.now();
  const body = options.body === undefined ? undefined : Buffer.from(typeof options.body === 'string' ? options.body : JSON.stringify(options.body));
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (body && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
  if (body) headers['content-length'] = String(body.length);
  const cookie = options.jar?.header();
  if (cookie) headers.cookie = cookie;
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers, agent: options.agent, localAddress: options.from, timeout: options.timeoutMs ?? 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const whole = Buffer.concat(chunks);
        options.jar?.take(res.headers);
        const text = whole.toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: whole,
          text,
          ms: Date.now() - started,
          json: <T>() => JSON.parse(text) as T,
        });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`${options.method ?? 'GET'} ${url}: no answer within ${options.timeoutMs ?? 30_000} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Problem JSON as the gateway writes it (packages/gateway/src/http/problem.ts), nginx's own answers included. */
export function isProblem(answer: Answer): boolean {
  if (!String(answer.headers['content-type'] ?? '').startsWith('application/problem+json')) return false;
  try {
    const problem = answer.json();
    return typeof problem.type === 'string' && typeof problem.title === 'string' && problem.status === answer.status && typeof problem.detail === 'string';
  } catch {
    return false;
  }
}

/** A refusal a client can act on: problem JSON that says when to come back. */
export const isRetryableProblem = (answer: Answer): boolean => isProblem(answer) && /^\d+$/.test(String(answer.headers['retry-after'] ?? ''));

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });
