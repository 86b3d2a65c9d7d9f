import { APPLICATION_MATERIALS, materialMissingText } from '@portal/contract';
import { INSPECTION_APPLICATION_MESSAGES as MESSAGES, PIPELINE_UNIT_MESSAGES, pipelineUnitRefusalOf } from '@portal/legacy-protocol';
import type { FieldRefusal } from '../../http/field-refusals';

/**
 * The platform's refusals of a submit that lacks what its kind asks for (the phone page and
 * integrators reach the platform's check too), each on the field the form shows it beside:
 * docs/inspection-applications.md, "What each kind asks for".
 */
export const KIND_FORM_REFUSALS: Readonly<Record<string, FieldRefusal>> = {
  [MESSAGES.constructionUnitRequired]: { path: 'constructionUnit', cause: 'validation-failed', code: 'required' },
  [MESSAGES.constructionTypeRequired]: { path: 'constructionKind', cause: 'validation-failed', code: 'required' },
  [MESSAGES.constructionRecordRequired]: { path: 'constructionRecordId', cause: 'validation-failed', code: 'required' },
  [MESSAGES.constructionRecordForeign]: { path: 'constructionRecordId', cause: 'validation-failed' },
  [MESSAGES.materialUnknown]: { path: 'materials', cause: 'validation-failed', code: 'invalid_choice' },
  ...Object.fromEntries(
    APPLICATION_MATERIALS.map((material): [string, FieldRefusal] => [
      materialMissingText(material.code),
      { path: `materials.${material.code}`, cause: 'validation-failed', code: 'required' },
    ]),
  ),
};

const UNIT_FIELDS = { nameRequired: 'name', lengthPositive: 'length' } as const;

/**
 * A refusal of the kind form: one of the texts above, or one naming a 管道定期检验 item (and unit) by
 * its 1-based place, put on `items.<i>.pipelineUnits[.<j>.<field>]` with the contract's message.
 */
export function kindFormRefusal(detail: string): FieldRefusal | undefined {
  if (Object.hasOwn(KIND_FORM_REFUSALS, detail)) return KIND_FORM_REFUSALS[detail];
  if (detail === PIPELINE_UNIT_MESSAGES.itemForeign) return { path: 'items', cause: 'validation-failed' };
  const place = pipelineUnitRefusalOf(detail);
  if (!place) return undefined;
  const item = `items.${place.item - 1}.pipelineUnits`;
  const message = PIPELINE_UNIT_MESSAGES[place.what];
  if (place.what === 'required' || place.unit === null) return { path: item, cause: 'validation-failed', code: 'required', message };
  if (place.what === 'pipelineForeign') return { path: `${item}.${place.unit - 1}.pipelineId`, cause: 'validation-failed', message };
  return { path: `${item}.${place.unit - 1}.${UNIT_FIELDS[place.what]}`, cause: 'validation-failed', code: place.what === 'nameRequired' ? 'required' : 'invalid_value', message };
}
