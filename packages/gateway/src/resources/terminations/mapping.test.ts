import { ZTerminationBodySchema, ZTerminationQuerySchema } from '@portal/contract';
import { ZWireTerminationDetail } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { toAuditForm } from '../../legacy/service-application-values';
import { toTerminationDetail, toTerminationFilters, toTerminationForm } from './mapping';

describe('termination mapping', () => {
  it('reads the platform words as codes, the history included', () => {
    const wire = ZWireTerminationDetail.parse({
      id: 't1',
      applyNo: 'TYBF2026112300001',
      rlvType: '报废',
      equipments: [{ equipmentId: '30206', registCode: '51103302112021070011', equName: '防爆叉车' }],
      status: '已退回',
      stopBeginDate: null,
      history: [{ status: '已提交', operateDate: '2026-11-23 10:00:00' }, { status: '已退回', operateDate: '2026-11-23 11:00:00', operatorName: '审核员', remark: '请补充' }],
    });
    const detail = toTerminationDetail(wire);
    expect(detail).toMatchObject({ type: 'scrapped', state: 'returned', stopFrom: null, equipment: [{ equipmentId: '30206', registerCode: '51103302112021070011', equipmentName: '防爆叉车' }] });
    expect(detail.history.map((item) => [item.state, item.stateLabel])).toEqual([['submitted', '已提交'], ['returned', '已退回']]);
  });

  it('writes the form in the platform words, commit as isCommit', () => {
    const body = ZTerminationBodySchema.parse({ commit: true, type: 'deregistered', equipmentIds: ['30206'], reason: '注销', handler: '陈伟' });
    expect(toTerminationForm(body)).toMatchObject({ rlvType: '注销', isCommit: true, stopBeginDate: '', equipmentIds: ['30206'] });
  });

  it('maps the filters and the decision', () => {
    expect(toTerminationFilters(ZTerminationQuerySchema.parse({ type: 'out_of_service', state: 'returned' }))).toMatchObject({ rlvType: '停用', status: '已退回' });
    expect(toAuditForm('t1', { decision: 'return', opinion: ' 请补充 ' })).toEqual({ id: 't1', pass: '0', opinion: '请补充' });
  });
});
