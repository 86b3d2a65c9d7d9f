import { z } from 'zod';
import { formatMessage } from '../messages';
import type { CategoryCode } from './categories';
import type { InspectionKind } from './statuses';

/**
 * What each inspection kind asks for beyond the common form: its own fields and the materials
 * (申请材料) the unit uploads with it. One home for the form, the contract's submit check, the
 * platform's submit check and the docs (docs/inspection-applications.md, "What each kind asks for").
 */
export const APPLICATION_MATERIALS = [
  { code: 'constructionNotice', label: '施工告知书回执', en: 'Construction notice receipt' },
  { code: 'constructorLicence', label: '施工单位资质证书', en: 'Constructor licence' },
  { code: 'constructionPlan', label: '施工方案', en: 'Construction plan' },
  { code: 'factoryDocuments', label: '产品合格证/出厂资料（质量证明书）', en: 'Certificate of conformity and factory documents' },
  { code: 'userManual', label: '使用说明书', en: 'User manual' },
  { code: 'typeTestCertificate', label: '型式试验证书', en: 'Type test certificate' },
] as const;
export type InspectionApplicationMaterialCode = (typeof APPLICATION_MATERIALS)[number]['code'];
export const ZInspectionApplicationMaterialCode = z.enum(
  APPLICATION_MATERIALS.map((material) => material.code) as [InspectionApplicationMaterialCode, ...InspectionApplicationMaterialCode[]],
);

/** The kinds' own fields: 施工信息 (监督检验) and, per piping item, its pipeline units (管道定期检验). */
export type KindField = 'construction' | 'pipelineUnits';

export type KindMaterial = {
  code: InspectionApplicationMaterialCode;
  label: string;
  en: string;
  required: boolean;
  /** Asked only when the application has equipment of these categories (absent: always). */
  forCategories?: readonly CategoryCode[];
};

export type InspectionKindForm = { fields: readonly KindField[]; materials: readonly KindMaterial[] };

const material = (code: InspectionApplicationMaterialCode, required: boolean, forCategories?: readonly CategoryCode[]): KindMaterial => {
  const { label, en } = APPLICATION_MATERIALS.find((candidate) => candidate.code === code)!;
  return { code, label, en, required, ...(forCategories ? { forCategories } : {}) };
};

/**
 * Per kind. 监督检验 covers installation, modification and major repair under a construction notice;
 * 首次检验 is of equipment that arrived without one, so the factory documents stand in for it; the
 * periodic kinds have the last report on file already and ask for nothing more.
 */
export const INSPECTION_KIND_FORMS: Readonly<Record<InspectionKind, InspectionKindForm>> = {
  periodic: { fields: [], materials: [] },
  first: {
    fields: [],
    materials: [material('factoryDocuments', true), material('userManual', false), material('typeTestCertificate', true, ['3000', '4000'])],
  },
  supervision: {
    fields: ['construction'],
    materials: [material('constructionNotice', true), material('constructorLicence', true), material('constructionPlan', false)],
  },
  pipeline_periodic: { fields: ['pipelineUnits'], materials: [] },
};

/** The materials a kind asks for, given the categories of the application's equipment. */
export function materialsFor(kind: InspectionKind, categories: readonly string[]): KindMaterial[] {
  return INSPECTION_KIND_FORMS[kind].materials.filter(
    (candidate) => !candidate.forCategories || candidate.forCategories.some((code) => categories.includes(code)),
  );
}

/** The text a submit without a required material is refused with (contract, platform and form alike). */
export const materialMissingText = (code: InspectionApplicationMaterialCode): string =>
  formatMessage('materialRequired', { material: APPLICATION_MATERIALS.find((candidate) => candidate.code === code)!.label });
