import { findSubType, ZPipelineWriteBodySchema, type Pipeline, type PipelineWriteBody } from '@portal/contract';
import { checkBySpec, optionalText, toNumber, type FieldSpec } from '../../lib/field-rules';
import type { FormMessage } from '../../lib/use-form-errors';

export const PIPELINE_FIELDS = [
  'subTypeCode',
  'name',
  'pipelineNo',
  'registerCode',
  'pipeGrade',
  'medium',
  'startPoint',
  'endPoint',
  'nominalDiameter',
  'wallThickness',
  'length',
  'designPressure',
  'designTemperature',
  'usePlace',
  'areaCode',
  'installDate',
  'useState',
  'safetyManager',
  'safetyManagerPhone',
] as const;
export type PipelineField = (typeof PIPELINE_FIELDS)[number];
export type PipelineValues = Record<PipelineField, string>;

/** The pipeline varieties a unit maintains itself (long-distance, public and industrial lines). */
export const PIPELINE_SUB_TYPES = ZPipelineWriteBodySchema.shape.subTypeCode.options.map((code) => ({
  code,
  label: `${code} ${findSubType(code)?.name ?? ''}`,
}));

export const PIPELINE_SPECS: Record<PipelineField, FieldSpec> = {
  subTypeCode: { required: true, kind: 'select' },
  name: { required: true },
  pipelineNo: { required: true },
  registerCode: { rule: 'registerCode' },
  pipeGrade: { required: true, kind: 'select' },
  medium: { required: true },
  startPoint: {},
  endPoint: {},
  nominalDiameter: { kind: 'positive' },
  wallThickness: { kind: 'positive' },
  length: { kind: 'positive' },
  designPressure: { kind: 'number' },
  designTemperature: { kind: 'number' },
  usePlace: { required: true },
  areaCode: { required: true, kind: 'area' },
  installDate: { kind: 'date' },
  useState: { kind: 'select' },
  safetyManager: {},
  safetyManagerPhone: { rule: 'phone' },
};

export function checkPipelineField(field: PipelineField, values: PipelineValues, enforceRequired: boolean): FormMessage | null {
  return checkBySpec(PIPELINE_SPECS[field], values[field], enforceRequired);
}

export const EMPTY_PIPELINE: PipelineValues = {
  ...(Object.fromEntries(PIPELINE_FIELDS.map((field) => [field, ''])) as PipelineValues),
  useState: 'in_use',
};

export function pipelineValuesOf(pipeline: Pipeline): PipelineValues {
  const values = { ...EMPTY_PIPELINE };
  for (const field of PIPELINE_FIELDS) {
    const value = pipeline[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/** The write body; `commit` true submits the record for the institute to accept. */
export function toPipelineBody(values: PipelineValues, commit: boolean): PipelineWriteBody {
  const text = (field: PipelineField) => values[field].trim();
  return {
    commit,
    subTypeCode: text('subTypeCode') as PipelineWriteBody['subTypeCode'],
    registerCode: optionalText(text('registerCode')),
    name: text('name'),
    pipelineNo: text('pipelineNo'),
    pipeGrade: text('pipeGrade') as PipelineWriteBody['pipeGrade'],
    medium: text('medium'),
    startPoint: text('startPoint'),
    endPoint: text('endPoint'),
    nominalDiameter: toNumber(text('nominalDiameter')),
    wallThickness: toNumber(text('wallThickness')),
    length: toNumber(text('length')),
    designPressure: toNumber(text('designPressure')),
    designTemperature: toNumber(text('designTemperature')),
    areaCode: text('areaCode'),
    usePlace: text('usePlace'),
    installDate: optionalText(text('installDate')),
    useState: (optionalText(text('useState')) ?? 'in_use') as PipelineWriteBody['useState'],
    safetyManager: text('safetyManager'),
    safetyManagerPhone: optionalText(text('safetyManagerPhone')),
  };
}
