import type { FaultRegistrationRow } from '../../db/schema';
import { formatWireDateTime } from '../../http/wire-date';

export function faultAnswer(row: FaultRegistrationRow, attachmentIds: readonly string[] = []) {
  return {
    id: row.id,
    equipmentId: row.equipmentId,
    registCode: row.registerCode,
    equName: row.equipmentName,
    faultPlace: row.place,
    faultTime: formatWireDateTime(row.faultAt),
    faultDesc: row.faultDescription,
    faultReason: row.faultCause,
    dealMeasure: row.handling,
    recoverTime: row.recoveredAt ? formatWireDateTime(row.recoveredAt) : null,
    dealPerson: row.handler,
    attachmentIds: attachmentIds.join(','),
    createDate: formatWireDateTime(row.createdAt),
    updateDate: formatWireDateTime(row.updatedAt),
  };
}
