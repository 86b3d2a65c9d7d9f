import {
  ZWorkerFormSchema,
  type WorkerCertificateForm,
  type Worker,
  type WorkerBody,
  type WorkerForm,
} from '@portal/contract';
import type { z } from 'zod';

/** The worker form: person fields and the list of certificates, all as typed text. */
export type WorkerValues = WorkerForm;

export const EMPTY_CERTIFICATE: WorkerCertificateForm = {
  id: '',
  workItem: '',
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
  certificates: [],
};

export function workerValuesOf(worker: Worker): WorkerValues {
  return {
    name: worker.name,
    gender: worker.gender ?? '',
    idCard: worker.idCard,
    mobile: worker.mobile,
    employmentState: worker.employmentState,
    remark: worker.remark,
    certificates: worker.certificates.map((certificate) => ({
      id: certificate.id,
      workItem: certificate.workItem,
      certificateNo: certificate.certificateNo,
      issuingAuthority: certificate.issuingAuthority,
      issueDate: certificate.issueDate ?? '',
      validTo: certificate.validTo ?? '',
      reviewDate: certificate.reviewDate ?? '',
    })),
  };
}

/** The save body of the checked form; a worker keeps its attachments. */
export function toWorkerBody(checked: z.output<typeof ZWorkerFormSchema>, attachmentIds: readonly string[] = []): WorkerBody {
  return {
    name: checked.name,
    gender: checked.gender as WorkerBody['gender'],
    idCard: checked.idCard,
    mobile: checked.mobile || undefined,
    employmentState: checked.employmentState as NonNullable<WorkerBody['employmentState']>,
    remark: checked.remark,
    attachmentIds: [...attachmentIds],
    certificates: checked.certificates.map((certificate) => ({
      ...(certificate.id ? { id: certificate.id } : {}),
      workItem: certificate.workItem as NonNullable<WorkerBody['certificates']>[number]['workItem'],
      certificateNo: certificate.certificateNo,
      issuingAuthority: certificate.issuingAuthority,
      issueDate: certificate.issueDate,
      validTo: certificate.validTo,
      ...(certificate.reviewDate ? { reviewDate: certificate.reviewDate } : {}),
    })),
  };
}
