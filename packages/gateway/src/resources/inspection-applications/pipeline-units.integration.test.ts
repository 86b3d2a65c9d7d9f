import { ZAuthCodeIssuedSchema, ZInspectionApplicationDetailSchema, type InspectionApplicationBody } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

const gateway = setUpGatewayTests(['zhenhai']);
const { cookies, inject } = gateway;

/** 宁波宏泰 (zhenhai): its steam piping file 30204 with the recorded lines 61001 and 61002. */
const PIPING: InspectionApplicationBody = {
  kind: 'pipeline_periodic',
  equipmentIds: ['30204'],
  siteContact: '王建国',
  siteContactMobile: '15067423318',
  siteAddress: '宁波市镇海区蛟川街道动力车间',
  areaCode: '330211',
  commit: false,
};
const STEAM = { pipelineId: '61001', pipelineNo: 'GD-ST-01-01', name: '主蒸汽管线', length: 860, nominalDiameter: 150 };
type Unit = { pipelineId?: string; pipelineNo?: string; name?: string; length: number; nominalDiameter?: number };
const withUnits = (units: Unit[]) => [{ equipmentId: '30204', pipelineUnits: units }];

const fieldErrors = (body: string) => (JSON.parse(body) as { errors?: { path: string; message: string }[] }).errors?.map((error) => [error.path, error.message]);

beforeAll(async () => {
  // The seed has the file due in two years: bring it into the 90-day window so a submit may pass.
  await gateway.platform.db.execute(`update equipment set next_check_date = current_date + 20 where id = '30204'`);
});

describe('a 管道定期检验 through the gateway', () => {
  it('is refused by the contract without units or with a length of 0, on the exact path', async () => {
    const bare = await inject(cookies.zhenhai, 'POST', '/api/v1/inspection-applications', { ...PIPING, commit: true });
    expect(bare.statusCode).toBe(400);
    expect(fieldErrors(bare.body)).toEqual([['items.0.pipelineUnits', '请填写管道单元']]);
    const zero = await inject(cookies.zhenhai, 'POST', '/api/v1/inspection-applications', {
      ...PIPING,
      items: withUnits([STEAM, { pipelineNo: 'GD-ST-01-02', name: '', length: 0 }]),
      commit: true,
    });
    expect(fieldErrors(zero.body)).toEqual([['items.0.pipelineUnits.1.length', '管道长度须大于0']]);
  });

  it('is refused by the platform, on the unit, when a picked line is another file’s, and nothing is stored', async () => {
    const drafts = async () => {
      const list = await inject(cookies.zhenhai, 'GET', '/api/v1/inspection-applications?kind=pipeline_periodic&state=draft');
      return (list.json() as { total: number }).total;
    };
    const before = await drafts();
    const res = await inject(cookies.zhenhai, 'POST', '/api/v1/inspection-applications', { ...PIPING, items: withUnits([{ ...STEAM, pipelineId: '61003' }]) });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.body)).toEqual([['items.0.pipelineUnits.0.pipelineId', '管道单元不存在或不属于该管道']]);
    expect(await drafts()).toBe(before);
  });

  it('is refused by the platform on the public page too, on the unit', async () => {
    const draft = await inject(cookies.zhenhai, 'POST', '/api/v1/inspection-applications', { ...PIPING, items: withUnits([STEAM]) });
    expect(draft.statusCode, draft.body).toBe(201);
    const { id } = ZInspectionApplicationDetailSchema.parse(draft.json());
    const issued = await inject(cookies.zhenhai, 'POST', `/api/v1/inspection-applications/${id}/auth-code`, {});
    const { authCode } = ZAuthCodeIssuedSchema.parse(issued.json());
    const res = await inject(undefined, 'POST', '/api/v1/inspection-applications/by-auth-code', { ...PIPING, items: withUnits([{ ...STEAM, pipelineId: '61011' }]), authCode });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.body)).toEqual([['items.0.pipelineUnits.0.pipelineId', '管道单元不存在或不属于该管道']]);
  });

  it('is submitted with its units, and the detail answers them per item', async () => {
    const typed = { pipelineNo: '', name: '凝结水回收管线（二期）', length: 12.35 };
    const res = await inject(cookies.zhenhai, 'POST', '/api/v1/inspection-applications', { ...PIPING, items: withUnits([STEAM, typed]), commit: true });
    expect(res.statusCode, res.body).toBe(201);
    const detail = ZInspectionApplicationDetailSchema.parse(res.json());
    expect(detail.state).toBe('submitted');
    expect(detail.items[0]?.pipelineUnits).toEqual([STEAM, typed]);
  });
});
