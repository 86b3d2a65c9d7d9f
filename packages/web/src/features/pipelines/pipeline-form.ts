import { findSubType, ZPipelineFormSchema, ZPipelineWriteBodySchema, type Pipeline, type PipelineForm, type PipelineWriteBody } from '@portal/contract';
import type { z } from 'zod';

export type PipelineField = keyof PipelineForm;
export type PipelineValues = PipelineForm;

/** The pipeline varieties a unit maintains itself (long-distance, public and industrial lines). */
export const PIPELINE_SUB_TYPES = ZPipelineWriteBodySchema.shape.subTypeCode.options.map((code) => ({
  code,
  label: `${code} ${findSubType(code)?.name ?? ''}`,
  en: `${code} ${findSubType(code)?.en ?? ''}`,
}));

const FIELDS = Object.keys(ZPipelineFormSchema.shape) as PipelineField[];

export const EMPTY_PIPELINE: PipelineValues = {
  ...(Object.fromEntries(FIELDS.map((field) => [field, ''])) as PipelineValues),
  useState: 'in_use',
};

export function pipelineValuesOf(pipeline: Pipeline): PipelineValues {
  const values = { ...EMPTY_PIPELINE };
  for (const field of FIELDS) {
    const value = pipeline[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

function number(value: string): number | undefined {
  return value === '' ? undefined : Number(value);
}

/** The write body; `commit` true submits the record for the institute to accept. */
export function toPipelineBody(checked: z.output<typeof ZPipelineFormSchema>, commit: boolean): PipelineWriteBody {
  return {
    ...checked,
    commit,
    subTypeCode: checked.subTypeCode as PipelineWriteBody['subTypeCode'],
    registerCode: checked.registerCode || undefined,
    pipeGrade: checked.pipeGrade as PipelineWriteBody['pipeGrade'],
    nominalDiameter: number(checked.nominalDiameter),
    wallThickness: number(checked.wallThickness),
    length: number(checked.length),
    designPressure: number(checked.designPressure),
    designTemperature: number(checked.designTemperature),
    installDate: checked.installDate || undefined,
    useState: (checked.useState || 'in_use') as PipelineWriteBody['useState'],
    safetyManagerPhone: checked.safetyManagerPhone || undefined,
  };
}
