import { ZRescueRegistrationSchema, type AttachmentUploadBody, type RescueRegistrationBody } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

const { cookies, inject, upload } = setUpGatewayTests(['qiye', 'zhenhai']);

/** An entrapment in 宁波悦澜's 1号客梯, registered with a photo of the scene. */
const RESCUE: RescueRegistrationBody = {
  registerCode: '31103302122021080045',
  place: '主楼东侧电梯厅 8 层',
  alarmAt: '2026-11-21 18:20:00',
  reporter: '李明',
  reporterPhone: '13805741234',
  trappedCount: 1,
  arrivedAt: '2026-11-21 18:38:00',
  faultDescription: '轿厢停在 8 层与 9 层之间',
  faultCause: 'equipment',
};

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(256, 0x20), Buffer.from([0xff, 0xd9])]);

function uploadPhoto(cookie: string, fileName: string, refType: NonNullable<AttachmentUploadBody['refType']>) {
  return upload(cookie, { name: fileName, type: 'image/jpeg', bytes: JPEG }, { refType });
}

describe('rescue registration attachments', () => {
  it('stores the attachment ids, answers them in the registration and keeps them when it is completed', async () => {
    const scene = await uploadPhoto(cookies.qiye, '救援现场照片.jpg', 'rescue-registration');
    const created = await inject(cookies.qiye, 'POST', '/api/v1/rescue-registrations', { ...RESCUE, attachmentIds: [scene.id] });
    expect(created.statusCode, created.body).toBe(201);
    const rescue = ZRescueRegistrationSchema.parse(created.json());
    expect(rescue.attachmentIds).toEqual([scene.id]);

    const read = ZRescueRegistrationSchema.parse((await inject(cookies.qiye, 'GET', `/api/v1/rescue-registrations/${rescue.id}`)).json());
    expect(read.attachmentIds).toEqual([scene.id]);
    const listed = await inject(cookies.qiye, 'GET', `/api/v1/attachments?refType=rescue-registration&refId=${rescue.id}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ id: scene.id, fileName: '救援现场照片.jpg', refType: 'rescue-registration', refId: rescue.id })]);

    const record = await uploadPhoto(cookies.qiye, '救援记录单.jpg', 'rescue-registration');
    const closed = await inject(cookies.qiye, 'PUT', `/api/v1/rescue-registrations/${rescue.id}`, {
      ...RESCUE,
      releasedAt: '2026-11-21 18:52:00',
      result: '盘车放人，乘客安全撤离',
      attachmentIds: [scene.id, record.id],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect([...ZRescueRegistrationSchema.parse(closed.json()).attachmentIds].sort()).toEqual([scene.id, record.id].sort());
  });

  it("refuses another unit's file and registers nothing", async () => {
    const foreign = await uploadPhoto(cookies.zhenhai, '宏泰的照片.jpg', 'rescue-registration');
    const before = (await inject(cookies.qiye, 'GET', '/api/v1/rescue-registrations?pageSize=50')).json().total;
    const res = await inject(cookies.qiye, 'POST', '/api/v1/rescue-registrations', { ...RESCUE, attachmentIds: [foreign.id] });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().detail).toBe('附件不存在、不属于本单位或已关联其他业务');
    expect((await inject(cookies.qiye, 'GET', '/api/v1/rescue-registrations?pageSize=50')).json().total).toBe(before);
  });
});
