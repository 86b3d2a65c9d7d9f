import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { inspectionApplications, interactionMessages, interactions } from '../db/schema';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_UNIT_IDS } from './demo-units';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * 互动留言 so the message page is not empty (docs/interactions.md): 宁波悦澜 (qiye) asks about its
 * returned application 60003 (answered and read, its follow-up not yet read by the institute) and
 * about the lifts' inspection dates (the institute's reply not yet read: qiye's one unread);
 * 宏泰化工 (zhenhai) asks about its reactor 30201, not yet read by the institute.
 */
export async function insertInteractionDemo(db: Db, now: Date): Promise<void> {
  const { qiye, shenhe, zhenhai } = DEMO_ACCOUNTS;
  const at = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS + hours * HOUR_MS);
  const [returned] = await db.select({ no: inspectionApplications.applicationNo }).from(inspectionApplications).where(eq(inspectionApplications.id, '60003'));
  await db.insert(interactions).values([
    {
      id: '81001',
      unitId: DEMO_UNIT_IDS.yuelan,
      subject: '检验申请退回后如何补充维保单位',
      topic: '检验申请',
      relatedId: '60003',
      relatedLabel: returned?.no ?? null,
      state: '进行中',
      lastMessageAt: at(5, 3),
      createdBy: qiye.id,
      createdAt: at(6),
      updatedAt: at(5, 3),
    },
    {
      id: '81002',
      unitId: DEMO_UNIT_IDS.yuelan,
      subject: '客梯年度定期检验时间安排',
      topic: '一般咨询',
      relatedId: null,
      relatedLabel: null,
      state: '进行中',
      lastMessageAt: at(1, 2),
      createdBy: qiye.id,
      createdAt: at(2),
      updatedAt: at(1, 2),
    },
    {
      id: '81003',
      unitId: DEMO_UNIT_IDS.hongtai,
      subject: '反应釜定期检验前需要做哪些准备',
      topic: '设备',
      relatedId: '30201',
      relatedLabel: '21303302112018060021',
      state: '进行中',
      lastMessageAt: at(3),
      createdBy: zhenhai.id,
      createdAt: at(3),
      updatedAt: at(3),
    },
  ]);
  const message = (id: string, interactionId: string, side: '企业' | '检验院', who: { id: string; name: string }, content: string, sentAt: Date, readAt: Date | null) => ({
    id,
    interactionId,
    side,
    author: who.name,
    authorId: who.id,
    content,
    attachmentIds: [],
    sentAt,
    readAt,
  });
  await db.insert(interactionMessages).values([
    message('82001', '81001', '企业', qiye, '我单位的杂物电梯检验申请被退回，意见是补充维保单位，请问是在原申请上修改后重新提交吗？', at(6), at(6, 2)),
    message('82002', '81001', '检验院', shenhe, '是的，请在原申请上填写维保单位并确认现场联系人电话后重新提交，无需新建申请。', at(6, 2), at(6, 5)),
    message('82003', '81001', '企业', qiye, '已补充维保单位：宁波甬江电梯工程有限公司，稍后重新提交，谢谢。', at(5, 3), null),
    message('82004', '81002', '企业', qiye, '我单位1号、2号客梯今年的定期检验大概安排在什么时间？需要提前多久申请？', at(2), at(2, 4)),
    message('82005', '81002', '检验院', shenhe, '定期检验请在下次检验日期前一个月内提交申请，受理后检验员会电话约定具体日期。', at(1, 2), null),
    message('82006', '81003', '企业', zhenhai, '反应釜下月到期检验，停车、清洗和置换需要提前多久完成？检验当天需要哪些人员在场？', at(3), null),
  ]);
}
