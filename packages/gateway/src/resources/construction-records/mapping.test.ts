import { ZConstructionRecordBodySchema, ZConstructionRecordDetailSchema } from '@portal/contract';
import { constructionRecordSaveForm, ZWireConstructionRecordDetail } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { toConstructionRecordDetail, toOpinion, toWireBcwFields, toWireBcwQuery } from './mapping';

describe('construction records', () => {
  it('map the wire record with its kind, state and attachments', () => {
    const detail = toConstructionRecordDetail(
      ZWireConstructionRecordDetail.parse({
        id: 'b1',
        equId: null,
        equCategory: '4000',
        equName: '施工升降机',
        bcwType: '重大修理',
        state: '退回',
        noticeDate: '2024-06-01',
        updateDate: '2024-06-02 09:30:00',
        attachmentIds: 'a,b',
      }),
    );
    expect(detail).toMatchObject({ equipmentId: null, kind: 'major_repair', state: 'returned', registerCode: '', attachmentIds: ['a', 'b'] });
    expect(toOpinion({ state: '已通过', opinion: '同意', reviewer: '陈审核', reviewDate: undefined })).toEqual({
      state: 'approved',
      opinion: '同意',
      reviewer: '陈审核',
      reviewedAt: null,
    });
  });

  it('write the body and the filters in the wire’s words', () => {
    const body = ZConstructionRecordBodySchema.parse({
      commit: false,
      categoryCode: '4000',
      equipmentName: '施工升降机',
      kind: 'installation',
      constructionUnit: '宁波港城起重设备安装有限公司',
      licenseNo: 'TS1',
      noticeDate: '2024-06-01',
      usePlace: '工地',
    });
    expect(constructionRecordSaveForm(toWireBcwFields(body), body.commit)).toMatchObject({ bcwType: '安装', equId: '', attachmentIds: '', isCommit: 'false' });
    expect(toWireBcwQuery({ kind: 'modification', state: 'returned', noticeDateTo: '2024-06-30' })).toMatchObject({
      bcwType: '改造',
      state: '退回',
      noticeDateEnd: '2024-06-30',
    });
  });
});

describe('a construction record of another platform', () => {
  it('maps a record in lower case without name, its codes as numbers', () => {
    const detail = toConstructionRecordDetail(
      ZWireConstructionRecordDetail.parse({ id: 7, equcategory: 4000, bcwtype: '安装', state: '草稿', updatedate: '2024-06-02T09:30:00', attachmentids: null }),
    );
    expect(detail).toMatchObject({ id: '7', categoryCode: '4000', kind: 'installation', equipmentName: '', updatedAt: '2024-06-02 09:30:00', attachmentIds: [] });
    expect(ZConstructionRecordDetailSchema.safeParse(detail).success).toBe(true);
  });
});
