import { z } from 'zod';
import { text as requestText } from '../common';
import { formatMessage, message, type Locale } from '../messages';
import { checkRule, type RuleName } from '../validation/rules';
import { PIPE_GRADES, type CategoryCode } from './categories';
import type { Option } from './options';

/**
 * The category's own parameters (docs/domain.md). They drive the equipment form and detail
 * pages; `subTypes` limits a field to those sub-types (escalators have no floors). `label` is the
 * zh-CN name, `en` its en-US text; a choice's `code` is the stored value (zh-CN words or a grade).
 */
export type ParamField = {
  key: string;
  label: string;
  en: string;
  unit?: string;
  kind: 'number' | 'text' | 'enum';
  options?: readonly Option[];
  subTypes?: readonly string[];
  /** A format rule a text parameter must pass (an empty value always passes). */
  rule?: RuleName;
};

/** en-US text of the units that are Chinese words; the others (kg, m/s, MPa) are the same in both. */
export const PARAM_UNITS_EN: Readonly<Record<string, string>> = {
  层: 'floors',
  站: 'stops',
  门: 'doors',
  人: 'persons',
  个: 'pcs',
  '人/h': 'persons/h',
};

/** A parameter's unit in `locale` ('' without one). */
export function paramUnit(field: Pick<ParamField, 'unit'>, locale: Locale = 'zh-CN'): string {
  if (!field.unit) return '';
  return locale === 'en-US' ? (PARAM_UNITS_EN[field.unit] ?? field.unit) : field.unit;
}

type Names = readonly [label: string, en: string];

const num = (key: string, [label, en]: Names, unit?: string, subTypes?: readonly string[]): ParamField => ({
  key,
  label,
  en,
  kind: 'number',
  ...(unit ? { unit } : {}),
  ...(subTypes ? { subTypes } : {}),
});
const text = (key: string, [label, en]: Names, rule?: RuleName): ParamField => ({
  key,
  label,
  en,
  kind: 'text',
  ...(rule ? { rule } : {}),
});
/** Choices are stored values: a word with its English text, or a grade that reads the same in both. */
const choice = (key: string, [label, en]: Names, choices: readonly (string | Names)[]): ParamField => ({
  key,
  label,
  en,
  kind: 'enum',
  options: choices.map((value) => (typeof value === 'string' ? { code: value, label: value, en: value } : { code: value[0], label: value[0], en: value[1] })),
});

const ELEVATORS = ['3110', '3120', '3130', '3210', '3220', '3410', '3420', '3430'];
const ESCALATORS = ['3310', '3320'];

const PIPING: readonly ParamField[] = [
  num('nominalDiameter', ['公称直径', 'Nominal diameter'], 'mm'),
  num('wallThickness', ['壁厚', 'Wall thickness'], 'mm'),
  num('length', ['长度', 'Length'], 'm'),
  num('designPressure', ['设计压力', 'Design pressure'], 'MPa'),
  num('designTemperature', ['设计温度', 'Design temperature'], '℃'),
  text('medium', ['介质', 'Medium']),
  choice('pipeGrade', ['管道级别', 'Pipe grade'], PIPE_GRADES),
];

export const CATEGORY_PARAMS: Record<CategoryCode, readonly ParamField[]> = {
  '1000': [
    num('ratedEvaporation', ['额定蒸发量', 'Rated evaporation'], 't/h', ['1100']),
    num('ratedThermalPower', ['额定热功率', 'Rated thermal power'], 'MW', ['1200', '1300']),
    num('ratedPressure', ['额定压力', 'Rated pressure'], 'MPa'),
    num('outletTemperature', ['出水温度', 'Outlet temperature'], '℃', ['1200', '1300']),
    num('returnTemperature', ['回水温度', 'Return temperature'], '℃', ['1200', '1300']),
    choice('fuel', ['燃料', 'Fuel'], [['燃煤', 'Coal'], ['燃油', 'Oil'], ['燃气', 'Gas'], ['生物质', 'Biomass'], ['电', 'Electric'], ['其他', 'Other']]),
    text('combustionMode', ['燃烧方式', 'Combustion mode']),
    text('waterTreatment', ['水处理方式', 'Water treatment']),
  ],
  '2000': [
    choice('vesselClass', ['容器类别', 'Vessel class'], [['第一类', 'Class I'], ['第二类', 'Class II'], ['第三类', 'Class III'], ['超高压', 'Ultra-high pressure']]),
    num('designPressure', ['设计压力', 'Design pressure'], 'MPa'),
    num('workingPressure', ['工作压力', 'Working pressure'], 'MPa'),
    num('designTemperature', ['设计温度', 'Design temperature'], '℃'),
    num('workingTemperature', ['工作温度', 'Working temperature'], '℃'),
    text('medium', ['介质', 'Medium']),
    num('volume', ['容积', 'Volume'], 'm³'),
    num('innerDiameter', ['内径', 'Inner diameter'], 'mm'),
    text('material', ['主体材质', 'Main material']),
    num('wallThickness', ['壁厚', 'Wall thickness'], 'mm'),
    choice('safetyGrade', ['安全状况等级', 'Safety grade'], [['1级', 'Grade 1'], ['2级', 'Grade 2'], ['3级', 'Grade 3'], ['4级', 'Grade 4'], ['5级', 'Grade 5']]),
  ],
  '3000': [
    num('ratedLoad', ['额定载重量', 'Rated load'], 'kg', ELEVATORS),
    num('ratedSpeed', ['额定速度', 'Rated speed'], 'm/s', ELEVATORS),
    num('floors', ['层数', 'Floors'], '层', ELEVATORS),
    num('stations', ['站数', 'Stops'], '站', ELEVATORS),
    num('doors', ['门数', 'Doors'], '门', ELEVATORS),
    num('liftHeight', ['提升高度', 'Travel height'], 'm'),
    text('controlMode', ['控制方式', 'Control mode']),
    num('nominalSpeed', ['名义速度', 'Nominal speed'], 'm/s', ESCALATORS),
    num('inclination', ['倾斜角', 'Inclination'], '°', ESCALATORS),
    num('nominalWidth', ['名义宽度', 'Nominal width'], 'mm', ESCALATORS),
    text('maintenanceUnit', ['维保单位', 'Maintenance company']),
    text('maintenancePhone', ['维保单位电话', 'Maintenance company phone'], 'phone'),
    choice('usePlace', ['使用场所', 'Place of use'], [['住宅', 'Residential'], ['办公楼', 'Office building'], ['商场', 'Shopping mall'], ['宾馆酒店', 'Hotel'], ['医院', 'Hospital'], ['学校', 'School'], ['交通场所', 'Transport hub'], ['工厂', 'Factory'], ['其他', 'Other']]),
  ],
  '4000': [
    num('ratedLiftingCapacity', ['额定起重量', 'Rated lifting capacity'], 't'),
    num('span', ['跨度', 'Span'], 'm'),
    num('liftingHeight', ['起升高度', 'Lifting height'], 'm'),
    choice('workClass', ['工作级别', 'Work class'], ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8']),
    num('workingRadius', ['幅度', 'Working radius'], 'm'),
  ],
  '5000': [
    text('plateNo', ['牌照号', 'Plate number']),
    num('ratedLiftingCapacity', ['额定起重量', 'Rated lifting capacity'], 't', ['5110']),
    num('ratedPassengers', ['额定载客人数', 'Rated passengers'], '人', ['5210', '5220']),
    choice('powerType', ['动力方式', 'Power type'], [['内燃', 'Combustion engine'], ['蓄电池', 'Battery'], ['其他', 'Other']]),
    text('frameNo', ['车架号', 'Frame number']),
    text('explosionProofGrade', ['防爆等级', 'Explosion-proof grade']),
  ],
  '6000': [
    choice('facilityGrade', ['设备级别', 'Ride grade'], ['A', 'B', 'C']),
    num('ratedPassengers', ['额定乘客人数', 'Rated riders'], '人'),
    num('speed', ['运行速度', 'Speed'], 'm/s'),
    num('height', ['运行高度', 'Height'], 'm'),
    num('trackLength', ['轨道长度', 'Track length'], 'm'),
  ],
  '7000': PIPING,
  '8000': PIPING,
  '9000': [
    num('lineLength', ['线路长度', 'Line length'], 'm'),
    num('heightDifference', ['高差', 'Height difference'], 'm'),
    num('capacity', ['运量', 'Capacity'], '人/h'),
    num('speed', ['运行速度', 'Speed'], 'm/s'),
    num('carriages', ['车厢数', 'Carriages'], '个'),
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
    return z.enum(field.options.map((option) => option.code) as [string, ...string[]]).nullable().optional();
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
