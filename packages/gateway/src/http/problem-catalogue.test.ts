import { PROBLEM_TYPE_PREFIX, PROBLEM_TYPE_SLUGS } from '@portal/contract';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROBLEM_CATALOGUE } from './problem-catalogue';

const NGINX_SERVER = join(dirname(fileURLToPath(import.meta.url)), '../../../../deploy/nginx/portal-server.conf');

/** The problem answers nginx writes itself (`return <status> '<json>'`), parsed. */
function nginxProblems(): { status: number; type: string; title: string; detail: string }[] {
  const conf = readFileSync(NGINX_SERVER, 'utf8');
  return [...conf.matchAll(/return (\d{3}) '(\{.*\})';/g)].map(([, status, body]) => {
    const problem = JSON.parse(body!.replace('$request_id', 'r')) as { type: string; title: string; detail: string; status: number };
    expect(problem.status).toBe(Number(status));
    return { status: Number(status), type: problem.type, title: problem.title, detail: problem.detail };
  });
}

describe('the problem catalogue', () => {
  it('has one entry per type the contract lists', () => {
    expect(Object.keys(PROBLEM_CATALOGUE).sort()).toEqual([...PROBLEM_TYPE_SLUGS].sort());
  });

  it("covers the proxy's own answers: their types are the contract's, their status one the type may have", () => {
    const answers = nginxProblems();
    expect(answers.map((answer) => answer.status).sort()).toEqual([413, 500, 502, 503, 504]);
    for (const answer of answers) {
      expect(answer.type.startsWith(PROBLEM_TYPE_PREFIX), answer.type).toBe(true);
      const slug = answer.type.slice(PROBLEM_TYPE_PREFIX.length) as (typeof PROBLEM_TYPE_SLUGS)[number];
      expect(PROBLEM_TYPE_SLUGS, answer.type).toContain(slug);
      // 503 is the catalogue's 502 cause too (no gateway reachable); every other status is the cause's own.
      if (answer.status !== 503) expect(PROBLEM_CATALOGUE[slug].status, answer.type).toBe(answer.status);
    }
  });
});
