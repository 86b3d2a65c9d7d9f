import { describe, expect, it } from 'vitest';
import { exportFailure, exportQuery } from './export';

describe('exportQuery', () => {
  it('sends the filters, the view’s queryType and the session, End dates shifted by the date rule', () => {
    const params = exportQuery(
      { view: 'overdue', categoryCode: '3000', nextCheckDateFrom: '2024-01-01', nextCheckDateTo: '2024-01-31' },
      { sid: 'S1', ext: 'E1' },
    );
    expect(Object.fromEntries(params)).toEqual({
      equCategory: '3000',
      queryType: 'timeout',
      nextCheckDateBegin: '2024-01-01',
      nextCheckDateEnd: '2024-02-01',
      __sid: 'S1',
      __extend: 'E1',
    });
  });

  it('sends no queryType for the comprehensive view', () => {
    expect(exportQuery({ view: 'comprehensive' }, { sid: 'S', ext: 'E' }).has('queryType')).toBe(false);
  });
});

describe('exportFailure', () => {
  it('reads the session verdict and the refused filter from a JSON answer', () => {
    expect(exportFailure(200, '{"result":"login","message":"请重新登录"}')).toEqual({ ok: false, problem: { status: 401, detail: '请重新登录' } });
    expect(exportFailure(200, '{"result":"false","errorMsg":"日期格式不正确"}')).toEqual({ ok: false, problem: { status: 400, detail: '日期格式不正确' } });
  });

  it('answers 502 for server errors, HTML and JSON that is no verdict', () => {
    expect(exportFailure(500, '').problem.status).toBe(502);
    expect(exportFailure(404, '<html></html>').problem.status).toBe(502);
    expect(exportFailure(200, '{"result":"true"}').problem.status).toBe(502);
  });
});
