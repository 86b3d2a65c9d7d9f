/** UI text of the password-reset review pages in zh-CN. */
export const passwordResetAuditZh = {
  'field.referenceNo': '受理编号',
  'field.loginName': '登录账号',
  'field.name': '姓名',
  'field.unitName': '所属单位',
  'field.mobile': '手机号码',
  'field.reason': '申请原因',
  'field.state': '审核状态',
  'field.submittedAt': '申请时间',
  'field.auditedAt': '审核时间',
  'field.auditor': '审核人',
  'field.keyword': '关键字',
  'field.keywordHint': '账号、姓名或单位',
  'field.submitted': '申请日期',
  'check.title': '密码重置审核',
  'query.title': '密码重置查询',
  'list.total': '共 {total} 条申请',
  'list.audit': '审核',
  'detail.title': '密码重置申请',
  'detail.noId': '未指定申请',
  'detail.applicant': '申请信息',
  'detail.approvedNotice': '已审核通过，新密码已生效',
  'detail.rejectedNotice': '已驳回该申请',
  'detail.hint': '审核通过后，申请人填写的新密码立即生效。',
} as const satisfies Record<string, string>;

export type PasswordResetAuditOwnKey = keyof typeof passwordResetAuditZh;
