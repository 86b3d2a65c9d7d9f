import { APPLICATION_MATERIALS, materialMissingText } from '@portal/contract';
import { INSPECTION_APPLICATION_MESSAGES as MESSAGES } from '@portal/legacy-protocol';
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
