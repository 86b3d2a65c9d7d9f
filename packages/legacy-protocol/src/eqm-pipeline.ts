import { z } from 'zod';
import { ZOptionalNumber, ZOptionalText, ZText } from './eqm-values';

/**
 * Pipeline self-maintenance (`/a/stone/eqm/pipeline*`, `selfMaintainApply`): the lines of a unit's
 * pressure piping, each kept by the unit and accepted by the institute. `state` is 草稿, 已提交, 退回
 * or 已通过; `pipeGrade` GA1 … GC3.
 */

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

export const ZWirePipeline = z
  .object({
    id: ZText,
    equType: ZText,
    equTypeName: ZOptionalText,
    registerCode: ZOptionalText,
    useCertNo: ZOptionalText,
    pipeName: z.string(),
    pipeNo: z.string(),
    pipeGrade: ZOptionalText,
    medium: ZOptionalText,
    startPoint: ZOptionalText,
    endPoint: ZOptionalText,
    nominalDiameter: ZOptionalNumber,
    wallThickness: ZOptionalNumber,
    pipeLength: ZOptionalNumber,
    designPressure: ZOptionalNumber,
    designTemperature: ZOptionalNumber,
    areaCode: ZOptionalText,
    usePlace: ZOptionalText,
    installDate: ZOptionalText,
    useState: z.string(),
    checkResult: ZOptionalText,
    nextCheckDate: ZOptionalText,
    safetyManager: ZOptionalText,
    safetyManagerPhone: ZOptionalText,
    state: z.string(),
  })
  .passthrough();

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
export function selfMaintainApplyForm(fields: WirePipelineFields, isCommit: boolean): Record<string, string> {
  const { id, ...rest } = fields;
  return { ...(id ? { id } : {}), ...rest, isCommit: String(isCommit) };
}

export type WirePipeline = z.infer<typeof ZWirePipeline>;
