import type { ElevatorStatus, ElevatorUseSign, ZElevatorUseSignQuerySchema } from '@portal/contract';
import type { QueryValue, WireElevatorStatus, WireElevatorUseSign } from '@portal/legacy-protocol';
import type { z } from 'zod';
import { isoDate, wirePagingOf, type SortFields } from '../../legacy/wire-values';

export type ElevatorUseSignQueryValue = z.output<typeof ZElevatorUseSignQuerySchema>;

/** Clean sort fields -> the elevator columns `elevator/useSign/list` orders by. */
export const USE_SIGN_SORT_FIELDS: SortFields = { registerCode: 'registerCode', unitInternalNo: 'unitInternalNo', nextCheckDate: 'nextCheckDate' };

/** `elevator/useSign/list` parameters; undefined when `sort` names a field the list cannot sort by. */
export function toElevatorUseSignQuery(query: ElevatorUseSignQueryValue, origin: string): Record<string, QueryValue> | undefined {
  const paging = wirePagingOf(query.page, query.pageSize, query.sort, USE_SIGN_SORT_FIELDS);
  if (!paging) return undefined;
  return {
    ...paging,
    keyword: query.keyword,
    registCode: query.registerCode,
    areaCode: query.areaCode,
    origin,
  };
}

export function toElevatorUseSign(wire: WireElevatorUseSign): ElevatorUseSign {
  return {
    equipmentId: wire.id,
    categoryName: wire.equCategoryName,
    subTypeName: wire.equTypeName,
    unitName: wire.useUnitName,
    unitInternalNo: wire.unitInnerCode ?? '',
    registerCode: wire.registCode ?? '',
    useCertNo: wire.useCertCode ?? '',
    registrationAuthority: wire.regOrg ?? '',
    institute: wire.checkOrg ?? '',
    reportNo: wire.reportNo || null,
    nextCheckDate: isoDate(wire.nextCheckDate),
    maintenanceUnit: wire.maintUnit ?? '',
    maintenancePhone: wire.maintPhone ?? '',
    rescuePhone: wire.rescuePhone,
    qrContent: wire.statusUrl,
  };
}

export function toElevatorStatus(wire: WireElevatorStatus): ElevatorStatus {
  return {
    registerCode: wire.registCode,
    categoryName: wire.equCategoryName,
    subTypeName: wire.equTypeName,
    unitName: wire.useUnitName,
    nextCheckDate: isoDate(wire.nextCheckDate),
    overdue: wire.overdue,
    lastConclusion: wire.checkConclusion || null,
    maintenanceUnit: wire.maintUnit ?? '',
    maintenancePhone: wire.maintPhone ?? '',
    rescuePhone: wire.rescuePhone,
  };
}
