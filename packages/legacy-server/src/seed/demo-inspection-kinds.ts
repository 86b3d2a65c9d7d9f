import type { WireInspectionKind } from '@portal/legacy-protocol';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { equipment, inspectionApplicationHistory, inspectionApplicationItems, inspectionApplications, type EquipmentRow } from '../db/schema';
import { formatWireDate } from '../http/wire-date';
import { quoteFee } from '../resources/inspection-applications/fees';
import type { NewInspectionApplicationItemRow, NewInspectionApplicationRow, StoredPipelineUnit } from '../resources/inspection-applications/table';
import { itemOfFile } from '../resources/inspection-applications/writes';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoHistoryRows } from './demo-inspection-applications';
import type { DemoStep } from './demo-inspection-outcome';
import { DEMO_UNIT_IDS, DEMO_UNITS } from './demo-units';

type Site = { siteContact: string; siteContactMobile: string; areaCode: string; createdBy: string };
const DAY_MS = 24 * 3600 * 1000;
const INSTITUTE = '宁波市特种设备检验研究院';
const HONGTAI_SITE: Site = { siteContact: '王建国', siteContactMobile: '15067423318', areaCode: '330211', createdBy: DEMO_ACCOUNTS.zhenhai.id };
const YUELAN_SITE: Site = { siteContact: '李强', siteContactMobile: '13857436021', areaCode: '330212', createdBy: DEMO_ACCOUNTS.qiye.id };

type NewItem = Omit<NewInspectionApplicationItemRow, 'id' | 'applicationId' | 'position' | 'fee' | 'feeBreakdown'>;
type KindDemo = {
  id: string;
  unitId: string;
  kind: WireInspectionKind;
  site: Site;
  siteAddress: string;
  items: (files: Map<string, EquipmentRow>) => NewItem[];
  path: DemoStep[];
  columns?: Partial<NewInspectionApplicationRow>;
};

/** 宏泰's steam piping (30204): its two recorded lines (seed/demo-pipelines.ts) as the units to inspect. */
const STEAM_UNITS: StoredPipelineUnit[] = [
  { pipelineId: '61001', pipelineNo: 'GD-ST-01-01', name: '主蒸汽管线', length: 860, nominalDiameter: 150 },
  { pipelineId: '61002', pipelineNo: 'GD-ST-01-02', name: '凝结水回收管线', length: 380, nominalDiameter: 80 },
];

const ZHENHAI = DEMO_ACCOUNTS.zhenhai.name;
const QIYE = DEMO_ACCOUNTS.qiye.name;

/**
 * One application of each kind's own form (docs/inspection-applications.md, "What each kind asks
 * for"), so a new user sees them: 宏泰's submitted 监督检验 of its boiler under the major-repair notice
 * 51005, 悦澜's submitted 首次检验 of a water heater not yet on file, and 宏泰's 管道定期检验 draft of its
 * steam piping with two units (a draft: the piping is due only in two years, so it holds nothing).
 * The seed keeps no files, so their materials are not attached: the detail shows them missing.
 */
const DEMO: KindDemo[] = [
  {
    id: '60031',
    unitId: DEMO_UNIT_IDS.hongtai,
    kind: '监督检验',
    site: HONGTAI_SITE,
    siteAddress: '宁波市镇海区蛟川街道动力车间锅炉房',
    items: (files) => (files.has('30203') ? [itemOfFile(files.get('30203')!)] : []),
    path: [
      ['草稿', 4, ZHENHAI, '保存草稿'],
      ['已提交', 3, ZHENHAI, '提交申请'],
    ],
    columns: { constructionUnit: '宁波恒热锅炉安装有限公司', constructionKind: '重大修理', constructionRecordId: '51005', invoiceTitle: DEMO_UNITS.hongtai.name, taxNo: DEMO_UNITS.hongtai.creditCode },
  },
  {
    id: '60032',
    unitId: DEMO_UNIT_IDS.yuelan,
    kind: '首次检验',
    site: YUELAN_SITE,
    siteAddress: '宁波市鄞州区天童北路1088号悦澜酒店锅炉房',
    items: () => [
      { equipmentId: null, categoryCode: '1000', subTypeCode: '1200', registerCode: '', deviceCode: 'RS-2026-0318', equipmentName: '燃气热水锅炉', model: 'CWNS1.4-85/60-Q', usePlace: '锅炉房' },
    ],
    path: [
      ['草稿', 2, QIYE, '保存草稿'],
      ['已提交', 1, QIYE, '提交申请'],
    ],
  },
  {
    id: '60033',
    unitId: DEMO_UNIT_IDS.hongtai,
    kind: '管道定期检验',
    site: HONGTAI_SITE,
    siteAddress: '宁波市镇海区蛟川街道动力车间至一车间管廊',
    items: (files) => (files.has('30204') ? [{ ...itemOfFile(files.get('30204')!), pipelineUnits: STEAM_UNITS }] : []),
    path: [['草稿', 1, ZHENHAI, '保存草稿']],
  },
];

/** Seeds the three applications with their items (fees by the schedule) and history. */
export async function insertInspectionKindDemo(db: Db, now: Date): Promise<void> {
  const files = await db.select().from(equipment).where(inArray(equipment.id, ['30203', '30204']));
  const fileOf = new Map(files.map((file) => [file.id, file]));
  for (const demo of DEMO) {
    const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const items = demo.items(fileOf);
    const quote = await quoteFee(db, { kind: demo.kind, items: items.map((item) => ({ ...item, params: fileOf.get(item.equipmentId ?? '')?.params ?? null })) });
    const first = demo.path[0]!;
    const last = demo.path[demo.path.length - 1]!;
    const submitted = demo.path.find(([state]) => state === '已提交');
    const { createdBy, ...site } = demo.site;
    await db.insert(inspectionApplications).values({
      id: demo.id,
      unitId: demo.unitId,
      applicationNo: `BJ${formatWireDate(at(first[1])).replaceAll('-', '')}9${demo.id.slice(-4)}`,
      kind: demo.kind,
      state: last[0],
      institute: INSTITUTE,
      ...site,
      siteAddress: demo.siteAddress,
      feeTotal: quote.total,
      submittedAt: submitted ? at(submitted[1]) : null,
      createdBy,
      createdAt: at(first[1]),
      updatedAt: at(last[1]),
      ...demo.columns,
    });
    if (items.length > 0) {
      await db.insert(inspectionApplicationItems).values(
        items.map((item, position) => ({
          ...item,
          id: `${demo.id}-${position + 1}`,
          applicationId: demo.id,
          position,
          fee: quote.items[position]!.fee,
          feeBreakdown: quote.items[position]!.breakdown,
        })),
      );
    }
    await db.insert(inspectionApplicationHistory).values(demoHistoryRows(demo.id, demo.path, now));
  }
}
