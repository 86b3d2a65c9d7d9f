import {
  ZWorkerFormSchema,
  type QualificationForm,
  type Worker,
  type WorkerBody,
  type WorkerForm,
} from '@portal/contract';
import type { z } from 'zod';

/** The operator form: person fields and the list of certificates, all as typed text. */
export type WorkerValues = WorkerForm;

export const EMPTY_QUALIFICATION: QualificationForm = {
  id: '',
  operatorCode: '',
  certificateNo: '',
  issuingAuthority: '',
  issueDate: '',
  validTo: '',
  reviewDate: '',
};

export const EMPTY_WORKER: WorkerValues = {
  name: '',
  gender: '',
  idCard: '',
  mobile: '',
  employmentState: 'employed',
  remark: '',
  qualifications: [],
};

export function workerValuesOf(worker: Worker): WorkerValues {
  return {
    name: worker.name,
    gender: worker.gender ?? '',
    idCard: worker.idCard,
    mobile: worker.mobile,
    employmentState: worker.employmentState,
    remark: worker.remark,
    qualifications: worker.qualifications.map((qualification) => ({
      id: qualification.id,
      operatorCode: qualification.operatorCode,
      certificateNo: qualification.certificateNo,
      issuingAuthority: qualification.issuingAuthority,
      issueDate: qualification.issueDate ?? '',
      validTo: qualification.validTo ?? '',
      reviewDate: qualification.reviewDate ?? '',
    })),
  };
}

/** The save body of the checked form; an operator keeps its attachments. */
export function toWorkerBody(checked: z.output<typeof ZWorkerFormSchema>, attachmentIds: readonly string[] = []): WorkerBody {
  return {
    name: checked.name,
    gender: checked.gender as WorkerBody['gender'],
    idCard: checked.idCard,
    mobile: checked.mobile || undefined,
    employmentState: checked.employmentState as NonNullable<WorkerBody['employmentState']>,
    remark: checked.remark,
    attachmentIds: [...attachmentIds],
    qualifications: checked.qualifications.map((qualification) => ({
      ...(qualification.id ? { id: qualification.id } : {}),
      operatorCode: qualification.operatorCode as NonNullable<WorkerBody['qualifications']>[number]['operatorCode'],
      certificateNo: qualification.certificateNo,
      issuingAuthority: qualification.issuingAuthority,
      issueDate: qualification.issueDate,
      validTo: qualification.validTo,
      ...(qualification.reviewDate ? { reviewDate: qualification.reviewDate } : {}),
    })),
  };
}
