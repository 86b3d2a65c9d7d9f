/** UI text of the password-reset application pages in zh-CN. */
export const resetPasswordZh = {
  'page.title': '密码重置申请',
  'page.intro': '忘记密码时，请填写账号信息并验证绑定的手机号码，提交后由特种设备检验机构审核；审核通过后，新密码生效，首次登录时须再修改一次密码。',
  'part.account': '账号信息',
  'part.verify': '手机验证',
  'part.password': '新密码',
  'field.loginName': '登录账号',
  'field.name': '姓名',
  'field.unitName': '所属单位',
  'field.unitNameHint': '企业用户请填写单位全称',
  'field.mobile': '手机号码',
  'field.mobileHint': '账号绑定的手机号码',
  'field.reason': '申请原因',
  'field.password': '新密码',
  'field.passwordCheck': '确认新密码',
  'check.found': '已找到账号，手机号码 {mobile}',
  'check.pending': '该账号已有待审核的申请，请耐心等待审核结果',
  'check.missing': '账号与手机号码不匹配，请核对后再试',
  submit: '提交申请',
  toLogin: '返回登录',
  'success.title': '密码重置申请已提交',
  'success.body': '申请已提交，审核结果将以短信通知到您绑定的手机号码。审核通过后请使用申请时填写的新密码登录。',
  'success.number': '受理编号：{no}',
  'success.login': '返回登录',
} as const satisfies Record<string, string>;

export type ResetPasswordOwnKey = keyof typeof resetPasswordZh;
