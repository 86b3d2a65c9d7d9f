import { z } from 'zod';
import type { CategoryCode } from './categories';

/**
 * The main inspection items a report's item-by-item table lists (docs/inspection-processing.md,
 * "Documents"): the main item groups of the category's inspection regulation (elevators: TSG T7001;
 * escalators and moving walks their own), named generally — no clause numbers.
 */
export type CheckItem = { readonly code: string; readonly label: string; readonly en: string };

const item = (code: string, label: string, en: string): CheckItem => ({ code, label, en });

const DOCUMENTS = item('documents', '技术资料', 'Technical documentation');
const TESTS = item('tests', '试验', 'Tests');

export const CHECK_ITEMS: Record<CategoryCode, readonly CheckItem[]> = {
  '1000': [
    DOCUMENTS,
    item('body', '锅炉本体及受压部件', 'Boiler body and pressure parts'),
    item('fittings', '安全附件与仪表', 'Safety accessories and instruments'),
    item('combustion', '燃烧设备与辅助设备', 'Combustion and auxiliary equipment'),
    item('water', '水（介）质处理', 'Water (medium) treatment'),
    item('piping', '管道与阀门', 'Piping and valves'),
    item('interlocks', '安全保护装置与联锁', 'Protective devices and interlocks'),
    item('operation', '锅炉房与运行管理', 'Boiler room and operation'),
  ],
  '2000': [
    DOCUMENTS,
    item('visual', '宏观检验', 'Visual examination'),
    item('thickness', '壁厚测定', 'Wall thickness measurement'),
    item('surface', '表面缺陷检测', 'Surface defect testing'),
    item('embedded', '埋藏缺陷检测', 'Embedded defect testing'),
    item('material', '材料分析', 'Material analysis'),
    item('fittings', '安全附件与仪表', 'Safety accessories and instruments'),
    item('pressure_test', '耐压试验', 'Pressure test'),
    item('leak_test', '泄漏试验', 'Leak test'),
  ],
  '3000': [
    DOCUMENTS,
    item('machine_room', '机房及相关设备', 'Machine room and related equipment'),
    item('hoistway', '井道及相关设备', 'Hoistway and related equipment'),
    item('car', '轿厢与对重', 'Car and counterweight'),
    item('suspension', '悬挂装置、补偿装置及旋转部件防护', 'Suspension, compensation and guards of rotating parts'),
    item('doors', '轿门与层门', 'Car doors and landing doors'),
    item('mrl', '无机房电梯附加项目', 'Additional items of machine-room-less elevators'),
    TESTS,
  ],
  '4000': [
    DOCUMENTS,
    item('environment', '作业环境与外观', 'Working environment and appearance'),
    item('structure', '金属结构', 'Metal structure'),
    item('components', '主要零部件与机构', 'Main components and mechanisms'),
    item('electrical', '电气与控制系统', 'Electrical and control systems'),
    item('protection', '安全保护与防护装置', 'Safety and protective devices'),
    TESTS,
  ],
  '5000': [
    DOCUMENTS,
    item('vehicle', '整车', 'Vehicle as a whole'),
    item('power', '动力系统', 'Power system'),
    item('transmission', '传动系统', 'Transmission'),
    item('running', '行驶系统', 'Running gear'),
    item('steering', '转向系统', 'Steering'),
    item('braking', '制动系统', 'Braking'),
    item('working', '工作装置', 'Working equipment'),
    item('electrical', '电气与安全装置', 'Electrical and safety devices'),
    item('performance', '性能试验', 'Performance tests'),
  ],
  '6000': [
    DOCUMENTS,
    item('site', '设备基础与运行环境', 'Foundation and operating area'),
    item('structure', '金属结构与焊缝', 'Metal structure and welds'),
    item('mechanical', '机械传动与主要零部件', 'Drives and main components'),
    item('passenger', '乘人装置与束缚装置', 'Passenger carriers and restraints'),
    item('protection', '安全保护装置', 'Safety devices'),
    item('electrical', '电气与控制系统', 'Electrical and control systems'),
    item('operation_test', '运行试验', 'Operation tests'),
  ],
  '7000': [
    DOCUMENTS,
    item('appearance', '外观与尺寸', 'Appearance and dimensions'),
    item('material', '材料', 'Material'),
    item('ndt', '无损检测', 'Non-destructive testing'),
    item('pressure_test', '耐压试验', 'Pressure test'),
    item('marking', '标志', 'Marking'),
  ],
  '8000': [
    DOCUMENTS,
    item('visual', '宏观检验', 'Visual examination'),
    item('thickness', '壁厚测定', 'Wall thickness measurement'),
    item('ndt', '无损检测', 'Non-destructive testing'),
    item('supports', '支吊架', 'Supports and hangers'),
    item('fittings', '安全附件与仪表', 'Safety accessories and instruments'),
    item('pressure_test', '耐压试验', 'Pressure test'),
    item('leak_test', '泄漏试验', 'Leak test'),
  ],
  '9000': [
    DOCUMENTS,
    item('stations', '站房与线路', 'Stations and line'),
    item('drive', '驱动与迂回装置', 'Drive and return equipment'),
    item('rope', '钢丝绳与抱索器', 'Ropes and grips'),
    item('carriers', '运载工具', 'Carriers'),
    item('electrical', '电气与控制系统', 'Electrical and control systems'),
    item('protection', '安全保护与救护', 'Safety devices and rescue'),
    TESTS,
  ],
};

/** Escalators and moving walks (sub-types 3310, 3320) have their own groups. */
const ESCALATOR_ITEMS: readonly CheckItem[] = [
  DOCUMENTS,
  item('stations', '驱动站与转向站', 'Drive and return stations'),
  item('surroundings', '周边环境与防护', 'Surroundings and guards'),
  item('steps', '梯级、踏板与胶带', 'Steps, pallets and belt'),
  item('balustrade', '扶手装置与围裙板', 'Balustrades, handrails and skirts'),
  item('protection', '安全保护装置', 'Safety devices'),
  item('electrical', '电气与控制系统', 'Electrical and control systems'),
  TESTS,
];
export const CHECK_ITEMS_BY_SUB_TYPE: Readonly<Record<string, readonly CheckItem[]>> = { '3310': ESCALATOR_ITEMS, '3320': ESCALATOR_ITEMS };

/** The main items of a piece of equipment's inspection, by its category and sub-type. */
export function checkItemsFor(categoryCode: string, subTypeCode = ''): readonly CheckItem[] {
  return CHECK_ITEMS_BY_SUB_TYPE[subTypeCode] ?? CHECK_ITEMS[categoryCode as CategoryCode] ?? [];
}

export const CHECK_ITEM_OUTCOMES = [
  { code: 'pass', label: '符合', en: 'Conforms' },
  { code: 'fail', label: '不符合', en: 'Does not conform' },
  { code: 'na', label: '无此项', en: 'Not applicable' },
] as const;
export const ZCheckItemOutcome = z.enum(['pass', 'fail', 'na']);
export type CheckItemOutcome = z.infer<typeof ZCheckItemOutcome>;
