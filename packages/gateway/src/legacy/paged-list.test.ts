import { wireRecord, ZWireText } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { parsedPage } from './paged-list';

const ZRow = wireRecord({ id: ZWireText });
const answer = (data: unknown) => ({ ok: true as const, data });

describe('parsedPage', () => {
  it('answers a platform page as the clean page of mapped rows', () => {
    const page = parsedPage(answer({ list: [{ id: 'a' }, { id: 'b' }], count: 7, pageNo: 2, pageSize: 2 }), ZRow, (row) => row.id.toUpperCase());
    expect(page).toEqual({ ok: true, value: { items: ['A', 'B'], total: 7, page: 2, pageSize: 2 } });
  });

  it('checks every answer against the same row schema, a page that is none as an unexpected answer', () => {
    expect(parsedPage(answer({ list: [{ id: 'a' }], count: 1, pageNo: 1, pageSize: -1 }), ZRow, (row) => row.id)).toMatchObject({ ok: true, value: { pageSize: 1 } });
    expect(parsedPage(answer({ rows: [] }), ZRow, (row) => row.id)).toMatchObject({ ok: false, problem: { status: 502 } });
  });

  it('passes a failed call on as it is', () => {
    const failed = { ok: false as const, problem: { cause: 'not-found' as const, status: 404, detail: '不存在' } };
    expect(parsedPage(failed, ZRow, (row) => row.id)).toBe(failed);
  });
});
