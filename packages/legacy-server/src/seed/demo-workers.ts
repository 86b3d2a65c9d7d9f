import type { Db } from '../db/database';
import { workerQualifications, workers, type NewQualificationRow, type NewWorkerRow } from '../db/schema';
import { addDays, formatWireDate } from '../http/wire-date';
import { DEMO_UNIT_IDS } from './demo-units';

/** Stable ids of the demo operators, for tests and links. */
export const DEMO_WORKER_IDS = {
  zhangLi: '50001',
  liJianhua: '50002',
  zhouHaibo: '50003',
  chenJing: '50004',
  wangJianguo: '50011',
} as const;

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECKS = '10X98765432';

/** An 18-digit 居民身份证号码 with its GB 11643 check character (all invented). */
export function demoIdCard(area: string, birthday: string, sequence: string): string {
  const body = `${area}${birthday}${sequence}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * ID_CARD_WEIGHTS[index]!, 0);
  return `${body}${ID_CARD_CHECKS[sum % 11]}`;
}

type DemoQualification = { code: string; certificateNo: string; issued: number; validFor: number; reviewed?: number };
type DemoWorker = Omit<NewWorkerRow, 'createdAt' | 'updatedAt'> & { qualifications: DemoQualification[] };

const NINGBO_BUREAU = '宁波市市场监督管理局';

// Days are counted from today, so the overview always has certificates near and past their end.
const DEMO_WORKERS: readonly DemoWorker[] = [
  {
    id: DEMO_WORKER_IDS.zhangLi,
    unitId: DEMO_UNIT_IDS.yuelan,
    name: '张丽',
    gender: '女',
    idCard: demoIdCard('330212', '19860412', '062'),
    mobile: '13958201746',
    employmentState: '在聘',
    remark: '安全管理负责人',
    qualifications: [{ code: 'A', certificateNo: 'TS330212A0001', issued: -900, validFor: 1060 }],
  },
  {
    id: DEMO_WORKER_IDS.liJianhua,
    unitId: DEMO_UNIT_IDS.yuelan,
    name: '李建华',
    gender: '男',
    idCard: demoIdCard('330203', '19790925', '013'),
    mobile: '13805748812',
    employmentState: '在聘',
    remark: '锅炉房班长',
    qualifications: [
      { code: 'G1', certificateNo: 'TS330212G1002', issued: -1415, validFor: 1460, reviewed: -400 },
      { code: 'G3', certificateNo: 'TS330212G3003', issued: -700, validFor: 1460 },
    ],
  },
  {
    id: DEMO_WORKER_IDS.zhouHaibo,
    unitId: DEMO_UNIT_IDS.yuelan,
    name: '周海波',
    gender: '男',
    idCard: demoIdCard('330281', '19910302', '035'),
    mobile: '15867420359',
    employmentState: '在聘',
    remark: '',
    qualifications: [{ code: 'G1', certificateNo: 'TS330212G1004', issued: -1470, validFor: 1460 }],
  },
  {
    id: DEMO_WORKER_IDS.chenJing,
    unitId: DEMO_UNIT_IDS.yuelan,
    name: '陈静',
    gender: '女',
    idCard: demoIdCard('330205', '19930718', '048'),
    mobile: '18757416630',
    employmentState: '解聘',
    remark: '2025年离职',
    qualifications: [{ code: 'A', certificateNo: 'TS330212A0005', issued: -1200, validFor: 1460 }],
  },
  {
    id: DEMO_WORKER_IDS.wangJianguo,
    unitId: DEMO_UNIT_IDS.hongtai,
    name: '王建国',
    gender: '男',
    idCard: demoIdCard('330211', '19750611', '017'),
    mobile: '13906742318',
    employmentState: '在聘',
    remark: '',
    qualifications: [
      { code: 'G1', certificateNo: 'TS330211G1011', issued: -500, validFor: 1460 },
      { code: 'R1', certificateNo: 'TS330211R1012', issued: -1380, validFor: 1460 },
    ],
  },
];

export function demoWorkers(now: Date): { rows: NewWorkerRow[]; qualifications: NewQualificationRow[] } {
  const today = formatWireDate(now);
  const rows = DEMO_WORKERS.map(({ qualifications: _qualifications, ...worker }) => ({ ...worker, createdAt: now, updatedAt: now }));
  const qualifications = DEMO_WORKERS.flatMap((worker) =>
    worker.qualifications.map((qualification, index) => ({
      id: `${worker.id}${index + 1}`,
      workerId: worker.id!,
      unitId: worker.unitId,
      operatorCode: qualification.code,
      certificateNo: qualification.certificateNo,
      issuingAuthority: NINGBO_BUREAU,
      issueDate: addDays(today, qualification.issued),
      validTo: addDays(today, qualification.issued + qualification.validFor),
      reviewDate: qualification.reviewed === undefined ? null : addDays(today, qualification.reviewed),
      createdAt: now,
      updatedAt: now,
    })),
  );
  return { rows, qualifications };
}

/** Seeds the demo operators and their certificates (宁波悦澜 for qiye, 宁波镇海宏泰 for zhenhai). */
export async function insertWorkerDemo(db: Db, now: Date): Promise<void> {
  const { rows, qualifications } = demoWorkers(now);
  await db.insert(workers).values(rows);
  await db.insert(workerQualifications).values(qualifications);
}
