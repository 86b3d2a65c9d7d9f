import type { InspectionKind } from '@portal/contract';

/** Where each kind's form lives (the product's routes) and what equipment it takes. */
export type KindForm = {
  kind: InspectionKind;
  /** Route of a new application of this kind. */
  path: string;
  /** Route that edits one (`?id=`). */
  editPath: string;
  /** Equipment on file the kind takes: all categories but piping, piping only, or any. */
  equipment: 'notPiping' | 'pipingOnly' | 'any';
  /** Whether the form takes equipment not on file (new-equ-apply). */
  newEquipment: boolean;
};

const BASE = '/company-service';
export const PIPING_CATEGORY = '8000';

export const KIND_FORMS: Readonly<Record<InspectionKind, KindForm>> = {
  periodic: { kind: 'periodic', path: `${BASE}/online-apply-form`, editPath: `${BASE}/online-apply-edit`, equipment: 'notPiping', newEquipment: false },
  first: { kind: 'first', path: `${BASE}/online-apply-form-JJ`, editPath: `${BASE}/online-apply-edit-JJ`, equipment: 'any', newEquipment: false },
  supervision: { kind: 'supervision', path: `${BASE}/online-apply-form-JD`, editPath: `${BASE}/online-apply-edit-JJ`, equipment: 'any', newEquipment: false },
  pipeline_periodic: { kind: 'pipeline_periodic', path: `${BASE}/ping-DJ-apply`, editPath: `${BASE}/online-apply-edit`, equipment: 'pipingOnly', newEquipment: false },
};

/** The new-equipment form: a first inspection of equipment not on file. */
export const NEW_EQUIPMENT_PATH = `${BASE}/new-equ-apply`;

export const INSPECTION_DETAIL_PATH = `${BASE}/online-apply-detail`;
export const INSPECTION_QUERY_PATH = `${BASE}/online-apply-query`;
export const INSPECTION_LANDING_PATH = `${BASE}/online-apply`;
export const INSPECTION_PAY_PATH = `${BASE}/online-apply-pay`;

export const pathToApplication = (id: string): string => `${INSPECTION_DETAIL_PATH}?id=${encodeURIComponent(id)}`;
export const pathToEdit = (kind: InspectionKind, id: string): string => `${KIND_FORMS[kind].editPath}?id=${encodeURIComponent(id)}`;
