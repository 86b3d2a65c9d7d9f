import { percentile } from '../stats';

/**
 * The clients of the heavy-work measurement: light requests timed one after another, and heavy
 * downloads looped until told to stop. All run in the benchmark's process with Node's fetch.
 */

export type Session = { gatewayUrl: string; cookie: string };

/** The three light requests of issue 30: the session, the unit, a 10-row list. */
export const LIGHT_PATHS = ['/api/v1/session', '/api/v1/unit', '/api/v1/equipment?pageSize=10'] as const;

export type LightResult = { samples: number; failed: number; p50: number; p99: number; max: number; perPath: Record<string, number> };

/** Fetches a path with the session cookie and reads the whole answer: its status and size. */
export async function fetchAnswer(session: Session, path: string): Promise<{ status: number; bytes: number }> {
  const response = await fetch(`${session.gatewayUrl}${path}`, { headers: { cookie: session.cookie } });
  const body = await response.arrayBuffer();
  // A failure is told with its answer, so that a run's report can be explained.
  if (response.status !== 200) console.log(`[heavy] ${path}: HTTP ${response.status}: ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
  return { status: response.status, bytes: body.byteLength };
}

/** As fetchAnswer, failing on anything but 200 (the set-up's calls). */
export async function fetchWhole(session: Session, path: string): Promise<number> {
  const answer = await fetchAnswer(session, path);
  if (answer.status !== 200) throw new Error(`${path}: HTTP ${answer.status}`);
  return answer.bytes;
}

/**
 * `clients` loops, each sending the light requests in turn for `seconds`, one at a time; the time
 * of each from sending to having read the whole answer. p99 over all of them.
 */
export async function timeLight(session: Session, seconds: number, clients: number): Promise<LightResult> {
  const times: number[] = [];
  let failed = 0;
  const byPath = new Map<string, number[]>(LIGHT_PATHS.map((path) => [path, []]));
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let turn = client; performance.now() < deadline; turn += 1) {
        const path = LIGHT_PATHS[turn % LIGHT_PATHS.length]!;
        const started = performance.now();
        // A failed answer (a 504 when the platform stalls past LEGACY_TIMEOUT_MS) is counted, and timed like the others.
        if ((await fetchAnswer(session, path)).status !== 200) failed += 1;
        const ms = performance.now() - started;
        times.push(ms);
        byPath.get(path)!.push(ms);
      }
    }),
  );
  const perPath = Object.fromEntries([...byPath].map(([path, values]) => [path, percentile(values, 99)]));
  return { samples: times.length, failed, p50: percentile(times, 50), p99: percentile(times, 99), max: Math.max(...times), perPath };
}

export type HeavyLoop = { name: string; paths: readonly string[] };

export type HeavyCount = { name: string; done: number; failed: number; bytes: number; ms: number[] };

/** Runs each loop's paths in turn until stopped; counts the finished downloads, the failed ones and the times. */
export function loopHeavy(session: Session, loops: readonly HeavyLoop[]): { stop(): Promise<HeavyCount[]> } {
  let stopping = false;
  const counts = loops.map((loop) => ({ name: loop.name, done: 0, failed: 0, bytes: 0, ms: [] as number[] }));
  const running = loops.map(async (loop, index) => {
    const count = counts[index]!;
    for (let turn = 0; !stopping; turn += 1) {
      const started = performance.now();
      const answer = await fetchAnswer(session, loop.paths[turn % loop.paths.length]!);
      count.ms.push(performance.now() - started);
      if (answer.status === 200) {
        count.bytes += answer.bytes;
        count.done += 1;
      } else {
        count.failed += 1;
      }
    }
  });
  return {
    async stop() {
      stopping = true;
      await Promise.all(running);
      return counts;
    },
  };
}
