import { INSPECTION_INSTITUTE_NAME } from '@portal/contract';
import type { WireUseRegistrationKind, WireUseRegistrationState } from '@portal/legacy-protocol';
import type { NewUseRegistrationHistoryRow, NewUseRegistrationRow } from '../db/schema';
import { addDays, formatWireDate, parseWireDateTime } from '../http/wire-date';
import type { DemoFile } from './demo-equipment-builder';
import { DEMO_UNITS, type DemoUnitKey } from './demo-units';

/** When a step happened: days before the seed day at a clock time, or a fixed Shanghai time. */
type When = { daysAgo: number; at: string } | { on: string };

type Step = { state: WireUseRegistrationState; when: When; by: 'unit' | 'institute'; remark: string };

type DemoRegistration = {
  id: string;
  unit: DemoUnitKey;
  equipmentId: string;
  kind: WireUseRegistrationKind;
  steps: Step[];
  opinion?: string;
  /** For equipment not yet in use: the planned first day of use, in days from the seed day. */
  plannedUseInDays?: number;
};

const OPERATORS: Record<DemoUnitKey, string> = { yonglun: '林晓东', yuelan: '张丽', hongtai: '王建国', simingshan: '徐佳' };
const REVIEWER = '陈审核';

const ago = (daysAgo: number, at: string): When => ({ daysAgo, at });
const unit = (state: WireUseRegistrationState, when: When, remark: string): Step => ({ state, when, by: 'unit', remark });
const institute = (state: WireUseRegistrationState, when: When, remark: string): Step => ({ state, when, by: 'institute', remark });

/** Each demo unit's applications, in every state of the flow, each with the history that led there. */
const DEMO_REGISTRATIONS: DemoRegistration[] = [
  {
    id: '40001',
    unit: 'yuelan',
    equipmentId: '30101',
    kind: '新设备首次启用',
    steps: [
      unit('已提交', { on: '2021-08-16 09:32:10' }, '提交申请'),
      institute('已受理', { on: '2021-08-17 10:05:00' }, '材料齐全，予以受理'),
      institute('审核中', { on: '2021-08-18 14:20:00' }, '转登记审核'),
      institute('已发证', { on: '2021-08-20 16:45:00' }, '准予登记，发放使用登记证'),
    ],
    opinion: '准予登记',
  },
  {
    id: '40002',
    unit: 'yuelan',
    equipmentId: '30106',
    kind: '新设备首次启用',
    steps: [unit('草稿', ago(2, '15:10:00'), '保存草稿')],
    plannedUseInDays: 20,
  },
  {
    id: '40003',
    unit: 'yuelan',
    equipmentId: '30103',
    kind: '改造',
    steps: [
      unit('已提交', ago(20, '09:15:00'), '提交申请'),
      institute('退回补正', ago(15, '11:30:00'), '缺少改造监督检验证明，请补正后重新提交'),
    ],
    opinion: '请补充改造监督检验证明及改造后的产品合格证',
  },
  {
    id: '40004',
    unit: 'yuelan',
    equipmentId: '30105',
    kind: '停用后启用',
    steps: [
      unit('已提交', ago(10, '08:50:00'), '提交申请'),
      institute('已受理', ago(8, '09:40:00'), '材料齐全，予以受理'),
      institute('审核中', ago(6, '14:00:00'), '转登记审核'),
    ],
  },
  {
    id: '40005',
    unit: 'yuelan',
    equipmentId: '30104',
    kind: '地址变更',
    steps: [
      unit('草稿', ago(40, '10:00:00'), '保存草稿'),
      unit('已提交', ago(38, '16:25:00'), '提交申请'),
      unit('已撤回', ago(35, '09:05:00'), '使用地点填写有误，撤回申请'),
    ],
  },
  {
    id: '40006',
    unit: 'yuelan',
    equipmentId: '30107',
    kind: '移装',
    steps: [unit('已提交', ago(3, '13:45:00'), '提交申请')],
  },
  {
    id: '40011',
    unit: 'hongtai',
    equipmentId: '30204',
    kind: '新设备首次启用',
    steps: [
      unit('已提交', { on: '2018-11-05 09:00:00' }, '提交申请'),
      institute('已受理', { on: '2018-11-06 10:30:00' }, '材料齐全，予以受理'),
      institute('审核中', { on: '2018-11-07 15:00:00' }, '转登记审核'),
      institute('已发证', { on: '2018-11-12 11:20:00' }, '准予登记，发放使用登记证'),
    ],
    opinion: '准予登记',
  },
  {
    id: '40012',
    unit: 'hongtai',
    equipmentId: '30206',
    kind: '过户',
    steps: [
      unit('已提交', ago(60, '10:20:00'), '提交申请'),
      institute('已受理', ago(58, '09:00:00'), '予以受理'),
      institute('审核中', ago(55, '15:30:00'), '转登记审核'),
      institute('不予登记', ago(50, '10:10:00'), '原使用单位未办理变更手续'),
    ],
    opinion: '原使用单位尚未办理使用登记注销，不予登记',
  },
  {
    id: '40013',
    unit: 'hongtai',
    equipmentId: '30202',
    kind: '改造',
    steps: [
      unit('草稿', ago(14, '16:00:00'), '保存草稿'),
      unit('已提交', ago(12, '09:30:00'), '提交申请'),
      institute('退回补正', ago(9, '14:15:00'), '改造施工告知书编号有误'),
    ],
    opinion: '改造施工告知书编号与告知记录不符，请核对后重新提交',
  },
  {
    id: '40014',
    unit: 'hongtai',
    equipmentId: '30201',
    kind: '停用后启用',
    steps: [unit('草稿', ago(1, '17:20:00'), '保存草稿')],
  },
  {
    id: '40015',
    unit: 'hongtai',
    equipmentId: '30203',
    kind: '地址变更',
    steps: [
      unit('已提交', ago(5, '10:40:00'), '提交申请'),
      institute('已受理', ago(4, '09:15:00'), '材料齐全，予以受理'),
    ],
  },
  {
    id: '40021',
    unit: 'yonglun',
    equipmentId: '30004',
    kind: '停用后启用',
    steps: [unit('草稿', ago(6, '11:00:00'), '保存草稿')],
  },
  {
    id: '40022',
    unit: 'yonglun',
    equipmentId: '30005',
    kind: '新设备首次启用',
    steps: [
      unit('已提交', { on: '2023-03-20 09:10:00' }, '提交申请'),
      institute('已受理', { on: '2023-03-21 10:00:00' }, '材料齐全，予以受理'),
      institute('审核中', { on: '2023-03-22 14:30:00' }, '转登记审核'),
      institute('已发证', { on: '2023-03-24 15:00:00' }, '准予登记，发放使用登记证'),
    ],
    opinion: '准予登记',
  },
  {
    id: '40031',
    unit: 'simingshan',
    equipmentId: '30301',
    kind: '新设备首次启用',
    steps: [
      unit('已提交', { on: '2023-04-10 09:00:00' }, '提交申请'),
      institute('已受理', { on: '2023-04-11 09:30:00' }, '材料齐全，予以受理'),
      institute('审核中', { on: '2023-04-12 10:00:00' }, '转登记审核'),
      institute('已发证', { on: '2023-04-14 16:00:00' }, '准予登记，发放使用登记证'),
    ],
    opinion: '准予登记',
  },
  {
    id: '40032',
    unit: 'simingshan',
    equipmentId: '30303',
    kind: '更名',
    steps: [
      unit('已提交', ago(7, '10:00:00'), '提交申请'),
      institute('已受理', ago(6, '09:00:00'), '予以受理'),
      institute('审核中', ago(5, '15:00:00'), '转登记审核'),
    ],
  },
];

function instantOf(when: When, today: string): Date {
  const text = 'on' in when ? when.on : `${addDays(today, -when.daysAgo)} ${when.at}`;
  const instant = parseWireDateTime(text);
  if (!instant) throw new Error(`demo registration date ${text} is not a wire date`);
  return instant;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function rowOf(item: DemoRegistration, file: DemoFile, today: string): NewUseRegistrationRow {
  const unitRow = DEMO_UNITS[item.unit];
  const times = item.steps.map((step) => instantOf(step.when, today));
  const last = item.steps.at(-1)!;
  const submitted = item.steps.map((step, index) => (step.state === '已提交' ? times[index] : undefined)).filter(Boolean).at(-1);
  const useDate = file.useDate ?? (item.plannedUseInDays === undefined ? null : addDays(today, item.plannedUseInDays));
  return {
    id: item.id,
    unitId: unitRow.id,
    applicationNo: `SYDJ${formatWireDate(times[0]!).replaceAll('-', '')}${item.id.padStart(5, '0')}`,
    kind: item.kind,
    state: last.state,
    equipmentId: file.id,
    categoryCode: file.categoryCode,
    subTypeCode: file.subTypeCode,
    equipmentName: file.name,
    deviceCode: file.deviceCode ?? '',
    registerCode: file.registerCode ?? '',
    model: file.model ?? '',
    productNo: file.productNo ?? '',
    manufacturer: file.manufacturer ?? '',
    installer: file.installer ?? '',
    supervisionInstitute: INSPECTION_INSTITUTE_NAME,
    unitName: unitRow.name,
    creditCode: unitRow.creditCode,
    unitAddress: unitRow.businessAddress ?? '',
    unitInternalNo: file.unitInternalNo ?? '',
    usePlace: file.usePlace ?? '',
    areaCode: file.areaCode ?? null,
    useDate,
    safetyManager: file.safetyManager ?? '',
    safetyManagerMobile: file.safetyManagerPhone ?? '',
    propertyUnit: file.propertyUnit ?? unitRow.name,
    maintenanceUnit: text(file.params?.maintenanceUnit),
    inspectionInstitute: file.inspectionInstitute ?? '',
    inspectionReportNo: file.inspectionReportNo ?? '',
    inspectionConclusion: file.checkConclusion ?? null,
    nextCheckDate: file.nextCheckDate ?? null,
    declarationAccepted: last.state !== '草稿',
    useCertNo: last.state === '已发证' ? (file.useCertNo ?? null) : null,
    opinion: item.opinion ?? null,
    submittedAt: submitted ?? null,
    createdBy: null,
    createdAt: times[0]!,
    updatedAt: times.at(-1)!,
  };
}

/** The demo applications and their histories, built from the demo equipment files. */
export function demoUseRegistrations(files: readonly DemoFile[], now: Date) {
  const today = formatWireDate(now);
  const byId = new Map(files.map((file) => [file.id, file]));
  const registrations: NewUseRegistrationRow[] = [];
  const history: NewUseRegistrationHistoryRow[] = [];
  for (const item of DEMO_REGISTRATIONS) {
    const file = byId.get(item.equipmentId);
    if (!file) throw new Error(`demo registration ${item.id} names missing equipment ${item.equipmentId}`);
    registrations.push(rowOf(item, file, today));
    item.steps.forEach((step, index) => {
      history.push({
        id: `${item.id}-${String(index + 1).padStart(2, '0')}`,
        registrationId: item.id,
        state: step.state,
        operator: step.by === 'unit' ? OPERATORS[item.unit] : REVIEWER,
        remark: step.remark,
        changedAt: instantOf(step.when, today),
      });
    });
  }
  return { registrations, history };
}
