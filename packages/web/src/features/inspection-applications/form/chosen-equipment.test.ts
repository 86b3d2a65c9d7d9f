import { inspectionApplicationFormSchema, type Attachment } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { KIND_FORMS } from '../kinds';
import { EMPTY_FORM, filesOf, idsOfSearch, kindTakes, toApplicationBody, type ChosenEquipment } from './chosen-equipment';

const LIFT: ChosenEquipment = { id: '30102', name: '曳引驱动乘客电梯', registerCode: '31103302122021080044', subTypeName: '曳引驱动乘客电梯', usePlace: '主楼', categoryCode: '3000', nextCheckDate: null };
const ATTACHMENT: Attachment = { id: 'att-1', fileName: '现场照片.jpg', contentType: 'image/jpeg', size: 10, refType: 'inspection-application', refId: null, uploadedAt: '2026-11-20 09:00:00', material: null };

describe('the application form helpers', () => {
  it('reads the entry point\'s equipment ids', () => {
    expect(idsOfSearch('30102, 30101,,30102')).toEqual(['30102', '30101']);
    expect(idsOfSearch(null)).toEqual([]);
  });

  it('offers piping to the pipeline form only', () => {
    expect(kindTakes(KIND_FORMS.pipeline_periodic, '8000')).toBe(true);
    expect(kindTakes(KIND_FORMS.pipeline_periodic, '3000')).toBe(false);
    expect(kindTakes(KIND_FORMS.periodic, '8000')).toBe(false);
    expect(kindTakes(KIND_FORMS.first, '8000')).toBe(true);
  });

  it('asks for the postal address when the report is posted', () => {
    const form = { ...EMPTY_FORM, siteContact: '李强', siteContactMobile: '13857436021', siteAddress: '宁波', areaCode: '330212', reportPickup: 'express' };
    const checked = inspectionApplicationFormSchema().safeParse(form);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((issue) => issue.path.join('.'))).toContain('expressAddress');
    expect(inspectionApplicationFormSchema().safeParse({ ...form, expressAddress: '行政办公室' }).success).toBe(true);
  });

  it('builds the save body with the chosen equipment, dropping the postal address when picked up', () => {
    const checked = inspectionApplicationFormSchema().parse({ ...EMPTY_FORM, siteContact: '李强', siteContactMobile: '13857436021', siteAddress: '宁波', areaCode: '330212', expressAddress: '旧地址' });
    const body = toApplicationBody('periodic', checked, [LIFT], [], [ATTACHMENT], true);
    expect(body).toMatchObject({ kind: 'periodic', equipmentIds: ['30102'], newEquipment: [], reportPickup: 'self', expressAddress: '', attachmentIds: ['att-1'], commit: true });
    expect(body.wishedDate).toBeUndefined();
  });
});

describe('the files of the body', () => {
  it('keeps files without a material in attachmentIds and groups the others by material', () => {
    const notice = { ...ATTACHMENT, id: 'att-2', material: 'constructionNotice' as const };
    const licence = { ...ATTACHMENT, id: 'att-3', material: 'constructorLicence' as const };
    expect(filesOf([ATTACHMENT, notice, licence])).toEqual({
      attachmentIds: ['att-1'],
      materials: [
        { code: 'constructionNotice', attachmentIds: ['att-2'] },
        { code: 'constructorLicence', attachmentIds: ['att-3'] },
      ],
    });
  });

  it('sends the 施工信息 of a supervision inspection only', () => {
    const checked = inspectionApplicationFormSchema().parse({
      ...EMPTY_FORM,
      siteContact: '李强',
      siteContactMobile: '13857436021',
      siteAddress: '宁波',
      areaCode: '330212',
      constructionUnit: '宁波甬江电梯工程有限公司',
      constructionKind: 'installation',
      constructionRecordId: '51003',
    });
    expect(toApplicationBody('supervision', checked, [LIFT], [], [], true)).toMatchObject({
      constructionUnit: '宁波甬江电梯工程有限公司',
      constructionKind: 'installation',
      constructionRecordId: '51003',
    });
    expect(toApplicationBody('periodic', checked, [LIFT], [], [], true).constructionRecordId).toBeUndefined();
  });
});
