import { z } from 'zod';

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

export type Category = { code: CategoryCode; name: string; slug: CategorySlug };

export const CATEGORIES: readonly Category[] = [
  { code: '1000', name: '锅炉', slug: 'boiler' },
  { code: '2000', name: '压力容器', slug: 'pressureVessel' },
  { code: '3000', name: '电梯', slug: 'elevator' },
  { code: '4000', name: '起重机械', slug: 'hoistingMachinery' },
  { code: '5000', name: '场(厂)内专用机动车辆', slug: 'fieldMotorVehicles' },
  { code: '6000', name: '大型游乐设施', slug: 'majorAmusementFacilities' },
  { code: '7000', name: '压力管道元件', slug: 'pressurePiping' },
  { code: '8000', name: '压力管道', slug: 'pressurePipeline' },
  { code: '9000', name: '客运索道', slug: 'passengerRopeway' },
];

/** `parentCode` is the category, or the sub-type group (类别) the variety (品种) belongs to. */
export type SubType = { code: string; name: string; categoryCode: CategoryCode; parentCode: string };

function group(categoryCode: CategoryCode, parentCode: string, entries: [string, string][]): SubType[] {
  return entries.map(([code, name]) => ({ code, name, categoryCode, parentCode }));
}

export const SUB_TYPES: readonly SubType[] = [
  ...group('1000', '1000', [
    ['1100', '承压蒸汽锅炉'],
    ['1200', '承压热水锅炉'],
    ['1300', '有机热载体锅炉'],
  ]),
  ...group('2000', '2000', [
    ['2100', '固定式压力容器'],
    ['2200', '移动式压力容器'],
    ['2300', '气瓶'],
    ['2400', '氧舱'],
  ]),
  ...group('2000', '2100', [
    ['2110', '超高压容器'],
    ['2130', '第三类压力容器'],
    ['2150', '第二类压力容器'],
    ['2170', '第一类压力容器'],
  ]),
  ...group('2000', '2200', [
    ['2210', '铁路罐车'],
    ['2220', '汽车罐车'],
    ['2230', '长管拖车'],
  ]),
  ...group('3000', '3000', [
    ['3110', '曳引驱动乘客电梯'],
    ['3120', '曳引驱动载货电梯'],
    ['3130', '强制驱动载货电梯'],
    ['3210', '液压乘客电梯'],
    ['3220', '液压载货电梯'],
    ['3310', '自动扶梯'],
    ['3320', '自动人行道'],
    ['3410', '防爆电梯'],
    ['3420', '消防员电梯'],
    ['3430', '杂物电梯'],
  ]),
  ...group('4000', '4000', [
    ['4110', '通用桥式起重机'],
    ['4170', '电动单梁起重机'],
    ['4210', '通用门式起重机'],
    ['4310', '塔式起重机'],
    ['4410', '轮胎起重机'],
    ['4420', '履带起重机'],
    ['4700', '门座式起重机'],
    ['4860', '施工升降机'],
    ['4D00', '机械式停车设备'],
  ]),
  ...group('5000', '5000', [
    ['5110', '叉车'],
    ['5210', '观光车'],
    ['5220', '观光列车'],
  ]),
  ...group('6000', '6000', [
    ['6100', '观览车类'],
    ['6200', '滑行车类'],
    ['6400', '陀螺类'],
    ['6500', '飞行塔类'],
    ['6600', '转马类'],
    ['6A00', '碰碰车类'],
    ['6B00', '滑道类'],
    ['6D00', '水上游乐设施'],
  ]),
  ...group('7000', '7000', [
    ['7100', '管子'],
    ['7200', '管件'],
    ['7300', '阀门'],
    ['7400', '法兰'],
    ['7500', '补偿器'],
  ]),
  ...group('8000', '8000', [
    ['8100', '长输管道'],
    ['8200', '公用管道'],
    ['8300', '工业管道'],
  ]),
  ...group('8000', '8100', [
    ['8110', '输油管道'],
    ['8120', '输气管道'],
  ]),
  ...group('8000', '8200', [
    ['8210', '燃气管道'],
    ['8220', '热力管道'],
  ]),
  ...group('8000', '8300', [
    ['8310', '工艺管道'],
    ['8320', '动力管道'],
    ['8330', '制冷管道'],
  ]),
  ...group('9000', '9000', [
    ['9100', '客运架空索道'],
    ['9200', '客运缆车'],
    ['9300', '客运拖牵索道'],
  ]),
  ...group('9000', '9100', [
    ['9110', '往复式客运架空索道'],
    ['9120', '循环式客运架空索道'],
  ]),
  ...group('9000', '9200', [
    ['9210', '往复式客运缆车'],
    ['9220', '循环式客运缆车'],
  ]),
  ...group('9000', '9300', [
    ['9310', '低位客运拖牵索道'],
    ['9320', '高位客运拖牵索道'],
  ]),
];

/** Pressure piping grades (管道级别). */
export const PIPE_GRADES = ['GA1', 'GA2', 'GB1', 'GB2', 'GC1', 'GC2', 'GC3'] as const;

export function findCategory(code: string): Category | undefined {
  return CATEGORIES.find((category) => category.code === code);
}

export function categoryBySlug(slug: string): Category | undefined {
  return CATEGORIES.find((category) => category.slug === slug);
}

export function findSubType(code: string): SubType | undefined {
  return SUB_TYPES.find((subType) => subType.code === code);
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
