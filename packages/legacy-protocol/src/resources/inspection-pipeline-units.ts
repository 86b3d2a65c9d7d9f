import { z } from 'zod/v4';
import { wireJsonList, wireList, wireRecord, ZWireOptionalNumber, ZWireOptionalText } from '../wire-values';

/**
 * 管道单元 of a 管道定期检验 item on the wire (`appOnline`): the lines of a piping file to be
 * inspected, in the pipeline module's words (`pipeNo`, `pipeName`, `pipeLength` in metres,
 * `nominalDiameter`); `pipelineId` the recorded line (`eqm/pipeline*`) when one was picked.
 */
export const ZWirePipelineUnit = wireRecord({
  pipelineId: ZWireOptionalText,
  pipeNo: ZWireOptionalText,
  pipeName: ZWireOptionalText,
  pipeLength: ZWireOptionalNumber,
  nominalDiameter: ZWireOptionalNumber,
});
export type WirePipelineUnit = z.infer<typeof ZWirePipelineUnit>;
/** The units of an item of `appOnline/detail` (`pipeUnits`; absent: none). */
export const ZWirePipelineUnitList = wireList(ZWirePipelineUnit);

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** One unit as the save form sends it (inside the `pipeUnits` JSON text). */
export const ZWirePipelineUnitInput = z.object({
  pipelineId: z.string().trim().max(64).default(''),
  pipeNo: z.string().trim().max(50).default(''),
  pipeName: z.string().trim().max(100).default(''),
  pipeLength: z.number().min(0).max(1_000_000).refine(twoDecimals),
  nominalDiameter: z.number().positive().max(100_000).nullable().default(null),
});
export type WirePipelineUnitInput = z.output<typeof ZWirePipelineUnitInput>;

/** `pipeUnits` of the save form (JSON text): per chosen piping file its units. */
export const ZWirePipeUnitsField = wireJsonList(z.object({ equipmentId: z.string().trim().min(1).max(64), units: z.array(ZWirePipelineUnitInput).max(100) }), 200);

/**
 * The platform's refusals of a 管道定期检验 submit, naming the item (and the unit) by its place,
 * 1-based as the page numbers them; `pipelineUnitRefusalOf` reads one back (the gateway puts it on
 * the field).
 */
export const PIPELINE_UNIT_MESSAGES = {
  required: '请填写管道单元',
  nameRequired: '请填写管道单元编号或名称',
  lengthPositive: '管道长度须大于0',
  pipelineForeign: '管道单元不存在或不属于该管道',
  itemForeign: '管道单元所属设备不在本申请中',
} as const;
type ItemMessage = Exclude<keyof typeof PIPELINE_UNIT_MESSAGES, 'itemForeign'>;

export function pipelineUnitRefusal(item: number, what: ItemMessage, unit?: number): string {
  return `第${item}项管道${unit === undefined ? '' : `第${unit}个管道单元`}：${PIPELINE_UNIT_MESSAGES[what]}`;
}

const REFUSAL = /^第(\d{1,3})项管道(?:第(\d{1,3})个管道单元)?：(.+)$/;

/** A refusal made by `pipelineUnitRefusal`, read back: 1-based places and the message; null for any other text. */
export function pipelineUnitRefusalOf(text: string): { item: number; unit: number | null; what: ItemMessage } | null {
  const match = REFUSAL.exec(text);
  if (!match) return null;
  const what = (Object.keys(PIPELINE_UNIT_MESSAGES) as (keyof typeof PIPELINE_UNIT_MESSAGES)[]).find((key) => PIPELINE_UNIT_MESSAGES[key] === match[3]);
  if (what === undefined || what === 'itemForeign' || (what === 'pipelineForeign' && match[2] === undefined)) return null;
  return { item: Number(match[1]), unit: match[2] === undefined ? null : Number(match[2]), what };
}
