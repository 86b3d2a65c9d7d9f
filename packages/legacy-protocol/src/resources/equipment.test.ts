import { describe, expect, it } from 'vitest';
import { isDateRuleKey, shiftDateKeys } from '../date-rule';
import { constructionRecordDetailPath, constructionRecordSaveForm, ZWireConstructionRecordDetail } from './construction-records';
import { ZWireDashboardStatistics } from './dashboard';
import { ERROR_LOG_WIRE_PATHS } from './error-logs';
import { ME_WIRE_PATHS } from './me';
import { pipelineDetailPath, pipelineSaveForm, ZWirePipeline } from './pipelines';
import { SESSION_WIRE_PATHS } from './session';
import { UNIT_WIRE_PATHS } from './unit';
import {
  EQUIPMENT_DATA_PATHS,
  EQUIPMENT_WIRE_PATHS,
  EQUIPMENT_RANGE_KEYS,
  equipmentChangeApplicationForm,
  equipmentDetailPath,
  equipmentSaveForm,
  ZWireEquipment,
  ZWireEquipmentChange,
  ZWireEquipmentDetail,
} from './equipment';

const liftRow = {
  id: '30101',
  unitId: 20002,
  unitName: '宁波悦澜酒店管理有限公司',
  equCategory: '3000',
  equType: '3110',
  equName: '曳引驱动乘客电梯',
  equModel: 'GeN2-MR 1000/1.75',
  productNo: null,
  deviceCode: '31103307202100101',
  registerCode: '31103302122021080045',
  useCertNo: '梯11浙B04521(21)',
  unitInnerNo: '1号客梯',
  usePlace: '主楼东侧电梯厅',
  areaCode: '330212',
  useState: '在用',
  registerState: '在册',
  recordState: '已通过',
  checkDate: '2024-05-20',
  checkResult: '合格',
  nextCheckDate: '2025-05-19',
  loadTestDate: null,
  useDate: '2021-08-02',
  designLife: '20',
};

describe('EQUIPMENT_WIRE_PATHS', () => {
  it('keeps the groups eqm, eqmBcwBasic and index under /a/stone', () => {
    for (const path of Object.values(EQUIPMENT_WIRE_PATHS)) expect(path).toMatch(/^\/a\/stone\/(eqm|eqmBcwBasic|index)\/[A-Za-z]+$/);
  });

  it('does not clash with the session paths', () => {
    const session = new Set<string>(
      [SESSION_WIRE_PATHS, ME_WIRE_PATHS, UNIT_WIRE_PATHS, ERROR_LOG_WIRE_PATHS].flatMap((paths) => Object.values(paths)),
    );
    for (const path of Object.values(EQUIPMENT_WIRE_PATHS)) expect(session.has(path)).toBe(false);
  });

  it('builds the detail paths with encoded segments', () => {
    expect(equipmentDetailPath('3000', '30101')).toBe('/a/stone/eqm/detail/3000/30101');
    expect(constructionRecordDetailPath('a/b')).toBe('/a/stone/eqmBcwBasic/detail/a%2Fb');
    expect(pipelineDetailPath('50001')).toBe('/a/stone/eqm/pipelineDetail/50001');
  });

  it('puts the export on the data host under /api', () => {
    expect(EQUIPMENT_DATA_PATHS.export).toBe('/api/data/equipment/export');
  });
});

describe('range keys and the date rule', () => {
  it.each(EQUIPMENT_RANGE_KEYS)('leaves %s alone and shifts %s', (begin, end) => {
    expect(isDateRuleKey(begin)).toBe(false);
    expect(isDateRuleKey(end)).toBe(true);
    expect(shiftDateKeys({ [begin]: '2024-02-28', [end]: '2024-02-28' })).toEqual({
      [begin]: '2024-02-28',
      [end]: '2024-02-29',
    });
  });

  it('leaves the other filter keys alone', () => {
    const filters = { registerCode: '2024-01-01', useCertNo: '2024-01-01', unitInnerNo: '2024-01-01', days: '30' };
    expect(shiftDateKeys(filters)).toEqual(filters);
  });
});

describe('ZWireEquipment', () => {
  it('reads a list row, numbers as text and nulls as absent', () => {
    const row = ZWireEquipment.parse(liftRow);
    expect(row.unitId).toBe('20002');
    expect(row.productNo).toBeUndefined();
    expect(row.designLife).toBe(20);
    expect(row.overdueDays).toBeNull();
  });

  it('refuses a row without a state', () => {
    const { useState: _dropped, ...rest } = liftRow;
    expect(ZWireEquipment.safeParse(rest).success).toBe(false);
  });
});

describe('ZWireEquipmentDetail', () => {
  it('reads parameters and inspection history, defaulting both to empty', () => {
    const detail = ZWireEquipmentDetail.parse({
      ...liftRow,
      params: { ratedLoad: 1000, controlMode: '集选控制' },
      checkList: [
        {
          id: '30101-02',
          checkDate: '2024-05-20',
          checkType: '定期检验',
          checkOrg: '宁波市特种设备检验研究院',
          reportNo: 'NBTJ-DT-2024-30101',
          checkResult: '合格',
          nextCheckDate: '2025-05-19',
        },
      ],
    });
    expect(detail.params).toEqual({ ratedLoad: 1000, controlMode: '集选控制' });
    expect(detail.checkList).toHaveLength(1);
    expect(ZWireEquipmentDetail.parse({ ...liftRow, params: null }).checkList).toEqual([]);
  });
});

describe('equipmentSaveForm', () => {
  const fields = {
    equCategory: '3000',
    equType: '3110',
    equName: '曳引驱动乘客电梯',
    equModel: '',
    productNo: '',
    deviceCode: '',
    registerCode: '',
    useCertNo: '',
    unitInnerNo: '3号客梯',
    usePlace: '副楼',
    areaCode: '330212',
    makeUnit: '',
    makeDate: '2024-01-02',
    installUnit: '',
    useDate: '',
    designLife: '20',
    propertyUnit: '',
    safetyManager: '张丽',
    safetyManagerPhone: '13958201746',
    useState: '未投入使用',
    params: { ratedLoad: 1000 },
  };

  it('sends isCommit as text and the parameters as JSON, without an id for a new file', () => {
    const form = equipmentSaveForm(fields, false);
    expect(form).toMatchObject({ isCommit: 'false', paramsJson: '{"ratedLoad":1000}', makeDate: '2024-01-02' });
    expect(form).not.toHaveProperty('id');
    expect(form).not.toHaveProperty('params');
  });

  it('carries the id of an existing file and never shifts dates (forms are not query strings)', () => {
    expect(equipmentSaveForm({ ...fields, id: 'E1' }, true)).toMatchObject({ id: 'E1', isCommit: 'true', makeDate: '2024-01-02' });
  });
});

describe('the other write forms', () => {
  it('numbers the changes of a change application', () => {
    expect(
      equipmentChangeApplicationForm('30101', {
        changes: [
          { field: 'usePlace', newValue: '主楼西侧' },
          { field: 'unitInnerNo', newValue: '5号客梯' },
        ],
        reason: '电梯厅改造',
        attachmentIds: ['a1', 'a2'],
      }),
    ).toEqual({
      id: '30101',
      reason: '电梯厅改造',
      attachmentIds: 'a1,a2',
      'changes[0].field': 'usePlace',
      'changes[0].newValue': '主楼西侧',
      'changes[1].field': 'unitInnerNo',
      'changes[1].newValue': '5号客梯',
    });
  });

  it('joins construction attachments and flags the commit', () => {
    const form = constructionRecordSaveForm(
      {
        equId: '',
        equCategory: '3000',
        equName: '乘客电梯',
        registerCode: '',
        deviceCode: '',
        bcwType: '安装',
        constructUnit: '宁波甬江电梯工程有限公司',
        licenseNo: 'TS3133001-2026',
        noticeDate: '2024-06-01',
        planFinishDate: '',
        usePlace: '副楼',
        remark: '',
        attachmentIds: ['f1'],
      },
      true,
    );
    expect(form).toMatchObject({ attachmentIds: 'f1', isCommit: 'true', bcwType: '安装' });
  });

  it('keeps the id of a maintained pipeline', () => {
    const form = pipelineSaveForm({ id: 'P1', equType: '8310' } as never, false);
    expect(form).toMatchObject({ id: 'P1', equType: '8310', isCommit: 'false' });
  });
});

describe('the other records', () => {
  it('splits comma-separated attachment ids of a construction record', () => {
    const detail = ZWireConstructionRecordDetail.parse({
      id: 1,
      equCategory: '3000',
      equName: '乘客电梯',
      bcwType: '安装',
      state: '草稿',
      updateDate: '2024-06-01 10:00:00',
      attachmentIds: 'a, b,,c',
    });
    expect(detail.attachmentIds).toEqual(['a', 'b', 'c']);
    expect(detail.id).toBe('1');
  });

  it('reads pipeline numbers given as text', () => {
    const line = ZWirePipeline.parse({
      id: 'P1',
      equType: '8310',
      pipeName: '蒸汽管道',
      pipeNo: 'ST-01',
      nominalDiameter: '150',
      pipeLength: 320.5,
      designPressure: null,
      useState: '在用',
      state: '已通过',
    });
    expect([line.nominalDiameter, line.pipeLength, line.designPressure]).toEqual([150, 320.5, null]);
  });

  it('coerces statistics counts', () => {
    const stats = ZWireDashboardStatistics.parse({
      total: '3',
      overdueCount: 1,
      dueCount: 1,
      unqualifiedCount: 0,
      nonUseCount: 0,
      aboutExpireCount: 0,
      categoryList: [{ equCategory: 3000, total: '3', inUseCount: 3, overdueCount: 1, dueCount: 1, unqualifiedCount: 0 }],
    });
    expect(stats.total).toBe(3);
    expect(stats.categoryList[0]?.equCategory).toBe('3000');
  });
});

describe('tolerance of another JeeSite platform', () => {
  it('reads an equipment row in upper case with numbers for codes and epoch times, its optional fields missing', () => {
    const row = ZWireEquipment.parse({
      ID: 30101,
      EQU_CATEGORY: 3000,
      USE_STATE: '在用',
      REGISTER_STATE: '在册',
      RECORD_STATE: '已通过',
      NEXT_CHECK_DATE: 1747584000000,
    });
    expect(row).toMatchObject({ id: '30101', equCategory: '3000', useState: '在用', nextCheckDate: '2025-05-19 00:00:00' });
    expect([row.unitId, row.equType, row.equName]).toEqual([undefined, undefined, undefined]);
  });

  it('still needs the id and category that build the detail path', () => {
    const { id: _id, ...withoutId } = liftRow;
    expect(ZWireEquipment.safeParse(withoutId).success).toBe(false);
    const { equCategory: _category, ...withoutCategory } = liftRow;
    expect(ZWireEquipment.safeParse(withoutCategory).success).toBe(false);
  });

  it('reads a change row whose key is spelt changedate', () => {
    const change = ZWireEquipmentChange.parse({ id: 41001, field: 'usePlace', changedate: '2024-05-01 10:00:00.0', status: '待审核' });
    expect(change).toMatchObject({ id: '41001', changeDate: '2024-05-01 10:00:00' });
  });

  it('reads a construction record with lower-case keys and no name', () => {
    const record = ZWireConstructionRecordDetail.parse({ id: 'b1', equcategory: '3000', bcwtype: '安装', state: '草稿', updatedate: 1717200000000 });
    expect(record).toMatchObject({ equCategory: '3000', bcwType: '安装', updateDate: '2024-06-01 08:00:00', attachmentIds: [] });
    expect(record.equName).toBeUndefined();
  });

  it('reads a pipeline without its name, number and type', () => {
    const line = ZWirePipeline.parse({ id: 'P1', USESTATE: '在用', State: '已通过' });
    expect(line).toMatchObject({ id: 'P1', useState: '在用', state: '已通过' });
    expect([line.pipeName, line.pipeNo, line.equType]).toEqual([undefined, undefined, undefined]);
  });
});
