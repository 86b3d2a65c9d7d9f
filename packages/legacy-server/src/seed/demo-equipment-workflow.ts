import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  equipment,
  equipmentChangeApplications,
  equipmentChanges,
  constructionRecords,
  pipelines,
  type NewEquipmentChangeRow,
} from '../db/schema';
import { addDays, formatWireDate } from '../http/wire-date';
import { demoConstructionRecords } from './demo-construction-records';
import { DEMO_UNIT_IDS } from './demo-units';
import { demoPipelines } from './demo-pipelines';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One change application per demo unit, in each review outcome, with the change rows behind it. */
function demoChangeApplications(now: Date) {
  const daysAgo = (days: number): Date => new Date(now.getTime() - days * DAY_MS);
  const applications = [
    { id: '42001', equipmentId: '30003', unitId: DEMO_UNIT_IDS.yonglun, reason: '空压机房搬迁至新建辅房', appliedAt: daysAgo(3) },
    { id: '42002', equipmentId: '30103', unitId: DEMO_UNIT_IDS.yuelan, reason: '安全管理员岗位调整', appliedAt: daysAgo(40) },
    { id: '42003', equipmentId: '30206', unitId: DEMO_UNIT_IDS.hongtai, reason: '仓库功能调整', appliedAt: daysAgo(150) },
    { id: '42004', equipmentId: '30303', unitId: DEMO_UNIT_IDS.simingshan, reason: '车辆统一重新编号', appliedAt: daysAgo(80) },
  ];
  const rows: Omit<NewEquipmentChangeRow, 'appliedAt'>[] = [
    { id: '41001', applicationId: '42001', equipmentId: '30003', field: 'usePlace', fieldLabel: '使用地点', oldValue: '空压机房', newValue: '新建辅房空压站', state: '待审核' },
    {
      id: '41002',
      applicationId: '42002',
      equipmentId: '30103',
      field: 'safetyManager',
      fieldLabel: '安全管理员',
      oldValue: '张丽',
      newValue: '李娜',
      state: '退回',
      opinion: '请附安全管理员任命文件及资格证书。',
    },
    { id: '41003', applicationId: '42003', equipmentId: '30206', field: 'usePlace', fieldLabel: '使用地点', oldValue: '丙类仓库', newValue: '甲类仓库', state: '已审核' },
    { id: '41004', applicationId: '42004', equipmentId: '30303', field: 'unitInnerNo', fieldLabel: '单位内编号', oldValue: 'GG-01', newValue: 'GG-03', state: '已审核' },
  ];
  const changes: NewEquipmentChangeRow[] = rows.map((change) => ({ ...change, appliedAt: applications.find((application) => application.id === change.applicationId)!.appliedAt }));
  return { applications, changes };
}

/**
 * The equipment workflow's demo rows: construction records, change applications and pipeline lines of
 * every demo unit; a draft file to edit; a use certificate that runs out within the 即将到期 window.
 */
export async function insertEquipmentWorkflowDemo(db: Db, now: Date): Promise<void> {
  const today = formatWireDate(now);
  await db.update(equipment).set({ recordState: '草稿' }).where(eq(equipment.id, '30106'));
  await db.update(equipment).set({ useCertValidDate: addDays(today, 40) }).where(eq(equipment.id, '30003'));
  await db.insert(constructionRecords).values(demoConstructionRecords(now, today));
  const { applications, changes } = demoChangeApplications(now);
  await db.insert(equipmentChangeApplications).values(applications);
  await db.insert(equipmentChanges).values(changes);
  await db.insert(pipelines).values(demoPipelines(today));
}
