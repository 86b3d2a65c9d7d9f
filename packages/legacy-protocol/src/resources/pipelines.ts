import { z } from 'zod/v4';
import { wirePath } from '../paths';
import { wireRecord, ZWireOptionalDateTime, ZWireOptionalNumber, ZWireOptionalText, ZWireText } from '../wire-values';

/**
 * Pipeline self-maintenance (`/a/stone/eqm/pipeline*`, `selfMaintainApply`): the lines of a unit's
 * pressure piping, each kept by the unit and accepted by the institute. `state` is 草稿, 已提交, 退回
 * or 已通过; `pipeGrade` GA1 … GC3.
 */
export const PIPELINE_WIRE_PATHS = {
  list: '/a/stone/eqm/pipelineList',
  /** `pipelineDetail/{id}`: see `pipelineDetailPath`. */
  detail: '/a/stone/eqm/pipelineDetail',
  save: '/a/stone/eqm/selfMaintainApply',
  delete: '/a/stone/eqm/pipelineDelete',
} as const;

export function pipelineDetailPath(id: string): string {
  return wirePath(PIPELINE_WIRE_PATHS.detail, id);
}

/** Query parameters of `eqm/pipelineList`; `nextCheckDateEnd` is exclusive (date rule). */
export type WirePipelineQuery = {
  keyword?: string;
  registerCode?: string;
  pipeGrade?: string;
  areaCode?: string;
  useState?: string;
  nextCheckDateBegin?: string;
  nextCheckDateEnd?: string;
};

/** One pipeline line. Certain: the id (the link to it), its use state and its record state. */
export const ZWirePipeline = wireRecord({
  id: ZWireText,
  equType: ZWireOptionalText,
  equTypeName: ZWireOptionalText,
  registerCode: ZWireOptionalText,
  useCertNo: ZWireOptionalText,
  pipeName: ZWireOptionalText,
  pipeNo: ZWireOptionalText,
  pipeGrade: ZWireOptionalText,
  medium: ZWireOptionalText,
  startPoint: ZWireOptionalText,
  endPoint: ZWireOptionalText,
  nominalDiameter: ZWireOptionalNumber,
  wallThickness: ZWireOptionalNumber,
  pipeLength: ZWireOptionalNumber,
  designPressure: ZWireOptionalNumber,
  designTemperature: ZWireOptionalNumber,
  areaCode: ZWireOptionalText,
  usePlace: ZWireOptionalText,
  installDate: ZWireOptionalDateTime,
  useState: ZWireText,
  checkResult: ZWireOptionalText,
  nextCheckDate: ZWireOptionalDateTime,
  safetyManager: ZWireOptionalText,
  safetyManagerPhone: ZWireOptionalText,
  state: ZWireText,
});

export type WirePipelineFields = {
  id?: string;
  equType: string;
  registerCode: string;
  pipeName: string;
  pipeNo: string;
  pipeGrade: string;
  medium: string;
  startPoint: string;
  endPoint: string;
  nominalDiameter: string;
  wallThickness: string;
  pipeLength: string;
  designPressure: string;
  designTemperature: string;
  areaCode: string;
  usePlace: string;
  installDate: string;
  useState: string;
  safetyManager: string;
  safetyManagerPhone: string;
};

/** The form of `selfMaintainApply`: a new line without `id`, a maintained one with it. */
export function pipelineSaveForm(fields: WirePipelineFields, isCommit: boolean): Record<string, string> {
  const { id, ...rest } = fields;
  return { ...(id ? { id } : {}), ...rest, isCommit: String(isCommit) };
}

export type WirePipeline = z.infer<typeof ZWirePipeline>;
