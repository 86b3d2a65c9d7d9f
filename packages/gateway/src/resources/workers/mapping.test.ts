import { describe, expect, it } from 'vitest';
import { ZWireSaved, ZWireWorker, ZWireWorkerStatistics } from '@portal/legacy-protocol';
import {
  maskIdCard,
  maskMobile,
  toCertificateListQuery,
  toSavedWorker,
  toWorkerForm,
  toWorkerListQuery,
  toWorkerOverview,
  toWorkerSummary,
} from './mapping';

describe('maskIdCard and maskMobile', () => {
  it('keeps the area code and the last four digits of an ID card', () => {
    expect(maskIdCard('33021219860412062X')).toBe('330212********062X');
  });

  it('keeps the first three and the last four digits of a mobile', () => {
    expect(maskMobile('13958201746')).toBe('139****1746');
  });

  it('masks short or empty values whole', () => {
    expect(maskIdCard('12345')).toBe('*****');
    expect(maskMobile('')).toBe('');
  });
});

describe('toWorkerSummary', () => {
  it('answers codes and masked numbers, never the full ones', () => {
    const wire = ZWireWorker.parse({
      id: 50002,
      name: '李建华',
      sex: '男',
      identityCard: '330203197909250138',
      mobile: '13805748812',
      status: '在聘',
      workTypes: 'G1,G3',
      nearestValidDate: '2027-01-05',
    });
    const summary = toWorkerSummary(wire);
    expect(summary).toEqual({
      id: '50002',
      name: '李建华',
      gender: 'male',
      idCardMasked: '330203********0138',
      mobileMasked: '138****8812',
      employmentState: 'employed',
      workItems: ['G1', 'G3'],
      nearestValidTo: '2027-01-05',
      operatorCodes: ['G1', 'G3'],
    });
    expect(JSON.stringify(summary)).not.toContain('13805748812');
  });

  it('refuses a work item the regulation does not have', () => {
    const wire = ZWireWorker.parse({ id: '1', name: '某', status: '在聘', workTypes: 'Z9' });
    expect(() => toWorkerSummary(wire)).toThrow(/work item/);
  });
});

describe('toSavedWorker', () => {
  it("answers the worker's id and employment state code from the platform's save answer", () => {
    expect(toSavedWorker(ZWireSaved.parse({ id: 50021, state: '解聘' }))).toEqual({ id: '50021', state: 'dismissed' });
  });

  it('refuses an employment state the contract does not have', () => {
    expect(() => toSavedWorker(ZWireSaved.parse({ id: '50021', state: '退休' }))).toThrow(/employment state/);
  });
});

describe('toWorkerForm', () => {
  it("writes the platform's words and the certificate fields", () => {
    const form = toWorkerForm({
      name: '赵志强',
      gender: 'male',
      idCard: '330212198801050714',
      mobile: '13655741209',
      employmentState: 'dismissed',
      remark: '',
      attachmentIds: [],
      certificates: [
        { workItem: 'N1', certificateNo: 'TS1', issuingAuthority: '宁波市市场监督管理局', issueDate: '2024-03-01', validTo: '2028-02-29' },
      ],
    });
    expect(form).toMatchObject({ sex: '男', status: '解聘', identityCard: '330212198801050714' });
    expect(form.qualifications).toEqual([
      { id: '', workType: 'N1', certNo: 'TS1', issueOrg: '宁波市市场监督管理局', issueDate: '2024-03-01', validDate: '2028-02-29', reviewDate: '' },
    ]);
  });
});

describe('list queries', () => {
  it('maps filters and sort to the wire, and refuses an unknown sort field', () => {
    expect(toWorkerListQuery({ page: 2, pageSize: 10, sort: 'name:asc', workItem: 'G1', employmentState: 'employed' })).toEqual({
      pageNo: '2',
      pageSize: '10',
      orderBy: 'name asc',
      keyword: undefined,
      workType: 'G1',
      status: '在聘',
    });
    expect(toWorkerListQuery({ page: 1, pageSize: 10, sort: 'idCard:asc' })).toBeUndefined();
  });

  it('sorts certificates by work item under the new and the deprecated name alike', () => {
    for (const sort of ['workItem:asc', 'operatorCode:asc']) {
      expect(toCertificateListQuery({ page: 1, pageSize: 20, sort, workItem: 'N1' })).toMatchObject({ orderBy: 'operator_code asc', workType: 'N1' });
    }
  });

  it('sends the inclusive end of a validTo range as validDateEnd, for the date rule', () => {
    expect(toCertificateListQuery({ page: 1, pageSize: 20, validToFrom: '2026-01-01', validToTo: '2026-03-31' })).toMatchObject({
      validDateBegin: '2026-01-01',
      validDateEnd: '2026-03-31',
    });
  });
});

describe('toWorkerOverview', () => {
  it('labels each work item with the regulation title, also under the deprecated name', () => {
    const wire = ZWireWorkerStatistics.parse({
      total: 4,
      employed: 3,
      certificates: 5,
      expiringSoon: 1,
      expired: 1,
      byWorkType: [{ workType: 'G1', operators: '2', certificates: 2 }],
    });
    const overview = toWorkerOverview(wire);
    expect(overview.byWorkItem).toEqual([{ code: 'G1', label: '工业锅炉司炉', workers: 2, certificates: 2 }]);
    expect(overview.byOperatorCode).toEqual(overview.byWorkItem);
  });
});
