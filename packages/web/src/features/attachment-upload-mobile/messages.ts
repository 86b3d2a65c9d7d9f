import { ATTACHMENT_MAX_BYTES, byServiceKind, type Attachment } from '@portal/contract';

type RefType = NonNullable<Attachment['refType']>;

/** The phone page's words (zh-CN only: it is opened from a QR code on a Chinese desktop). */
export const MOBILE_UPLOAD_MESSAGES = {
  title: '手机上传附件',
  noToken: '上传二维码无效或已过期，请在电脑上重新生成二维码后再扫码',
  forRecord: (label: string) => `上传到：${label}`,
  until: (time: string) => `${time} 前有效`,
  pick: '拍照或选择文件',
  left: (left: number, max: number) => `还可上传 ${left} 个（共 ${max} 个），单个文件不超过 ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB，支持图片、PDF 和 Office 文档`,
  offline: '网络未连接，请检查网络后重新选择文件上传',
  failed: '上传失败，请重试',
  done: '上传成功，电脑上的表单会自动显示这些文件，可继续上传或关闭本页面。',
};

/** What each kind of record is called, for "上传到：…" (a service kind by its short name in the contract). */
export const REF_TYPE_LABELS: Record<RefType, string> = {
  'account-application': '企业注册申请',
  'password-reset': '密码重置申请',
  'unit-change': '企业信息变更',
  equipment: '设备档案',
  'use-registration': '使用登记申请',
  'inspection-application': '报检申请',
  worker: '作业人员',
  'construction-record': '施工告知',
  ...byServiceKind((kind) => kind.short),
  interaction: '互动留言',
  'reissue-application': '报告补发申请',
  'conformity-declaration': '符合性声明',
  rectification: '整改反馈',
};
