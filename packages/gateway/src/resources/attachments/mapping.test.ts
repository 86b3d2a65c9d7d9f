import { ATTACHMENT_REF_TYPES, SERVICE_KIND_CODES, ZAttachmentSchema } from '@portal/contract';
import { SERVICE_KIND_WIRE_MODULES, WIRE_ATTACHMENT_BIZ_TYPES, ZWireAttachment } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_BIZ_TYPES, refTypeOf, toAttachment } from './mapping';

describe('ATTACHMENT_BIZ_TYPES', () => {
  it('gives every record type of the contract its own platform module', () => {
    const bizTypes = ATTACHMENT_REF_TYPES.map((refType) => ATTACHMENT_BIZ_TYPES[refType]);
    expect(new Set(bizTypes).size).toBe(ATTACHMENT_REF_TYPES.length);
    expect([...bizTypes].sort()).toEqual([...WIRE_ATTACHMENT_BIZ_TYPES].sort());
  });

  it("files every service kind under its platform module, the wire's one table of them naming each kind once", () => {
    expect(Object.keys(SERVICE_KIND_WIRE_MODULES)).toEqual([...SERVICE_KIND_CODES]);
    expect(SERVICE_KIND_CODES.map((kind) => ATTACHMENT_BIZ_TYPES[kind])).toEqual(['pemEqmRlvBasic', 'epPemMaiprojApply', 'eleFaultMain', 'eleRcsMain']);
  });

  it('maps back', () => {
    for (const refType of ATTACHMENT_REF_TYPES) expect(refTypeOf(ATTACHMENT_BIZ_TYPES[refType])).toBe(refType);
    expect(refTypeOf('')).toBeNull();
  });
});

describe('toAttachment', () => {
  it('reads a linked file', () => {
    expect(
      toAttachment({ attsysid: 'f1', fileName: '产品合格证.pdf', contentType: 'application/pdf', fileSize: 2048, bizType: 'epPemUseregistApply', attrefsysid: '40002', createDate: '2024-05-31 10:00:00', materialType: undefined }),
    ).toEqual({ id: 'f1', fileName: '产品合格证.pdf', contentType: 'application/pdf', size: 2048, refType: 'use-registration', refId: '40002', uploadedAt: '2024-05-31 10:00:00', material: null });
  });

  it('reads the material an inspection application\'s file is filed under', () => {
    const wire = { attsysid: 'f3', fileName: '回执.pdf', contentType: 'application/pdf', fileSize: 10, bizType: 'appOnline', attrefsysid: '60002', createDate: '2024-05-31 10:00:00' };
    expect(toAttachment({ ...wire, materialType: 'constructionNotice' }).material).toBe('constructionNotice');
    expect(toAttachment({ ...wire, materialType: 'unknownCode' }).material).toBeNull();
  });

  it('reads a loose file with no record', () => {
    expect(toAttachment({ attsysid: 'f2', fileName: 'a.png', contentType: 'image/png', fileSize: 1, bizType: '', attrefsysid: '', createDate: '2024-05-31 10:00:00', materialType: undefined })).toMatchObject({
      refType: null,
      refId: null,
    });
  });
});

describe('an attachment of another platform', () => {
  it('maps a file without name and type, spelt in upper case, its time in epoch milliseconds', () => {
    const attachment = toAttachment(ZWireAttachment.parse({ ATTSYSID: 901, FILE_SIZE: '2048', CREATE_DATE: 1717120800000 }));
    expect(attachment).toEqual({
      id: '901',
      fileName: '',
      contentType: 'application/octet-stream',
      size: 2048,
      refType: null,
      refId: null,
      uploadedAt: '2024-05-31 10:00:00',
      material: null,
    });
    expect(ZAttachmentSchema.safeParse(attachment).success).toBe(true);
  });
});
