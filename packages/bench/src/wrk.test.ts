import { describe, expect, it } from 'vitest';
import { parseWrkDuration, parseWrkOutput, wrkArgs } from './wrk';

const OUTPUT = `Running 10s test @ http://127.0.0.1:18081/bad
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   456.97us  319.54us   3.95ms   92.03%
    Req/Sec    23.52k     7.40k   33.39k    54.55%
  Latency Distribution
     50%  378.00us
     75%  523.00us
     90%  730.00us
     99%    2.10ms
  25624 requests in 10.10s, 3.49MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 17
Requests/sec:   2537.03
Transfer/sec:      3.18MB
`;

describe('parseWrkOutput', () => {
  it('reads counts, rate, latency percentiles and errors', () => {
    expect(parseWrkOutput(OUTPUT)).toEqual({
      requests: 25624,
      seconds: 10.1,
      requestsPerSecond: 2537.03,
      p50Ms: 0.378,
      p99Ms: 2.1,
      non2xx: 17,
      socketErrors: 5,
    });
  });

  it('counts no errors when wrk printed none', () => {
    const clean = OUTPUT.replace(/ {2}Socket errors.*\n/, '').replace(/ {2}Non-2xx.*\n/, '');
    expect(parseWrkOutput(clean)).toMatchObject({ non2xx: 0, socketErrors: 0 });
  });

  it('refuses output without the latency distribution', () => {
    expect(() => parseWrkOutput('Running 1s test\n')).toThrow(/--latency/);
  });
});

describe('parseWrkDuration', () => {
  it('converts every unit to milliseconds', () => {
    expect(parseWrkDuration('354.00us')).toBeCloseTo(0.354);
    expect(parseWrkDuration('12.10ms')).toBe(12.1);
    expect(parseWrkDuration('1.50s')).toBe(1500);
    expect(() => parseWrkDuration('fast')).toThrow();
  });
});

describe('wrkArgs', () => {
  it('pins wrk to a core and sends the headers', () => {
    expect(wrkArgs({ url: 'http://x/', seconds: 10, headers: { authorization: 'Bearer t' }, cpu: '0' })).toEqual([
      'taskset', '-c', '0', 'wrk', '-t1', '-c50', '-d10s', '--latency', '-H', 'authorization: Bearer t', 'http://x/',
    ]);
  });
});
