import { z } from 'zod';
import { INSPECTION_KIND_FORMS, materialMissingText, materialsFor, ZInspectionApplicationMaterialCode } from '../constants/inspection-kind-forms';
import type { InspectionKind } from '../constants/statuses';
import { message } from '../messages';
import { ZAttachmentIds } from '../shared-schemas';
import { pipelineItemsChosen, pipelineUnitIssues, type PipelineUnit } from './inspection-pipeline-units';

/** The files of each material: every id is also one of the body's files (the platform links both). */
export const ZInspectionApplicationMaterialsSchema = z
  .array(z.object({ code: ZInspectionApplicationMaterialCode, attachmentIds: ZAttachmentIds }))
  .max(20)
  .default([]);
export type InspectionApplicationMaterials = z.input<typeof ZInspectionApplicationMaterialsSchema>;

type KindBody = {
  kind: InspectionKind;
  commit: boolean;
  newEquipment: readonly { categoryCode: string }[];
  constructionUnit: string;
  constructionKind?: string | undefined;
  constructionRecordId?: string | undefined;
  materials: readonly { code: string; attachmentIds: readonly string[] }[];
  equipmentIds: readonly string[];
  items: readonly { equipmentId: string; pipelineUnits: readonly PipelineUnit[] }[];
};

/**
 * A submit (commit) gives what its kind asks for: the 施工信息 of a supervision inspection, the
 * 管道单元 of each item of a 管道定期检验 and a file
 * of every required material; a draft may lack them. The contract knows only the new equipment's
 * categories, so a material asked for some categories is checked here for those and by the
 * platform, which knows every item's, for all. The public page cannot upload (`filesOnRecord`): the
 * unit's files are on the application already and the platform checks them.
 */
export function kindFormIssues(body: KindBody, ctx: z.RefinementCtx, options: { filesOnRecord?: boolean } = {}): void {
  const form = INSPECTION_KIND_FORMS[body.kind];
  if (form.fields.includes('pipelineUnits')) pipelineItemsChosen(body, ctx);
  if (!body.commit) return;
  if (form.fields.includes('pipelineUnits')) pipelineUnitIssues(body, ctx);
  if (form.fields.includes('construction')) {
    const missing = (path: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message: message('required') });
    if (body.constructionUnit.trim() === '') missing('constructionUnit');
    if (!body.constructionKind) missing('constructionKind');
    if (!body.constructionRecordId) missing('constructionRecordId');
  }
  if (options.filesOnRecord) return;
  const categories = body.newEquipment.map((item) => item.categoryCode);
  for (const material of materialsFor(body.kind, categories)) {
    if (!material.required) continue;
    const files = body.materials.filter((entry) => entry.code === material.code).flatMap((entry) => entry.attachmentIds);
    if (files.length === 0) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['materials', material.code], message: materialMissingText(material.code) });
    }
  }
}

// The 管道单元 schemas travel with the kind checks (the resources' index exports this file).
export {
  pipelineUnitsFormSchema,
  totalPipelineLength,
  type PipelineUnitsForm,
  ZInspectionApplicationPipelineItemSchema,
  ZInspectionApplicationPipelineItemsSchema,
  ZPipelineUnitSchema,
  type PipelineUnit,
} from './inspection-pipeline-units';
