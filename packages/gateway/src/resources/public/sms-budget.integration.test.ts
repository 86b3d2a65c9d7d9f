import { pageOf, ZAuditRecordSchema, ZCaptchaSchema } from '@portal/contract';
import { SMS_CODE_MESSAGES } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { clientAddresses, type ClientOptions, injectFromClient, setUpGatewayTests } from '../../integration-support';
import { solvedProofOfWork } from '../../security/proof-of-work-testing';

// Rotating addresses and numbers beats every per-address and per-number limit: the platform's
// global budget of texts per hour stops the flood, and its first refusal raises the audit alarm.
const FIXED = '7K4W';
const BUDGET = 2;
const gateway = setUpGatewayTests(['admin'], { platform: { onboarding: { captchaFixedAnswer: FIXED, smsOutbox: true, smsHourlyBudget: BUDGET } } });
const { cookies } = gateway;
const nextAddress = clientAddresses('10.8');
const inject = (method: 'GET' | 'POST', url: string, payload?: object, options?: ClientOptions) => injectFromClient(gateway.app, method, url, payload, options);
const ZAuditPage = pageOf(ZAuditRecordSchema);

async function send(mobile: string) {
  const ip = nextAddress();
  const captcha = ZCaptchaSchema.parse((await inject('GET', '/api/v1/captcha', undefined, { ip })).json());
  const altcha = await solvedProofOfWork(gateway.app, ip);
  return inject('POST', '/api/v1/sms-codes', { mobile, purpose: 'register', captchaId: captcha.captchaId, captchaCode: FIXED, altcha }, { ip });
}

describe('the hourly SMS budget through the gateway', () => {
  it('answers 429 with Retry-After until the next hour once it is spent, sends nothing more, and records the alarm once', async () => {
    const mobiles = ['13800000801', '13800000802', '13800000803', '13800000804', '13800000805'];
    const answers = [];
    for (const mobile of mobiles) answers.push(await send(mobile));
    expect(answers.map((res) => res.statusCode)).toEqual([202, 202, 429, 429, 429]);
    for (const refused of answers.slice(BUDGET)) {
      expect(refused.json().detail).toBe(SMS_CODE_MESSAGES.hourlyBudget);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
    for (const mobile of mobiles.slice(BUDGET)) {
      expect((await inject('GET', `/api/v1/sms-outbox?mobile=${mobile}`, undefined, { ip: nextAddress() })).json().items).toEqual([]);
    }

    const audit = await inject('GET', '/api/v1/audit-records?event=sms-budget-exhausted&pageSize=50', undefined, { cookie: cookies.admin });
    expect(audit.statusCode, audit.body).toBe(200);
    const records = ZAuditPage.parse(audit.json()).items;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ event: 'sms-budget-exhausted', outcome: 'failure', detail: SMS_CODE_MESSAGES.hourlyBudget });
    // Never a number in the audit trail.
    expect(JSON.stringify(records)).not.toMatch(/138\d{8}/);
  });
});
