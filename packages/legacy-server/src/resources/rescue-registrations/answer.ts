import type { RescueRegistrationRow } from '../../db/schema';
import { formatWireDateTime } from '../../http/wire-date';

const time = (instant: Date | null) => (instant ? formatWireDateTime(instant) : null);

/** Whole minutes from the alarm to the arrival; null until the maintainer has arrived. */
export function arrivalMinutes(row: Pick<RescueRegistrationRow, 'alarmAt' | 'arrivedAt'>): number | null {
  return row.arrivedAt ? Math.floor((row.arrivedAt.getTime() - row.alarmAt.getTime()) / 60_000) : null;
}

/** One registration in the wire's words, with the attachment ids filed under it. */
export function rescueAnswer(row: RescueRegistrationRow, attachmentIds: readonly string[] = []) {
  return {
    id: row.id,
    equipmentId: row.equipmentId,
    registCode: row.registerCode,
    equName: row.equipmentName,
    rescuePlace: row.place,
    alarmTime: formatWireDateTime(row.alarmAt),
    alarmPerson: row.reporter,
    alarmPhone: row.reporterPhone,
    trappedNum: row.trappedCount,
    arriveTime: time(row.arrivedAt),
    releaseTime: time(row.releasedAt),
    rescuePerson: row.rescuers,
    faultDesc: row.faultDescription,
    faultReason: row.faultCause,
    casualty: row.casualties,
    dealResult: row.result,
    arriveMinutes: arrivalMinutes(row),
    attachmentIds: attachmentIds.join(','),
    createDate: formatWireDateTime(row.createdAt),
    updateDate: formatWireDateTime(row.updatedAt),
  };
}
