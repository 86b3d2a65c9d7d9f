import { ATTACHMENT_REF_TYPES, SERVICE_KIND_CODES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { REF_TYPE_LABELS } from './messages';

describe('the phone page’s names of record types', () => {
  it('names every record type files may belong to, a service kind by its short name', () => {
    expect(Object.keys(REF_TYPE_LABELS).sort()).toEqual([...ATTACHMENT_REF_TYPES].sort());
    expect(SERVICE_KIND_CODES.map((type) => REF_TYPE_LABELS[type])).toEqual(['停用报废注销申请', '维保项目申请', '故障登记', '救援登记']);
  });
});
