import { ZWireInvoiceDetail } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { invoiceStateWord, toInvoiceDetail, toInvoiceListQuery } from './mapping';

describe('invoice mapping', () => {
  it('turns the platform words into codes and fills absent values', () => {
    const wire = ZWireInvoiceDetail.parse({
      id: '70001',
      invoiceNo: '20263302000000000001',
      status: '已开',
      title: '宁波悦澜酒店管理有限公司',
      taxNo: null,
      amount: 1288,
      onlinelsh: 'BJ2026052300004',
      issueDate: '2026-05-23 10:00:00',
      createDate: '2026-05-23 10:00:00',
      lines: [{ name: '*鉴证咨询服务*特种设备检验费', detail: null, amount: 1288 }],
    });
    expect(toInvoiceDetail(wire)).toMatchObject({
      id: '70001',
      state: 'issued',
      issuedAt: '2026-05-23',
      issuedAtTime: '2026-05-23 10:00:00',
      taxNo: '',
      applicationNo: 'BJ2026052300004',
      voidReason: null,
      lines: [{ name: '*鉴证咨询服务*特种设备检验费', detail: '', amount: 1288 }],
    });
  });

  it('refuses a state the contract has no code for', () => {
    const wire = ZWireInvoiceDetail.parse({ id: '1', status: '红冲', createDate: '2026-05-23 10:00:00' });
    expect(() => toInvoiceDetail(wire)).toThrow(/invoice state/);
  });

  it('maps the query, the state to its word and the sort to the wire column', () => {
    expect(invoiceStateWord('voided')).toBe('作废');
    expect(toInvoiceListQuery({ page: 2, pageSize: 10, sort: 'issuedAt:desc', state: 'not_issued', keyword: '悦澜', issuedFrom: '2026-01-01' })).toEqual({
      pageNo: '2',
      pageSize: '10',
      orderBy: 'issued_at desc',
      keyword: '悦澜',
      status: '未开',
      issueDateBegin: '2026-01-01',
      issueDateEnd: undefined,
    });
    expect(toInvoiceListQuery({ page: 1, pageSize: 10, sort: 'unitId:asc' })).toBeUndefined();
  });
});
