/** The eqm module's error texts (errorMsg) and notices, as the legacy pages show them. */
export const EQUIPMENT_MESSAGES = {
  forbidden: '无权访问该设备',
  notFound: '设备不存在',
  idRequired: '请指定设备',
  notEditable: '设备档案已提交或已通过审核，不能修改；如需变更请提交变更申请',
  registerCodeTaken: '注册代码已存在',
  changeNotAccepted: '设备档案尚未通过审核，请直接修改档案',
  changeEmpty: '请填写要变更的内容',
  changeReason: '请填写变更原因',
  changeField: '该字段不能通过变更申请修改',
  changePending: (label: string) => `「${label}」已有待审核的变更申请`,
  changeSame: (label: string) => `「${label}」的新值与原值相同`,
  changeApplied: '变更申请已提交',
  queryTypeInvalid: '查询类型不正确',
  exportTooLarge: '导出数据过多，请缩小查询范围后再导出',
} as const;
