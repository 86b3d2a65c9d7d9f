import { describe, expect, it } from 'vitest';
import { ZWireProcessingDetail, ZWireResultForm } from './inspection-processing';
import { reportFilePath } from './reports';
import { ZWireReissueAuditForm } from './reissue-applications';

describe('the institute’s wire', () => {
  it('reads the results of `result` from JSON text and refuses an empty list', () => {
    const form = ZWireResultForm.parse({ id: 'a', checkDate: '2026-12-01', results: JSON.stringify([{ itemId: 'i', checkConclusion: '合格' }]) });
    expect(form.results).toEqual([{ itemId: 'i', checkConclusion: '合格', nextCheckDate: '', nextCheckReason: '' }]);
    expect(ZWireResultForm.safeParse({ id: 'a', checkDate: '2026-12-01', results: '[]' }).success).toBe(false);
    expect(ZWireResultForm.safeParse({ id: 'a', checkDate: '2026-12-1', results: '[{"itemId":"i","checkConclusion":"合格"}]' }).success).toBe(false);
  });

  it('reads a detail whose optional parts are absent', () => {
    const detail = ZWireProcessingDetail.parse({
      application: { id: 'a', onlinelsh: 'BJ1', checkType: '定期检验', status: '已提交', equCount: 1, urgent: '0', updateDate: '2026-11-23 10:00:00' },
      unitName: '宁波悦澜酒店管理有限公司',
    });
    expect(detail).toMatchObject({ results: [], safetyGrades: [], attachments: [], application: { items: [], history: [] } });
  });

  it('encodes a report file path segment by segment', () => {
    expect(reportFilePath('a/b', 'LLDSJ')).toBe('/api/print/report/a%2Fb/LLDSJ');
  });

  it('takes a re-issue decision with an outcome word or none', () => {
    expect(ZWireReissueAuditForm.parse({ id: '1', pass: '1', dealType: '出具更改说明单' }).dealType).toBe('出具更改说明单');
    expect(ZWireReissueAuditForm.safeParse({ id: '1', pass: '1', dealType: '其他' }).success).toBe(false);
  });
});
