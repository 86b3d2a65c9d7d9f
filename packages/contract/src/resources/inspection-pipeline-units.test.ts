import { describe, expect, it } from 'vitest';
import { ZAuthCodeApplicationBodySchema, ZInspectionApplicationBodySchema } from './inspection-application-schemas';
import { totalPipelineLength } from './inspection-pipeline-units';

const base = {
  kind: 'pipeline_periodic',
  commit: true,
  equipmentIds: ['eq-pipe-1', 'eq-pipe-2'],
  siteContact: '李工',
  siteContactMobile: '13812345678',
  siteAddress: '宁波市镇海区蛟川街道',
  areaCode: '330211',
} as const;
const steam = { pipelineId: 'pl-1', pipelineNo: 'GD-ST-01-01', name: '蒸汽主管', length: 128.5 };
const both = [
  { equipmentId: 'eq-pipe-1', pipelineUnits: [steam] },
  { equipmentId: 'eq-pipe-2', pipelineUnits: [{ pipelineNo: 'AIR-01', name: '', length: 42 }] },
];

const issuesOf = (body: unknown) => ZInspectionApplicationBodySchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('a 管道定期检验 submit', () => {
  it('needs at least one pipeline unit per chosen piping file, on the item’s path', () => {
    expect(issuesOf({ ...base, items: [both[0]] })).toEqual([['items.1.pipelineUnits', '请填写管道单元']]);
  });
  it('needs a number or a name and a length above 0 for each unit, on the unit’s field', () => {
    const items = [both[0], { equipmentId: 'eq-pipe-2', pipelineUnits: [steam, { pipelineNo: ' ', name: '', length: 0 }] }];
    expect(issuesOf({ ...base, items })).toEqual([
      ['items.1.pipelineUnits.1.name', '请填写管道单元编号或名称'],
      ['items.1.pipelineUnits.1.length', '管道长度须大于0'],
    ]);
  });
  it('is accepted with the units of every item, whatever their order in the body', () => {
    expect(issuesOf({ ...base, items: [both[1], both[0]] })).toBeUndefined();
  });
  it('may be saved as a draft without units or lengths', () => {
    expect(issuesOf({ ...base, commit: false })).toBeUndefined();
    expect(issuesOf({ ...base, commit: false, items: [{ equipmentId: 'eq-pipe-1', pipelineUnits: [{ name: '蒸汽主管', length: 0 }] }] })).toBeUndefined();
  });
  it('refuses lengths with more than 2 decimals or below 0, a draft too', () => {
    const items = [{ equipmentId: 'eq-pipe-1', pipelineUnits: [{ ...steam, length: 1.255 }, { ...steam, length: -1 }] }];
    expect(issuesOf({ ...base, commit: false, items })?.map(([path]) => path)).toEqual(['items.0.pipelineUnits.0.length', 'items.0.pipelineUnits.1.length']);
  });
  it('refuses units of a file that is not applied for', () => {
    const items = [...both, { equipmentId: 'eq-other', pipelineUnits: [steam] }];
    expect(issuesOf({ ...base, commit: false, items })).toEqual([['items.2.equipmentId', '请选择有效的选项']]);
  });
  it('is checked on the public page too', () => {
    const body = { ...base, authCode: 'code-1' };
    expect(ZAuthCodeApplicationBodySchema.safeParse(body).error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'items.0.pipelineUnits',
      'items.1.pipelineUnits',
    ]);
    expect(ZAuthCodeApplicationBodySchema.safeParse({ ...body, items: both }).success).toBe(true);
  });
});

describe('the other kinds', () => {
  it('ask for no pipeline units', () => {
    expect(issuesOf({ ...base, kind: 'periodic', equipmentIds: ['eq-1'] })).toBeUndefined();
  });
});

describe('totalPipelineLength', () => {
  it('adds the lengths to 2 decimals', () => {
    expect(totalPipelineLength([{ length: 128.5 }, { length: 0.1 }, { length: 0.2 }])).toBe(128.8);
  });
});
