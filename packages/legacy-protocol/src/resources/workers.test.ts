import { describe, expect, it } from 'vitest';
import { workerForm, ZWireWorkerDetail, ZWireWorkerForm, ZWireWorkerQuery } from './workers';

const FORM = {
  name: '赵志强',
  sex: '男',
  identityCard: '330212198801050714',
  mobile: '13655741209',
  status: '在聘',
  qualifications: '[{"workType":"N1","certNo":"TS1","issueOrg":"宁波市市场监督管理局","issueDate":"2024-03-01","validDate":"2028-02-29"}]',
};

describe('ZWireWorkerDetail', () => {
  it('reads ids as text, the work types as a list and a missing qualification list as none', () => {
    const detail = ZWireWorkerDetail.parse({ id: 50002, name: '李建华', status: '在聘', workTypes: 'G1,G3', qualifications: null });
    expect(detail).toMatchObject({ id: '50002', workTypes: ['G1', 'G3'], qualifications: [], attachmentIds: [] });
  });
});

describe('ZWireWorkerForm', () => {
  it('parses the qualifications JSON field and fills the defaults', () => {
    const fields = ZWireWorkerForm.parse(FORM);
    expect(fields.qualifications).toEqual([
      { id: '', workType: 'N1', certNo: 'TS1', issueOrg: '宁波市市场监督管理局', issueDate: '2024-03-01', validDate: '2028-02-29', reviewDate: '' },
    ]);
    expect(fields.remark).toBe('');
  });

  it('refuses a work type outside TSG Z6001, a bad ID card and text that is not JSON', () => {
    expect(ZWireWorkerForm.safeParse({ ...FORM, qualifications: '[{"workType":"Z9"}]' }).success).toBe(false);
    expect(ZWireWorkerForm.safeParse({ ...FORM, identityCard: '3302121988' }).success).toBe(false);
    expect(ZWireWorkerForm.safeParse({ ...FORM, qualifications: '[' }).success).toBe(false);
  });

  it('writes the form back as strings that parse to the same fields', () => {
    const fields = ZWireWorkerForm.parse(FORM);
    expect(ZWireWorkerForm.parse(workerForm(fields, '50002'))).toEqual(fields);
    expect(workerForm(fields, '50002').id).toBe('50002');
  });
});

describe('ZWireWorkerQuery', () => {
  it('takes only the platform words for the state', () => {
    expect(ZWireWorkerQuery.safeParse({ status: '在聘' }).success).toBe(true);
    expect(ZWireWorkerQuery.safeParse({ status: 'employed' }).success).toBe(false);
  });
});
