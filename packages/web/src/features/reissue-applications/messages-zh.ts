/** UI text of the re-issue application pages in zh-CN. */
export const reissueApplicationsZh = {
  'list.title': '我的补发申请',
  'list.total': '共 {total} 条补发申请',
  'list.new': '新建补发申请',
  'form.title': '报告及资料补发申请',
  'form.submit': '提交申请',
  'form.hint': '报告遗失、损坏或内容有误时，可申请重新出具检验报告或出具更改说明单。',
  'form.created': '补发申请已提交，等待检验机构审核',
  'form.attachmentsHint': '可上传报告遗失声明、更正依据等证明材料（选填），审核时一并查看。',
  'field.attachments': '证明材料',
  'detail.title': '补发申请',
  'detail.noId': '未指定申请',
  'field.reportNo': '报告编号',
  'field.reason': '申请原因',
  'field.requestedOutcome': '申请处理方式',
  'field.outcome': '处理结果',
  'field.state': '状态',
  'field.appliedAt': '申请时间',
  'field.opinion': '审核意见',
  'field.issuedReportNo': '新报告编号',
  'field.keyword': '关键字',
} as const satisfies Record<string, string>;

export type ReissueApplicationsOwnKey = keyof typeof reissueApplicationsZh;
