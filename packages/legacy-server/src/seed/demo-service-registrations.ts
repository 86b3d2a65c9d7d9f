import type { Db } from '../db/database';
import { faultRegistrations, maintenanceProjectHistory, maintenanceProjectItems, maintenanceProjects, rescueRegistrations } from '../db/schema';
import { formatWireDate } from '../http/wire-date';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_UNIT_IDS } from './demo-units';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** 宁波悦澜's dumbwaiter (30105): the demo fault and maintenance notice are about it. */
const DUMBWAITER = { id: '30105', registerCode: '34303302122021080047', name: '杂物电梯' };
/**
 * 宁波悦澜's 2号客梯 (30102): a rescue frees people, so it is on a passenger lift (seed-rules.test.ts);
 * not the 1号客梯, whose rescue the service-registrations journey registers and finds by register code.
 */
const PASSENGER_LIFT = { id: '30102', registerCode: '31103302122021080044', name: '曳引驱动乘客电梯' };

/**
 * Issue 12's registrations so their lists are not empty: for 宁波悦澜 (qiye) one closed rescue of two
 * guests in the 2号客梯 (arrived in 18 minutes), one recovered fault and one approved maintenance
 * notice of the dumbwaiter.
 */
export async function insertServiceRegistrationDemo(db: Db, now: Date): Promise<void> {
  const { qiye, shenhe } = DEMO_ACCOUNTS;
  const alarmAt = new Date(now.getTime() - 20 * DAY_MS);
  const at = (minutes: number) => new Date(alarmAt.getTime() + minutes * MINUTE_MS);
  await db.insert(rescueRegistrations).values({
    id: '71001',
    unitId: DEMO_UNIT_IDS.yuelan,
    equipmentId: PASSENGER_LIFT.id,
    registerCode: PASSENGER_LIFT.registerCode,
    equipmentName: PASSENGER_LIFT.name,
    place: '主楼东侧电梯厅',
    alarmAt,
    reporter: '赵敏',
    reporterPhone: '0574-87651234',
    trappedCount: 2,
    arrivedAt: at(18),
    releasedAt: at(35),
    rescuers: '宁波甬江电梯工程有限公司 周涛、吴磊',
    faultDescription: '轿厢停在9层与10层之间，两名住客被困',
    faultCause: '设备故障',
    casualties: '无',
    result: '盘车放人，复位控制板后恢复运行',
    createdBy: qiye.id,
    createdAt: alarmAt,
    updatedAt: at(40),
  });
  await db.insert(faultRegistrations).values({
    id: '72001',
    unitId: DEMO_UNIT_IDS.yuelan,
    equipmentId: DUMBWAITER.id,
    registerCode: DUMBWAITER.registerCode,
    equipmentName: DUMBWAITER.name,
    place: '后厨传菜间',
    faultAt: alarmAt,
    faultDescription: '控制板死机，轿厢停在二层',
    faultCause: '设备故障',
    handling: '复位控制板，更换稳压模块',
    recoveredAt: at(35),
    handler: '周涛',
    createdBy: qiye.id,
    createdAt: alarmAt,
    updatedAt: at(40),
  });
  const submittedAt = new Date(now.getTime() - 12 * DAY_MS);
  const decidedAt = new Date(now.getTime() - 11 * DAY_MS);
  await db.insert(maintenanceProjects).values({
    id: '73001',
    unitId: DEMO_UNIT_IDS.yuelan,
    applicationNo: `WBXM${formatWireDate(submittedAt).replaceAll('-', '')}00001`,
    kind: '维保',
    constructionUnit: '宁波甬江电梯工程有限公司',
    licenseNo: 'TS3433012-2024',
    noticeDate: formatWireDate(submittedAt),
    plannedCompletionDate: formatWireDate(new Date(now.getTime() + 353 * DAY_MS)),
    content: '杂物电梯年度维护保养合同（半月保养一次）',
    state: '已通过',
    opinion: '同意备案',
    submittedAt,
    reviewer: shenhe.name,
    reviewedAt: decidedAt,
    createdBy: qiye.id,
    createdAt: submittedAt,
    updatedAt: decidedAt,
  });
  await db.insert(maintenanceProjectItems).values({
    id: '73101',
    applicationId: '73001',
    position: 0,
    equipmentId: DUMBWAITER.id,
    registerCode: DUMBWAITER.registerCode,
    equipmentName: DUMBWAITER.name,
  });
  await db.insert(maintenanceProjectHistory).values([
    { id: '73201', applicationId: '73001', state: '已提交', operator: qiye.name, remark: '提交告知', changedAt: submittedAt },
    { id: '73202', applicationId: '73001', state: '已通过', operator: shenhe.name, remark: '同意备案', changedAt: decidedAt },
  ]);
}
