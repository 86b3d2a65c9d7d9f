import type { AccountRegistrationRow } from '../../db/schema';
import { formatWireDateTime } from '../../http/wire-date';

/** One application as `findRegister` writes it; the mobile in full (the gateway masks it). */
export function registrationAnswer(row: AccountRegistrationRow) {
  return {
    id: row.id,
    referenceNo: row.referenceNo,
    orgname: row.unitName,
    uscc: row.creditCode,
    areaCode: row.areaCode,
    contactPerson: row.contactPerson,
    mobile: row.mobile,
    loginName: row.loginName,
    status: row.state,
    submitDate: formatWireDateTime(row.submittedAt),
    auditDate: row.auditedAt ? formatWireDateTime(row.auditedAt) : null,
    auditorName: row.auditor,
    opinion: row.opinion,
  };
}

/**
 * `registerDetail/{id}`: the whole application, with the other applications for the same credit code
 * (`competing`). The password hash never leaves the platform.
 */
export function registrationDetailAnswer(row: AccountRegistrationRow, attachments: unknown[], competing: ReturnType<typeof registrationAnswer>[] = []) {
  return {
    ...registrationAnswer(row),
    regAddress: row.regAddress,
    businessAddress: row.businessAddress,
    legalPerson: row.legalPerson,
    contactPhone: row.contactPhone,
    email: row.email,
    postcode: row.postcode,
    fixedAssets: row.fixedAssets,
    foundDate: row.foundDate,
    attachments,
    competing,
  };
}
