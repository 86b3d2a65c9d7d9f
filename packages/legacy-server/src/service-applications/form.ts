import { ZWireServiceAuditForm } from '@portal/legacy-protocol';
import { failed, passed, type Checked } from '../http/checked';
import { invalidFieldMessage } from '../http/invalid-field-message';
import type { WireParams } from '../http/params';

export type Decision = { id: string; pass: boolean; opinion: string };

/** The institute's decision form, the same for every reviewed kind. */
export function readDecision(params: WireParams, opinionRequired: string): Checked<Decision> {
  const parsed = ZWireServiceAuditForm.safeParse(params);
  if (!parsed.success) return failed(invalidFieldMessage({ id: '申请', pass: '审核结果', opinion: '审核意见' }, parsed.error.issues, params));
  const pass = parsed.data.pass === '1';
  if (!pass && parsed.data.opinion === '') return failed(opinionRequired);
  return passed({ id: parsed.data.id, pass, opinion: parsed.data.opinion });
}
