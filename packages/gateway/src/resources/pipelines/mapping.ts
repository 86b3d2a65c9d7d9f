import {
  EQUIPMENT_USE_STATES,
  findSubType,
  INSPECTION_CONCLUSIONS,
  PIPE_GRADES,
  type Pipeline,
  type ZPipelineQuerySchema,
  type ZPipelineWriteBodySchema,
} from '@portal/contract';
import type { WirePipeline, WirePipelineFields, WirePipelineQuery } from '@portal/legacy-protocol';
import type { z } from 'zod';
import { codeOf, isoDate, labelFor, optionalCodeOf, reviewStateOf, sortFieldsOf, UnexpectedWireValue } from '../../legacy/wire-values';

/** Pipeline lines of self-maintenance in both words: the contract's and the platform's (eqm pipeline). */

export type PipelineQuery = z.infer<typeof ZPipelineQuerySchema>;
export type PipelineWrite = z.infer<typeof ZPipelineWriteBodySchema>;

export const PIPELINE_SORT_FIELDS = sortFieldsOf(['pipelineNo', 'name', 'pipeGrade', 'registerCode', 'nextCheckDate', 'installDate', 'recordState'], {
  pipelineNo: 'pipeNo',
  name: 'pipeName',
  recordState: 'state',
});

/** The list filters as query parameters; `nextCheckDateEnd` becomes exclusive under the date rule. */
export function toWirePipelineQuery(query: Omit<PipelineQuery, 'page' | 'pageSize' | 'sort'>): WirePipelineQuery {
  return {
    keyword: query.keyword,
    registerCode: query.registerCode,
    pipeGrade: query.pipeGrade,
    areaCode: query.areaCode,
    useState: labelFor(EQUIPMENT_USE_STATES, query.useState),
    nextCheckDateBegin: query.nextCheckDateFrom,
    nextCheckDateEnd: query.nextCheckDateTo,
  };
}

function pipeGradeOf(value: string | undefined): Pipeline['pipeGrade'] {
  if (value === undefined || value === '') return null;
  if (!(PIPE_GRADES as readonly string[]).includes(value)) throw new UnexpectedWireValue('pipe grade', value);
  return value as Pipeline['pipeGrade'];
}

export function toPipeline(wire: WirePipeline): Pipeline {
  return {
    id: wire.id,
    subTypeCode: wire.equType ?? '',
    subTypeName: findSubType(wire.equType ?? '')?.name ?? wire.equTypeName ?? wire.equType ?? '',
    registerCode: wire.registerCode ?? '',
    useCertNo: wire.useCertNo ?? '',
    name: wire.pipeName ?? '',
    pipelineNo: wire.pipeNo ?? '',
    pipeGrade: pipeGradeOf(wire.pipeGrade),
    medium: wire.medium ?? '',
    startPoint: wire.startPoint ?? '',
    endPoint: wire.endPoint ?? '',
    nominalDiameter: wire.nominalDiameter,
    wallThickness: wire.wallThickness,
    length: wire.pipeLength,
    designPressure: wire.designPressure,
    designTemperature: wire.designTemperature,
    areaCode: wire.areaCode ?? null,
    usePlace: wire.usePlace ?? '',
    installDate: isoDate(wire.installDate),
    useState: codeOf(EQUIPMENT_USE_STATES, wire.useState, 'use state'),
    checkConclusion: optionalCodeOf(INSPECTION_CONCLUSIONS, wire.checkResult, 'conclusion'),
    nextCheckDate: isoDate(wire.nextCheckDate),
    safetyManager: wire.safetyManager ?? '',
    safetyManagerPhone: wire.safetyManagerPhone ?? '',
    recordState: reviewStateOf(wire.state),
  };
}

const numberText = (value: number | undefined): string => (value === undefined ? '' : String(value));

export function toWirePipelineFields(body: PipelineWrite, id?: string): WirePipelineFields {
  return {
    ...(id ? { id } : {}),
    equType: body.subTypeCode,
    registerCode: body.registerCode ?? '',
    pipeName: body.name,
    pipeNo: body.pipelineNo,
    pipeGrade: body.pipeGrade,
    medium: body.medium,
    startPoint: body.startPoint,
    endPoint: body.endPoint,
    nominalDiameter: numberText(body.nominalDiameter),
    wallThickness: numberText(body.wallThickness),
    pipeLength: numberText(body.length),
    designPressure: numberText(body.designPressure),
    designTemperature: numberText(body.designTemperature),
    areaCode: body.areaCode,
    usePlace: body.usePlace,
    installDate: body.installDate ?? '',
    useState: labelFor(EQUIPMENT_USE_STATES, body.useState),
    safetyManager: body.safetyManager,
    safetyManagerPhone: body.safetyManagerPhone ?? '',
  };
}
