import type { Unit } from '@portal/contract';
import type { WireUnit } from '@portal/legacy-protocol';
import { isoDate } from '../../legacy/wire-values';

/**
 * The platform's unit record in the clean API's words (`orgname` -> name, `uscc` -> creditCode). The
 * platform guarantees only `orgname`: a missing id or area code is null, other missing text ''.
 */
export function toUnit(wire: WireUnit): Unit {
  return {
    id: wire.id ?? null,
    name: wire.orgname,
    creditCode: wire.uscc ?? '',
    areaCode: wire.areaCode ?? null,
    regAddress: wire.regAddress ?? '',
    businessAddress: wire.businessAddress ?? '',
    legalPerson: wire.legalPerson ?? '',
    contactPerson: wire.contactPerson ?? '',
    contactPhone: wire.contactPhone ?? '',
    postcode: wire.postcode ?? '',
    fixedAssets: wire.fixedAssets ?? '',
    foundDate: isoDate(wire.foundDate),
    regAuthority: wire.regAuthority ?? '',
    email: wire.email ?? '',
  };
}
