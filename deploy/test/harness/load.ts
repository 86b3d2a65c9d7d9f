// A bounded load of light GETs through nginx: `clients` clients, each from its own loopback address
// (127.0.0.x: distinct client addresses for the gateway's per-address limits behind nginx) on its own
// keep-alive connection, one request at a time with a pause between, for a fixed time. Every answer is
// kept with its time, so a scenario can tell failures apart by when they happened.
import { Agent } from 'node:http';
import { call, isProblem, isRetryableProblem, type Answer } from './http-client';

export type Sample = { at: number; ok: boolean; status: number; problem: boolean; retryAfter: boolean; ms: number; error?: string; detail?: string };

export type LoadResult = {
  samples: Sample[];
  total: number;
  failed: Sample[];
  /** Failures that are not problem JSON with Retry-After (network errors included). */
  unexplained: Sample[];
  ratio: number;
  maxMs: number;
};

export type LoadOptions = {
  baseUrl: string;
  clients: number;
  durationMs: number;
  /** The requests the clients cycle through. */
  requests: { path: string; headers?: Record<string, string> }[];
  pauseMs?: number;
  /** The last octet of the first client's address (127.0.0.<first>…). */
  firstAddress?: number;
  /** A failure explained without Retry-After (PostgreSQL down: a 5xx problem is enough). */
  retryAfterRequired?: boolean;
};

function sampleOf(answer: Answer, at: number): Sample {
  const ok = answer.status < 400;
  let detail: string | undefined;
  if (!ok && isProblem(answer)) detail = String(answer.json().detail);
  return { at, ok, status: answer.status, problem: isProblem(answer), retryAfter: isRetryableProblem(answer), ms: answer.ms, ...(detail ? { detail } : {}) };
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const started = Date.now();
  const deadline = started + options.durationMs;
  const samples: Sample[] = [];
  const client = async (index: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const from = `127.0.0.${(options.firstAddress ?? 20) + index}`;
    for (let turn = index; Date.now() < deadline; turn += 1) {
      const request = options.requests[turn % options.requests.length]!;
      const at = Date.now() - started;
      try {
        samples.push(sampleOf(await call(`${options.baseUrl}${request.path}`, { headers: request.headers ?? {}, from, agent, timeoutMs: 15_000 }), at));
      } catch (error) {
        samples.push({ at, ok: false, status: 0, problem: false, retryAfter: false, ms: Date.now() - started - at, error: error instanceof Error ? error.message : String(error) });
      }
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 20));
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: options.clients }, (_, index) => client(index)));
  const failed = samples.filter((sample) => !sample.ok);
  const explained = (sample: Sample) => (options.retryAfterRequired === false ? sample.problem : sample.retryAfter);
  return {
    samples,
    total: samples.length,
    failed,
    unexplained: failed.filter((sample) => !explained(sample)),
    ratio: samples.length === 0 ? 0 : failed.length / samples.length,
    maxMs: Math.max(0, ...samples.map((sample) => sample.ms)),
  };
}

/** A short account of failures for an assertion's message: counts by status and detail. */
export function describeFailures(samples: readonly Sample[]): string {
  const counts = new Map<string, number>();
  for (const sample of samples) {
    const key = `${sample.status} ${sample.error ?? sample.detail ?? ''}`.trim();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${count}× ${key}`).join('; ') || 'none';
}

export const percent = (ratio: number) => `${(ratio * 100).toFixed(2)} %`;
