import { describe, expect, it } from 'vitest';
import { withRefusalStatus } from './platform-refusals';

const STATUSES = { 使用登记申请不存在或无权查看: 404, 只有草稿状态的申请可以删除: 409 };

describe('withRefusalStatus', () => {
  it('gives a known refusal its status and keeps the text', () => {
    expect(withRefusalStatus({ ok: false, problem: { cause: 'platform-refused', status: 400, detail: '只有草稿状态的申请可以删除' } }, STATUSES)).toEqual({
      ok: false,
      problem: { cause: 'state-conflict', status: 409, detail: '只有草稿状态的申请可以删除' },
    });
  });

  it('leaves other refusals, other statuses and successes alone', () => {
    const other = { ok: false as const, problem: { cause: 'platform-refused' as const, status: 400, detail: '设备名称不能为空' } };
    expect(withRefusalStatus(other, STATUSES)).toBe(other);
    const expired = { ok: false as const, problem: { cause: 'unauthenticated' as const, status: 401, detail: '使用登记申请不存在或无权查看' } };
    expect(withRefusalStatus(expired, STATUSES)).toBe(expired);
    const ok = { ok: true as const, data: {} };
    expect(withRefusalStatus(ok, STATUSES)).toBe(ok);
  });
});
