/** A valid construction record of qiye's demo unit (the lift 30106), for tests that need a real write. */
export const CONSTRUCTION_RECORD = {
  commit: false,
  categoryCode: '3000',
  equipmentId: '30106',
  equipmentName: '消防员电梯',
  kind: 'installation',
  constructionUnit: '宁波甬江电梯工程有限公司',
  licenseNo: 'TS3133019-2026',
  noticeDate: '2026-02-01',
  plannedCompletionDate: '2026-04-30',
  usePlace: '新建副楼西侧',
  remark: '新装消防员电梯',
  attachmentIds: ['att-1'],
};
