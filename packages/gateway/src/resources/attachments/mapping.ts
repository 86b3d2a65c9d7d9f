import { APPLICATION_MATERIALS, ATTACHMENT_REF_TYPES, type InspectionApplicationMaterialCode, type Attachment, type ServiceKind } from '@portal/contract';
import { SERVICE_KIND_WIRE_MODULES, type WireAttachment, type WireAttachmentBizType, type WireServiceModule } from '@portal/legacy-protocol';

export type AttachmentRefType = (typeof ATTACHMENT_REF_TYPES)[number];

/**
 * The platform module of each service kind, from legacy-protocol's one table of them (it may not
 * import the contract's kinds, so the compiler checks here that it names every kind).
 */
const SERVICE_KIND_BIZ_TYPES: Readonly<Record<ServiceKind, WireServiceModule>> = SERVICE_KIND_WIRE_MODULES;

/** The platform files attachments under the module name of their record. */
export const ATTACHMENT_BIZ_TYPES: Record<AttachmentRefType, WireAttachmentBizType> = {
  'account-application': 'accountApply',
  'password-reset': 'passwordResetApply',
  'unit-change': 'unitChange',
  equipment: 'eqm',
  'use-registration': 'epPemUseregistApply',
  'inspection-application': 'appOnline',
  worker: 'operator',
  'construction-record': 'eqmBcwBasic',
  ...SERVICE_KIND_BIZ_TYPES,
  interaction: 'interact',
  'reissue-application': 'reissueApply',
  'conformity-declaration': 'declaration',
  rectification: 'appOnlineRectify',
};

export function refTypeOf(bizType: string | undefined): AttachmentRefType | null {
  return ATTACHMENT_REF_TYPES.find((refType) => ATTACHMENT_BIZ_TYPES[refType] === bizType) ?? null;
}

export function toAttachment(wire: WireAttachment): Attachment {
  const refType = refTypeOf(wire.bizType);
  return {
    id: wire.attsysid,
    fileName: wire.fileName ?? '',
    contentType: wire.contentType ?? 'application/octet-stream',
    size: wire.fileSize,
    refType,
    refId: refType === null || !wire.attrefsysid ? null : wire.attrefsysid,
    uploadedAt: wire.createDate,
    material: materialOf(wire.materialType),
  };
}

/** A file's material code as the platform stores it; one the contract does not know is left unnamed. */
function materialOf(code: string | undefined): InspectionApplicationMaterialCode | null {
  return APPLICATION_MATERIALS.find((material) => material.code === code)?.code ?? null;
}
