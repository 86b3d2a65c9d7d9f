import { unitFieldsZh } from '../../ui/unit-field-texts';

/** UI text of the registration audit pages in zh-CN. */
export const accountRegistrationZh = {
  'field.referenceNo': '受理编号',
  ...unitFieldsZh,
  'field.loginName': '申请登录名',
  'field.state': '审核状态',
  'field.submittedAt': '申请时间',
  'field.auditedAt': '审核时间',
  'field.keyword': '关键字',
  'field.keywordHint': '单位名称、信用代码、登录名或联系人',
  'field.submitted': '申请日期',
  'field.attachments': '申请材料',
  'check.title': '注册确认',
  'list.total': '共 {total} 条注册申请',
  'list.audit': '审核',
  'detail.title': '企业账号注册申请',
  'competing.title': '同一统一社会信用代码的其他申请',
  'competing.hint': '以下申请的统一社会信用代码与本申请相同。请核实哪一位申请人代表该单位后再审核：先通过的申请生效，其余申请将无法通过。',
  'detail.noId': '未指定申请',
  'detail.open': '查看',
  'detail.noAttachments': '申请人未上传申请材料',
  'detail.hint': '审核通过后将创建该单位及其企业用户账号（企业用户角色），并以短信通知申请人；不通过须填写原因。',
  'detail.approvedNotice': '已审核通过，单位和账号已创建，已短信通知申请人',
  'detail.rejectedNotice': '已审核不通过，已短信通知申请人',
} as const satisfies Record<string, string>;

export type AccountRegistrationOwnKey = keyof typeof accountRegistrationZh;
