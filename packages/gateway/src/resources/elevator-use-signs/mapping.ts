import type { ElevatorStatus, ElevatorUseSign, ZElevatorUseSignQuerySchema } from '@portal/contract';
import type { QueryValue, WireElevatorStatus, WireElevatorUseSign } from '@portal/legacy-protocol';
import type { z } from 'zod';
import { isoDate, sortFieldsOf } from '../../legacy/wire-values';

export type ElevatorUseSignQueryValue = z.output<typeof ZElevatorUseSignQuerySchema>;

/** Clean sort fields -> the elevator columns `elevator/useSign/list` orders by. */
export const USE_SIGN_SORT_FIELDS = sortFieldsOf(['registerCode', 'unitInternalNo', 'nextCheckDate']);

/** `elevator/useSign/list` filters; `origin` is the portal's, which the signs' QR codes point to. */
export function toElevatorUseSignFilters(query: ElevatorUseSignQueryValue, origin: string): Record<string, QueryValue> {
  return {
    keyword: query.keyword,
    registCode: query.registerCode,
    areaCode: query.areaCode,
    origin,
  };
}

/** What the sign and the public status page both name: the elevator's category and type, and its using unit. */
const elevatorNamesOf = (wire: Pick<WireElevatorStatus, 'equCategoryName' | 'equTypeName' | 'useUnitName'>) => ({
  categoryName: wire.equCategoryName,
  subTypeName: wire.equTypeName,
  unitName: wire.useUnitName,
});

/** Whom a passenger calls, printed on the sign and shown on the status page alike. */
const elevatorContactsOf = (wire: Pick<WireElevatorStatus, 'maintUnit' | 'maintPhone' | 'rescuePhone'>) => ({
  maintenanceUnit: wire.maintUnit ?? '',
  maintenancePhone: wire.maintPhone ?? '',
  rescuePhone: wire.rescuePhone,
});

export function toElevatorUseSign(wire: WireElevatorUseSign): ElevatorUseSign {
  return {
    equipmentId: wire.id,
    ...elevatorNamesOf(wire),
    unitInternalNo: wire.unitInnerCode ?? '',
    registerCode: wire.registCode ?? '',
    useCertNo: wire.useCertCode ?? '',
    registrationAuthority: wire.regOrg ?? '',
    institute: wire.checkOrg ?? '',
    reportNo: wire.reportNo || null,
    nextCheckDate: isoDate(wire.nextCheckDate),
    ...elevatorContactsOf(wire),
    qrContent: wire.statusUrl,
  };
}

export function toElevatorStatus(wire: WireElevatorStatus): ElevatorStatus {
  return {
    registerCode: wire.registCode,
    ...elevatorNamesOf(wire),
    nextCheckDate: isoDate(wire.nextCheckDate),
    overdue: wire.overdue,
    lastConclusion: wire.checkConclusion || null,
    ...elevatorContactsOf(wire),
  };
}
