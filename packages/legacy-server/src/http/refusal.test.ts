import { describe, expect, it } from 'vitest';
import { Refusal, refusalAnswer, refusalsAsFailures } from './refusal';

describe('refusalsAsFailures', () => {
  it('passes the value of work that is not refused', async () => {
    expect(await refusalsAsFailures(async () => 7)).toEqual({ ok: true, value: 7 });
  });

  it('turns a Refusal into a failed check with its text', async () => {
    expect(
      await refusalsAsFailures(async () => {
        throw new Refusal('使用登记申请不存在');
      }),
    ).toEqual({ ok: false, message: '使用登记申请不存在' });
  });

  it('lets any other error go on', async () => {
    await expect(
      refusalsAsFailures(async () => {
        throw new TypeError('bug');
      }),
    ).rejects.toBeInstanceOf(TypeError);
  });
});

describe('refusalAnswer', () => {
  it('answers a Refusal isSuccess 0 with its text as errorMsg', async () => {
    const answer = await refusalAnswer(async () => {
      throw new Refusal('报检申请不存在');
    });
    expect(answer).toMatchObject({ isSuccess: 0, errorMsg: '报检申请不存在' });
  });
});
