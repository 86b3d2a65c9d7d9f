import { z } from 'zod';
import type { Locale } from '../messages';

/** The equipment catalogue (特种设备目录): nine categories and their main sub-types (docs/domain.md). */

export const CATEGORY_CODES = [
  '1000',
  '2000',
  '3000',
  '4000',
  '5000',
  '6000',
  '7000',
  '8000',
  '9000',
] as const;
export const ZCategoryCode = z.enum(CATEGORY_CODES);
export type CategoryCode = z.infer<typeof ZCategoryCode>;

/** Detail route slugs (equipment/detail/<slug>), as the legacy route names spell them. */
export const CATEGORY_SLUGS = [
  'boiler',
  'pressureVessel',
  'elevator',
  'hoistingMachinery',
  'fieldMotorVehicles',
  'majorAmusementFacilities',
  'pressurePiping',
  'pressurePipeline',
  'passengerRopeway',
] as const;
export const ZCategorySlug = z.enum(CATEGORY_SLUGS);
export type CategorySlug = z.infer<typeof ZCategorySlug>;

/** `name` is the zh-CN name (the product's language), `en` its en-US text. */
export type Category = { code: CategoryCode; name: string; en: string; slug: CategorySlug };

export const CATEGORIES: readonly Category[] = [
  { code: '1000', name: '锅炉', en: 'Boilers', slug: 'boiler' },
  { code: '2000', name: '压力容器', en: 'Pressure vessels', slug: 'pressureVessel' },
  { code: '3000', name: '电梯', en: 'Elevators', slug: 'elevator' },
  { code: '4000', name: '起重机械', en: 'Hoisting machinery', slug: 'hoistingMachinery' },
  { code: '5000', name: '场(厂)内专用机动车辆', en: 'Site and in-plant motor vehicles', slug: 'fieldMotorVehicles' },
  { code: '6000', name: '大型游乐设施', en: 'Large amusement rides', slug: 'majorAmusementFacilities' },
  { code: '7000', name: '压力管道元件', en: 'Pressure piping components', slug: 'pressurePiping' },
  { code: '8000', name: '压力管道', en: 'Pressure piping', slug: 'pressurePipeline' },
  { code: '9000', name: '客运索道', en: 'Passenger ropeways', slug: 'passengerRopeway' },
];

/** `parentCode` is the category, or the sub-type group (类别) the variety (品种) belongs to. */
export type SubType = { code: string; name: string; en: string; categoryCode: CategoryCode; parentCode: string };

function group(categoryCode: CategoryCode, parentCode: string, entries: [string, string, string][]): SubType[] {
  return entries.map(([code, name, en]) => ({ code, name, en, categoryCode, parentCode }));
}

export const SUB_TYPES: readonly SubType[] = [
  ...group('1000', '1000', [
    ['1100', '承压蒸汽锅炉', 'Pressure-bearing steam boiler'],
    ['1200', '承压热水锅炉', 'Pressure-bearing hot water boiler'],
    ['1300', '有机热载体锅炉', 'Organic heat carrier boiler'],
  ]),
  ...group('2000', '2000', [
    ['2100', '固定式压力容器', 'Stationary pressure vessel'],
    ['2200', '移动式压力容器', 'Mobile pressure vessel'],
    ['2300', '气瓶', 'Gas cylinder'],
    ['2400', '氧舱', 'Oxygen chamber'],
  ]),
  ...group('2000', '2100', [
    ['2110', '超高压容器', 'Ultra-high pressure vessel'],
    ['2130', '第三类压力容器', 'Class III pressure vessel'],
    ['2150', '第二类压力容器', 'Class II pressure vessel'],
    ['2170', '第一类压力容器', 'Class I pressure vessel'],
  ]),
  ...group('2000', '2200', [
    ['2210', '铁路罐车', 'Railway tank car'],
    ['2220', '汽车罐车', 'Road tank vehicle'],
    ['2230', '长管拖车', 'Tube trailer'],
  ]),
  ...group('3000', '3000', [
    ['3110', '曳引驱动乘客电梯', 'Traction passenger elevator'],
    ['3120', '曳引驱动载货电梯', 'Traction freight elevator'],
    ['3130', '强制驱动载货电梯', 'Positive-drive freight elevator'],
    ['3210', '液压乘客电梯', 'Hydraulic passenger elevator'],
    ['3220', '液压载货电梯', 'Hydraulic freight elevator'],
    ['3310', '自动扶梯', 'Escalator'],
    ['3320', '自动人行道', 'Moving walk'],
    ['3410', '防爆电梯', 'Explosion-proof elevator'],
    ['3420', '消防员电梯', 'Firefighters elevator'],
    ['3430', '杂物电梯', 'Dumbwaiter'],
  ]),
  ...group('4000', '4000', [
    ['4110', '通用桥式起重机', 'General overhead crane'],
    ['4170', '电动单梁起重机', 'Electric single-girder crane'],
    ['4210', '通用门式起重机', 'General gantry crane'],
    ['4310', '塔式起重机', 'Tower crane'],
    ['4410', '轮胎起重机', 'Wheeled crane'],
    ['4420', '履带起重机', 'Crawler crane'],
    ['4700', '门座式起重机', 'Portal crane'],
    ['4860', '施工升降机', 'Builder hoist'],
    ['4D00', '机械式停车设备', 'Mechanical parking equipment'],
  ]),
  ...group('5000', '5000', [
    ['5110', '叉车', 'Forklift'],
    ['5210', '观光车', 'Sightseeing car'],
    ['5220', '观光列车', 'Sightseeing train'],
  ]),
  ...group('6000', '6000', [
    ['6100', '观览车类', 'Observation wheels'],
    ['6200', '滑行车类', 'Roller coasters'],
    ['6400', '陀螺类', 'Gyro rides'],
    ['6500', '飞行塔类', 'Flying towers'],
    ['6600', '转马类', 'Carousels'],
    ['6A00', '碰碰车类', 'Bumper cars'],
    ['6B00', '滑道类', 'Slides'],
    ['6D00', '水上游乐设施', 'Water rides'],
  ]),
  ...group('7000', '7000', [
    ['7100', '管子', 'Pipes'],
    ['7200', '管件', 'Pipe fittings'],
    ['7300', '阀门', 'Valves'],
    ['7400', '法兰', 'Flanges'],
    ['7500', '补偿器', 'Expansion joints'],
  ]),
  ...group('8000', '8000', [
    ['8100', '长输管道', 'Long-distance pipeline'],
    ['8200', '公用管道', 'Public utility pipeline'],
    ['8300', '工业管道', 'Industrial pipeline'],
  ]),
  ...group('8000', '8100', [
    ['8110', '输油管道', 'Oil pipeline'],
    ['8120', '输气管道', 'Gas transmission pipeline'],
  ]),
  ...group('8000', '8200', [
    ['8210', '燃气管道', 'Gas distribution pipeline'],
    ['8220', '热力管道', 'Heating pipeline'],
  ]),
  ...group('8000', '8300', [
    ['8310', '工艺管道', 'Process pipeline'],
    ['8320', '动力管道', 'Power pipeline'],
    ['8330', '制冷管道', 'Refrigeration pipeline'],
  ]),
  ...group('9000', '9000', [
    ['9100', '客运架空索道', 'Aerial passenger ropeway'],
    ['9200', '客运缆车', 'Passenger funicular'],
    ['9300', '客运拖牵索道', 'Passenger surface lift'],
  ]),
  ...group('9000', '9100', [
    ['9110', '往复式客运架空索道', 'Reversible aerial ropeway'],
    ['9120', '循环式客运架空索道', 'Circulating aerial ropeway'],
  ]),
  ...group('9000', '9200', [
    ['9210', '往复式客运缆车', 'Reversible funicular'],
    ['9220', '循环式客运缆车', 'Circulating funicular'],
  ]),
  ...group('9000', '9300', [
    ['9310', '低位客运拖牵索道', 'Low-rope surface lift'],
    ['9320', '高位客运拖牵索道', 'High-rope surface lift'],
  ]),
];

/** Pressure piping grades (管道级别). */
export const PIPE_GRADES = ['GA1', 'GA2', 'GB1', 'GB2', 'GC1', 'GC2', 'GC3'] as const;

/** The first entry of each code: what a search of the list in order finds. */
function byCode<T extends { code: string }>(entries: readonly T[]): ReadonlyMap<string, T> {
  const map = new Map<string, T>();
  for (const entry of entries) if (!map.has(entry.code)) map.set(entry.code, entry);
  return map;
}

// By code: the gateway names the category and sub-type of every row of every equipment list.
const CATEGORY_BY_CODE = byCode(CATEGORIES);
const SUB_TYPE_BY_CODE = byCode(SUB_TYPES);

export function findCategory(code: string): Category | undefined {
  return CATEGORY_BY_CODE.get(code);
}

export function categoryBySlug(slug: string): Category | undefined {
  return CATEGORIES.find((category) => category.slug === slug);
}

export function findSubType(code: string): SubType | undefined {
  return SUB_TYPE_BY_CODE.get(code);
}

/**
 * A category's or sub-type's name in `locale`, by its code or its zh-CN name (some answers carry
 * only the name); the text itself when the catalogue does not know it.
 */
export function catalogueName(code: string, locale: Locale = 'zh-CN'): string {
  const entry =
    findCategory(code) ?? findSubType(code) ?? CATEGORIES.find((category) => category.name === code) ?? SUB_TYPES.find((subType) => subType.name === code);
  if (!entry) return code;
  return locale === 'en-US' ? entry.en : entry.name;
}

/** Sub-types of a category, or the children of a sub-type group when `parentCode` is given. */
export function subTypesOf(categoryCode: string, parentCode?: string): SubType[] {
  return SUB_TYPES.filter(
    (subType) =>
      subType.categoryCode === categoryCode &&
      (parentCode === undefined || subType.parentCode === parentCode),
  );
}

/**
 * The category a registration code belongs to: its first four characters are the sub-type,
 * whose first character is the category's.
 */
export function categoryOfRegisterCode(registerCode: string): Category | undefined {
  const known = findSubType(registerCode.slice(0, 4));
  if (known) return findCategory(known.categoryCode);
  return findCategory(`${registerCode.charAt(0)}000`);
}
