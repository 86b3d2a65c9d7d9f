import { findSubType } from '@portal/contract';
import type { PipelineRow } from '../../db/schema';

/** A pipeline line in the wire's words (legacy-protocol ZWirePipeline). */
export function pipelineAnswer(row: PipelineRow) {
  return {
    id: row.id,
    equType: row.subTypeCode,
    equTypeName: findSubType(row.subTypeCode)?.name ?? null,
    registerCode: row.registerCode,
    useCertNo: row.useCertNo,
    pipeName: row.name,
    pipeNo: row.pipelineNo,
    pipeGrade: row.pipeGrade,
    medium: row.medium,
    startPoint: row.startPoint,
    endPoint: row.endPoint,
    nominalDiameter: row.nominalDiameter,
    wallThickness: row.wallThickness,
    pipeLength: row.length,
    designPressure: row.designPressure,
    designTemperature: row.designTemperature,
    areaCode: row.areaCode,
    usePlace: row.usePlace,
    installDate: row.installDate,
    useState: row.useState,
    checkResult: row.checkConclusion,
    nextCheckDate: row.nextCheckDate,
    safetyManager: row.safetyManager,
    safetyManagerPhone: row.safetyManagerPhone,
    state: row.recordState,
  };
}

export type WirePipelineAnswer = ReturnType<typeof pipelineAnswer>;
