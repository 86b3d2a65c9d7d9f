import { z } from 'zod';
import { ZText } from '../common';
import { message } from '../messages';
import { boundedText, optionalText, ruleText } from '../validation/schemas';

/**
 * 管道单元 of a 管道定期检验 item: the lines of the piping file to be inspected, in the pipelines
 * resource's words (`pipelineNo`, `name`, `length` in metres, `nominalDiameter` in mm). `pipelineId`
 * names one of the unit's recorded lines when the form picked it (docs/inspection-applications.md,
 * "What each kind asks for").
 */
export const ZPipelineUnitSchema = z.object({
  pipelineId: ZText.min(1).max(64).optional().describe('The recorded pipeline line (pipelines resource) this unit is; absent for a line typed in'),
  pipelineNo: boundedText(50).default('').describe('管道单元编号 (the line number)'),
  name: boundedText(100).default('').describe('管道单元名称'),
  length: z
    .number()
    .min(0)
    .max(1_000_000)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, message('twoDecimal'))
    .describe('长度 in metres, at most 2 decimals; greater than 0 at submit (0: not yet known, drafts only)'),
  nominalDiameter: z.number().positive().max(100_000).optional().describe('公称直径 in mm, as the pipeline record gives it'),
});
export type PipelineUnit = z.infer<typeof ZPipelineUnitSchema>;

/** The units of one chosen piping file of the body (`equipmentId` is one of `equipmentIds`). */
export const ZInspectionApplicationPipelineItemSchema = z.object({
  equipmentId: ZText.min(1).max(64),
  pipelineUnits: z.array(ZPipelineUnitSchema).max(100).default([]),
});
export const ZInspectionApplicationPipelineItemsSchema = z
  .array(ZInspectionApplicationPipelineItemSchema)
  .max(200)
  .default([])
  .describe('管道定期检验: the pipeline units of each chosen piping file (ignored for the other kinds)');

type PipelineBody = { equipmentIds: readonly string[]; items: readonly { equipmentId: string; pipelineUnits: readonly PipelineUnit[] }[] };

const issue = (ctx: z.RefinementCtx, path: (string | number)[], text: string) =>
  ctx.addIssue({ code: z.ZodIssueCode.custom, path, message: text });

/** Every item names one of the chosen files (a draft too: units of a file not applied for would be lost). */
export function pipelineItemsChosen(body: PipelineBody, ctx: z.RefinementCtx): void {
  body.items.forEach((item, index) => {
    if (!body.equipmentIds.includes(item.equipmentId)) issue(ctx, ['items', index, 'equipmentId'], message('invalidOption'));
  });
}

/**
 * At a submit of a 管道定期检验: every chosen file has at least one unit, each with a number or a
 * name and a length > 0. `items.<i>` is the i-th of `equipmentIds` (the detail's `items` order).
 */
export function pipelineUnitIssues(body: PipelineBody, ctx: z.RefinementCtx): void {
  body.equipmentIds.forEach((equipmentId, index) => {
    const units = body.items.find((item) => item.equipmentId === equipmentId)?.pipelineUnits ?? [];
    if (units.length === 0) issue(ctx, ['items', index, 'pipelineUnits'], message('pipelineUnitsRequired'));
    units.forEach((unit, position) => {
      if (unit.pipelineNo.trim() === '' && unit.name.trim() === '') {
        issue(ctx, ['items', index, 'pipelineUnits', position, 'name'], message('pipelineUnitNameRequired'));
      }
      if (!(unit.length > 0)) issue(ctx, ['items', index, 'pipelineUnits', position, 'length'], message('pipelineLengthPositive'));
    });
  });
}

/** The total length (m) of the units, to 2 decimals (the form and the detail show it). */
export const totalPipelineLength = (units: readonly { length: number }[]): number =>
  Math.round(units.reduce((sum, unit) => sum + unit.length, 0) * 100) / 100;

/**
 * The units as the form types them (lengths as text, '' while unknown): the format is checked as one
 * types; what a submit needs (a unit per file, a length > 0) is the body's check above.
 */
export function pipelineUnitsFormSchema() {
  const length = ruleText('twoDecimal').superRefine((value, ctx) => {
    if (value.trim() !== '' && Number(value) <= 0) ctx.addIssue({ code: z.ZodIssueCode.custom, message: message('pipelineLengthPositive') });
  });
  const unit = z.object({ pipelineId: optionalText(64), pipelineNo: optionalText(50), name: optionalText(100), length, nominalDiameter: z.number().nullable() });
  return z.array(z.object({ equipmentId: z.string(), pipelineUnits: z.array(unit) }));
}
export type PipelineUnitsForm = z.input<ReturnType<typeof pipelineUnitsFormSchema>>;
