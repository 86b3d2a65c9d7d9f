import { unitFieldsZh } from '../../ui/unit-field-texts';

/** UI text of the register pages in zh-CN. */
export const registerZh = {
  'page.title': '企业账号注册申请',
  'page.intro': '请如实填写使用单位信息。提交后由检验机构审核，审核结果将以短信通知申请人手机。',
  'part.unit': '单位信息',
  'part.contact': '联系人与手机验证',
  'part.account': '登录账号',
  'part.attachments': '申请材料',
  ...unitFieldsZh,
  'field.loginName': '登录名',
  'field.password': '登录密码',
  'field.passwordCheck': '确认密码',
  'hint.loginName': '以字母开头，4-32位字母、数字或下划线',
  'hint.creditCode': '18位，含校验位',
  'upload.hint': '请上传营业执照和授权委托书（PDF、图片、Word、Excel，单个不超过10MB）。上传前请先获取并填写短信验证码。',
  'upload.licence': '营业执照',
  'upload.authorisation': '授权委托书',
  'upload.none': '未上传',
  'upload.choose': '上传',
  'upload.replace': '重新上传',
  'upload.remove': '移除',
  'upload.codeFirst': '请先获取并填写短信验证码，再上传申请材料',
  'upload.failed': '上传失败，请稍后再试',
  'check.registered': '该单位（{name}）已注册或正在审核，请勿重复申请',
  submit: '提交申请',
  toLogin: '已有账号？返回登录',
  'success.title': '注册申请已提交',
  'success.body': '您的企业账号注册申请已提交，检验机构审核后将以短信通知您。审核通过后即可使用申请时设置的登录名和密码登录。',
  'success.number': '受理编号：{no}',
  'success.time': '提交时间：{time}',
  'success.login': '返回登录',
  'outbox.link': '查看演示短信发件箱',
};

export type RegisterOwnKey = keyof typeof registerZh;
