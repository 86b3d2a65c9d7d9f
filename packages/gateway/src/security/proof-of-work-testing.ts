import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { injectFromClient } from '../integration-support';

/** A challenge solved as the browser's widget does it, in the payload form the SMS send carries. */
export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the proof-of-work challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A fresh challenge of the gateway, solved: the `altcha` of one SMS code send. */
export async function solvedProofOfWork(app: FastifyInstance, ip?: string): Promise<string> {
  const res = await injectFromClient(app, 'GET', '/api/v1/sms-codes/challenge', undefined, ip ? { ip } : {});
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode} ${res.body}`);
  return solvedPayload(res.json() as Challenge);
}
