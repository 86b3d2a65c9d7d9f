import { message, ZCaptchaSchema, ZSmsChallengeSchema } from '@portal/contract';
import { testClock } from '@portal/legacy-server/testing';
import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientAddresses, type ClientOptions, injectFromClient, setUpGatewayTests, TEST_SECRET } from '../../integration-support';
import { POW_ALGORITHM, proofOfWorkKey } from '../../security/proof-of-work';
import { solvedPayload, solvedProofOfWork } from '../../security/proof-of-work-testing';

// The attack of the security review: a script that reads the image captcha sends codes at will.
// Every send must also carry a solved proof-of-work challenge of the gateway's, once.
const FIXED = '7K4W';
const clock = testClock();
const gateway = setUpGatewayTests([], { platform: { now: clock.now, onboarding: { captchaFixedAnswer: FIXED, smsOutbox: true } } });

beforeEach(() => clock.advance(60_000));
const nextAddress = clientAddresses('10.7');
const inject = (method: 'GET' | 'POST', url: string, payload?: object, options?: ClientOptions) => injectFromClient(gateway.app, method, url, payload, options);

async function send(mobile: string, ip: string, altcha: string | undefined) {
  const captcha = ZCaptchaSchema.parse((await inject('GET', '/api/v1/captcha', undefined, { ip })).json());
  return inject('POST', '/api/v1/sms-codes', { mobile, purpose: 'register', captchaId: captcha.captchaId, captchaCode: FIXED, ...(altcha === undefined ? {} : { altcha }) }, { ip });
}

async function outbox(mobile: string, ip: string): Promise<unknown[]> {
  const res = await inject('GET', `/api/v1/sms-outbox?mobile=${mobile}`, undefined, { ip });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as unknown[];
}

function expectRefused(res: Awaited<ReturnType<typeof send>>) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.json().errors).toContainEqual({ path: 'altcha', code: expect.any(String), message: message('powRequired') });
}

const fresh = async (ip: string) => ZSmsChallengeSchema.parse((await inject('GET', '/api/v1/sms-codes/challenge', undefined, { ip })).json()) as Challenge;

describe('GET /api/v1/sms-codes/challenge', () => {
  it('answers a signed challenge that expires within minutes, without a session', async () => {
    const challenge = await fresh(nextAddress());
    expect(challenge.parameters.algorithm).toBe(POW_ALGORITHM);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const left = (challenge.parameters.expiresAt ?? 0) * 1000 - Date.now();
    expect(left).toBeGreaterThan(60_000);
    expect(left).toBeLessThanOrEqual(5 * 60_000);
  });
});

describe('POST /api/v1/sms-codes: proof of work', () => {
  it('sends a code with a right captcha and a solved challenge', async () => {
    const ip = nextAddress();
    const res = await send('13800000701', ip, await solvedProofOfWork(gateway.app, ip));
    expect(res.statusCode, res.body).toBe(202);
    expect(await outbox('13800000701', ip)).toHaveLength(1);
  });

  it('refuses a send without one (a right captcha alone), and sends nothing', async () => {
    const ip = nextAddress();
    const res = await send('13800000702', ip, undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'altcha', code: 'required', message: message('powRequired') });
    expect(await outbox('13800000702', ip)).toEqual([]);
  });

  it('refuses a challenge the sender signed itself, and a wrong solution, and sends nothing', async () => {
    const ip = nextAddress();
    const forged = await createChallenge({ algorithm: POW_ALGORITHM, cost: 1, deriveKey, expiresAt: Math.floor(Date.now() / 1000) + 60, hmacSignatureSecret: 'a key the script made up 0123456789abcdef' });
    expectRefused(await send('13800000703', ip, await solvedPayload(forged)));

    const ours = JSON.parse(Buffer.from(await solvedProofOfWork(gateway.app, ip), 'base64').toString());
    const wrong = { ...ours, solution: { ...ours.solution, counter: ours.solution.counter + 1 } };
    expectRefused(await send('13800000703', ip, Buffer.from(JSON.stringify(wrong)).toString('base64')));

    expectRefused(await send('13800000703', ip, Buffer.from('not json').toString('base64')));
    expect(await outbox('13800000703', ip)).toEqual([]);
  });

  it('refuses an expired challenge of its own, and sends nothing', async () => {
    const ip = nextAddress();
    const hmacKey = proofOfWorkKey(undefined, TEST_SECRET);
    const expired = await createChallenge({ algorithm: POW_ALGORITHM, cost: 1, deriveKey, expiresAt: Math.floor(Date.now() / 1000) - 1, hmacSignatureSecret: hmacKey });
    expectRefused(await send('13800000704', ip, await solvedPayload(expired)));
    expect(await outbox('13800000704', ip)).toEqual([]);
  });

  it('accepts a solved challenge once: reused, even for another number, it sends nothing', async () => {
    const ip = nextAddress();
    const altcha = await solvedProofOfWork(gateway.app, ip);
    expect((await send('13800000705', ip, altcha)).statusCode).toBe(202);
    expectRefused(await send('13800000706', ip, altcha));
    expect(await outbox('13800000706', ip)).toEqual([]);
  });

  it('accepts one of two parallel sends of the same solution', async () => {
    const ip = nextAddress();
    const altcha = await solvedProofOfWork(gateway.app, ip);
    const answers = await Promise.all([send('13800000707', ip, altcha), send('13800000708', ip, altcha)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([202, 400]);
  });
});
