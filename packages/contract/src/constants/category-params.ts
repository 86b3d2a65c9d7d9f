import { z } from 'zod';
import { text as requestText } from '../common';
import { formatMessage, message } from '../messages';
import { checkRule, type RuleName } from '../validation/rules';
import { PIPE_GRADES, type CategoryCode } from './categories';

/**
 * The category's own parameters (docs/domain.md). They drive the equipment form and detail
 * pages; `subTypes` limits a field to those sub-types (escalators have no floors).
 */
export type ParamField = {
  key: string;
  label: string;
  unit?: string;
  kind: 'number' | 'text' | 'enum';
  options?: readonly string[];
  subTypes?: readonly string[];
  /** A format rule a text parameter must pass (an empty value always passes). */
  rule?: RuleName;
};

const num = (key: string, label: string, unit?: string, subTypes?: readonly string[]): ParamField => ({
  key,
  label,
  kind: 'number',
  ...(unit ? { unit } : {}),
  ...(subTypes ? { subTypes } : {}),
});
const text = (key: string, label: string, rule?: RuleName): ParamField => ({
  key,
  label,
  kind: 'text',
  ...(rule ? { rule } : {}),
});
const choice = (key: string, label: string, options: readonly string[]): ParamField => ({
  key,
  label,
  kind: 'enum',
  options,
});

const ELEVATORS = ['3110', '3120', '3130', '3210', '3220', '3410', '3420', '3430'];
const ESCALATORS = ['3310', '3320'];

const PIPING: readonly ParamField[] = [
  num('nominalDiameter', '公称直径', 'mm'),
  num('wallThickness', '壁厚', 'mm'),
  num('length', '长度', 'm'),
  num('designPressure', '设计压力', 'MPa'),
  num('designTemperature', '设计温度', '℃'),
  text('medium', '介质'),
  choice('pipeGrade', '管道级别', PIPE_GRADES),
];

export const CATEGORY_PARAMS: Record<CategoryCode, readonly ParamField[]> = {
  '1000': [
    num('ratedEvaporation', '额定蒸发量', 't/h', ['1100']),
    num('ratedThermalPower', '额定热功率', 'MW', ['1200', '1300']),
    num('ratedPressure', '额定压力', 'MPa'),
    num('outletTemperature', '出水温度', '℃', ['1200', '1300']),
    num('returnTemperature', '回水温度', '℃', ['1200', '1300']),
    choice('fuel', '燃料', ['燃煤', '燃油', '燃气', '生物质', '电', '其他']),
    text('combustionMode', '燃烧方式'),
    text('waterTreatment', '水处理方式'),
  ],
  '2000': [
    choice('vesselClass', '容器类别', ['第一类', '第二类', '第三类', '超高压']),
    num('designPressure', '设计压力', 'MPa'),
    num('workingPressure', '工作压力', 'MPa'),
    num('designTemperature', '设计温度', '℃'),
    num('workingTemperature', '工作温度', '℃'),
    text('medium', '介质'),
    num('volume', '容积', 'm³'),
    num('innerDiameter', '内径', 'mm'),
    text('material', '主体材质'),
    num('wallThickness', '壁厚', 'mm'),
    choice('safetyGrade', '安全状况等级', ['1级', '2级', '3级', '4级', '5级']),
  ],
  '3000': [
    num('ratedLoad', '额定载重量', 'kg', ELEVATORS),
    num('ratedSpeed', '额定速度', 'm/s', ELEVATORS),
    num('floors', '层数', '层', ELEVATORS),
    num('stations', '站数', '站', ELEVATORS),
    num('doors', '门数', '门', ELEVATORS),
    num('liftHeight', '提升高度', 'm'),
    text('controlMode', '控制方式'),
    num('nominalSpeed', '名义速度', 'm/s', ESCALATORS),
    num('inclination', '倾斜角', '°', ESCALATORS),
    num('nominalWidth', '名义宽度', 'mm', ESCALATORS),
    text('maintenanceUnit', '维保单位'),
    text('maintenancePhone', '维保单位电话', 'phone'),
    choice('usePlace', '使用场所', ['住宅', '办公楼', '商场', '宾馆酒店', '医院', '学校', '交通场所', '工厂', '其他']),
  ],
  '4000': [
    num('ratedLiftingCapacity', '额定起重量', 't'),
    num('span', '跨度', 'm'),
    num('liftingHeight', '起升高度', 'm'),
    choice('workClass', '工作级别', ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8']),
    num('workingRadius', '幅度', 'm'),
  ],
  '5000': [
    text('plateNo', '牌照号'),
    num('ratedLiftingCapacity', '额定起重量', 't', ['5110']),
    num('ratedPassengers', '额定载客人数', '人', ['5210', '5220']),
    choice('powerType', '动力方式', ['内燃', '蓄电池', '其他']),
    text('frameNo', '车架号'),
    text('explosionProofGrade', '防爆等级'),
  ],
  '6000': [
    choice('facilityGrade', '设备级别', ['A', 'B', 'C']),
    num('ratedPassengers', '额定乘客人数', '人'),
    num('speed', '运行速度', 'm/s'),
    num('height', '运行高度', 'm'),
    num('trackLength', '轨道长度', 'm'),
  ],
  '7000': PIPING,
  '8000': PIPING,
  '9000': [
    num('lineLength', '线路长度', 'm'),
    num('heightDifference', '高差', 'm'),
    num('capacity', '运量', '人/h'),
    num('speed', '运行速度', 'm/s'),
    num('carriages', '车厢数', '个'),
  ],
};

/** The parameter fields of a category, narrowed to one sub-type when given. */
export function paramFieldsOf(categoryCode: CategoryCode, subTypeCode?: string): ParamField[] {
  return CATEGORY_PARAMS[categoryCode].filter(
    (field) => !field.subTypes || subTypeCode === undefined || field.subTypes.includes(subTypeCode),
  );
}

export const ZParamValue = z.union([z.number(), requestText(), z.null()]);
/** Parameter values as the API carries them: keys of `CATEGORY_PARAMS`, numbers or text. */
export const ZEquipmentParams = z.record(requestText().max(64), ZParamValue);
export type EquipmentParams = z.infer<typeof ZEquipmentParams>;

function fieldSchema(field: ParamField): z.ZodTypeAny {
  if (field.kind === 'number') return z.number().finite().nullable().optional();
  if (field.kind === 'enum' && field.options) {
    return z.enum(field.options as [string, ...string[]]).nullable().optional();
  }
  const { rule } = field;
  const bounded = requestText().max(200, formatMessage('tooLong', { max: 200 }));
  const checked = rule
    ? bounded.superRefine((value, ctx) => {
        const failed = checkRule(rule, value);
        if (failed) ctx.addIssue({ code: z.ZodIssueCode.custom, message: message(failed) });
      })
    : bounded;
  return checked.nullable().optional();
}

/** A strict schema of one category's parameters: unknown keys and wrong kinds are rejected. */
export function paramsSchemaOf(categoryCode: CategoryCode, subTypeCode?: string) {
  const shape = Object.fromEntries(
    paramFieldsOf(categoryCode, subTypeCode).map((field) => [field.key, fieldSchema(field)]),
  );
  return z.object(shape).strict();
}
