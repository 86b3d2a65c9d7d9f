import { ZWireReport } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { wirePagingOf } from '../../legacy/wire-values';
import { REPORT_SORT_FIELDS, reportKindOf, toReport, toReportFilters } from './mapping';

describe('report mapping', () => {
  it('maps a wire report with its conclusion code and file types', () => {
    const wire = ZWireReport.parse({
      id: 'r1',
      reportNo: 'NBTJ-DT-2026-100001',
      checkType: '定期检验',
      equipmentId: '30102',
      equCategory: '3000',
      equName: '曳引驱动乘客电梯',
      registCode: '31103302122021080044',
      checkOrg: '宁波市特种设备检验研究院',
      checkDate: '2026-11-20',
      checkConclusion: '不合格',
      nextCheckDate: null,
      issueDate: '2026-11-21 10:00:00',
      fileTypes: 'LLDSJ,TZSXZ,YJTZS',
    });
    expect(toReport(wire)).toMatchObject({
      kind: 'periodic',
      conclusion: 'unqualified',
      nextCheckDate: null,
      issuedAt: '2026-11-21',
      fileTypes: ['LLDSJ', 'TZSXZ', 'YJTZS'],
    });
  });

  it('reads the history’s other kinds (内部检验, 年度检查) as periodic', () => {
    expect(reportKindOf('内部检验')).toBe('periodic');
    expect(reportKindOf('监督检验')).toBe('supervision');
  });

  it('sends the kind and conclusion as the platform’s words, the date range for the date rule', () => {
    expect(wirePagingOf(2, 10, 'checkDate:desc', REPORT_SORT_FIELDS)).toEqual({ pageNo: '2', pageSize: '10', orderBy: 'check_date desc' });
    expect(
      toReportFilters({ page: 2, pageSize: 10, sort: 'checkDate:desc', kind: 'first', conclusion: 'meets', checkDateFrom: '2026-01-01', checkDateTo: '2026-01-31' }),
    ).toMatchObject({ checkType: '首次检验', checkConclusion: '符合要求', checkDateBegin: '2026-01-01', checkDateEnd: '2026-01-31' });
  });
});
