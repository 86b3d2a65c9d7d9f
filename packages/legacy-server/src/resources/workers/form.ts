import { ZWireWorkerForm, type WireWorkerFormFields } from '@portal/legacy-protocol';
import type { WireParams } from '../../http/params';
import { parseWireDateTime } from '../../http/wire-date';

/** The platform's own words for its form fields, used in its error texts. */
const FIELD_LABELS: Record<string, string> = {
  name: '姓名',
  sex: '性别',
  identityCard: '身份证号码',
  mobile: '手机号码',
  status: '聘用状态',
  remark: '备注',
  attachmentIds: '附件',
  qualifications: '资格证书',
  workType: '作业项目',
  certNo: '证书编号',
  issueOrg: '发证机关',
  issueDate: '发证日期',
  validDate: '有效期至',
  reviewDate: '复审日期',
};

export const WORKER_FORM_MESSAGES = {
  validBeforeIssue: '有效期至不能早于发证日期',
  duplicateCertNo: '证书编号重复',
} as const;

export type WorkerFormCheck = { ok: true; fields: WireWorkerFormFields } | { ok: false; message: string };

function issueMessage(path: readonly PropertyKey[], code: string, params: WireParams): string {
  // A qualification's field sits at ['qualifications', index, field].
  const field = String(path.length >= 3 ? path[2] : (path[0] ?? ''));
  const label = FIELD_LABELS[field] ?? field;
  const empty = (path.length < 3 && (params[field] === undefined || params[field] === '')) || code === 'too_small';
  return empty ? `${label}不能为空` : `${label}格式不正确`;
}

/** The add/update form as the platform checks it. */
export function checkWorkerForm(params: WireParams): WorkerFormCheck {
  const parsed = ZWireWorkerForm.safeParse(params);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: issueMessage(issue?.path ?? [], issue?.code ?? '', params) };
  }
  const fields = parsed.data;
  for (const qualification of fields.qualifications) {
    // The pattern lets 2024-02-30 through; PostgreSQL would not.
    const badDay = (['issueDate', 'validDate', 'reviewDate'] as const).find(
      (name) => qualification[name] !== '' && !parseWireDateTime(qualification[name]),
    );
    if (badDay) return { ok: false, message: `${FIELD_LABELS[badDay]}格式不正确` };
    if (qualification.validDate < qualification.issueDate) return { ok: false, message: WORKER_FORM_MESSAGES.validBeforeIssue };
  }
  const numbers = fields.qualifications.map((qualification) => qualification.certNo);
  if (new Set(numbers).size !== numbers.length) return { ok: false, message: WORKER_FORM_MESSAGES.duplicateCertNo };
  return { ok: true, fields };
}
