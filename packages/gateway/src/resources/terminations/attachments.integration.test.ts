import { ZTerminationDetailSchema, type AttachmentUploadBody, type TerminationBody } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

const { cookies, inject, upload } = setUpGatewayTests(['qiye', 'zhenhai', 'shenhe']);

/** 宏泰化工's explosion-proof forklift (30206), scrapped with its assessment attached. */
const FORKLIFT_SCRAP: TerminationBody = {
  commit: false,
  type: 'scrapped',
  equipmentIds: ['30206'],
  reason: '车架锈蚀严重，经鉴定予以报废',
  handler: '陈伟',
};

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(256, 0x20), Buffer.from('\n%%EOF\n')]);

function uploadPdf(cookie: string, fileName: string, refType: NonNullable<AttachmentUploadBody['refType']>) {
  return upload(cookie, { name: fileName, type: 'application/pdf', bytes: PDF }, { refType });
}

describe('termination attachments', () => {
  it("refuses another unit's file and saves nothing", async () => {
    const foreign = await uploadPdf(cookies.qiye, '悦澜的文件.pdf', 'termination');
    const before = (await inject(cookies.zhenhai, 'GET', '/api/v1/terminations')).json().total;
    const res = await inject(cookies.zhenhai, 'POST', '/api/v1/terminations', { ...FORKLIFT_SCRAP, attachmentIds: [foreign.id] });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().detail).toBe('附件不存在、不属于本单位或已关联其他业务');
    expect((await inject(cookies.zhenhai, 'GET', '/api/v1/terminations')).json().total).toBe(before);
  });

  it('stores the attachment ids of a draft, answers them in the detail and keeps them over an edit', async () => {
    const assessment = await uploadPdf(cookies.zhenhai, '报废鉴定报告.pdf', 'termination');
    const created = await inject(cookies.zhenhai, 'POST', '/api/v1/terminations', { ...FORKLIFT_SCRAP, attachmentIds: [assessment.id] });
    expect(created.statusCode, created.body).toBe(201);
    const draft = ZTerminationDetailSchema.parse(created.json());
    expect(draft.attachmentIds).toEqual([assessment.id]);

    const read = ZTerminationDetailSchema.parse((await inject(cookies.zhenhai, 'GET', `/api/v1/terminations/${draft.id}`)).json());
    expect(read.attachmentIds).toEqual([assessment.id]);
    const listed = await inject(cookies.zhenhai, 'GET', `/api/v1/attachments?refType=termination&refId=${draft.id}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ id: assessment.id, fileName: '报废鉴定报告.pdf', refType: 'termination', refId: draft.id })]);

    const certificate = await uploadPdf(cookies.zhenhai, '使用登记证交回照片.pdf', 'termination');
    const edited = await inject(cookies.zhenhai, 'PUT', `/api/v1/terminations/${draft.id}`, { ...FORKLIFT_SCRAP, commit: true, attachmentIds: [assessment.id, certificate.id] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect([...ZTerminationDetailSchema.parse(edited.json()).attachmentIds].sort()).toEqual([assessment.id, certificate.id].sort());

    // The institute reads the ids with the application it reviews, lists the files and opens them.
    const reviewed = ZTerminationDetailSchema.parse((await inject(cookies.shenhe, 'GET', `/api/v1/termination-reviews/${draft.id}`)).json());
    expect(reviewed.attachmentIds).toHaveLength(2);
    const reviewerList = await inject(cookies.shenhe, 'GET', `/api/v1/attachments?refType=termination&refId=${draft.id}`);
    expect(reviewerList.statusCode, reviewerList.body).toBe(200);
    expect(reviewerList.json().map((file: { id: string }) => file.id).sort()).toEqual([assessment.id, certificate.id].sort());
    const opened = await inject(cookies.shenhe, 'GET', `/api/v1/attachments/${assessment.id}/content`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    // Reading only: the reviewer cannot delete the unit's file, and another unit sees none of them.
    const removed = await inject(cookies.shenhe, 'DELETE', `/api/v1/attachments/${assessment.id}`);
    expect(removed.statusCode).toBe(404);
    expect((await inject(cookies.qiye, 'GET', `/api/v1/attachments?refType=termination&refId=${draft.id}`)).json()).toEqual([]);
    expect((await inject(cookies.qiye, 'GET', `/api/v1/attachments/${assessment.id}/content`)).statusCode).toBe(404);
  });

  it("keeps a unit's other files from the reviewer (a worker's certificate is no reviewed record)", async () => {
    const certificate = await uploadPdf(cookies.zhenhai, '叉车司机证.pdf', 'worker');
    expect((await inject(cookies.shenhe, 'GET', `/api/v1/attachments/${certificate.id}/content`)).statusCode).toBe(404);
  });
});
