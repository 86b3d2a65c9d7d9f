import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/i18n';
import { recordTagTitle, recordText, shortTagText, TAG_RECORD_MAX, useRecordTagTitle } from './page-tag';
import { tagSpy } from '../test-support/page-tag-spy';

describe('shortTagText', () => {
  it('keeps text up to the limit and cuts longer text with …', () => {
    expect(shortTagText('  SYDJ-2026-0001 ')).toBe('SYDJ-2026-0001');
    expect(shortTagText('一二三四五六七八九十一二三四五六')).toHaveLength(TAG_RECORD_MAX);
    expect(shortTagText('一二三四五六七八九十一二三四五六七')).toBe('一二三四五六七八九十一二三四五…');
    expect(shortTagText('宁波 abcdef', 4)).toBe('宁波 …');
  });

  it('keeps the end of a long number or code, where numbers of one kind differ', () => {
    expect(shortTagText('JY20261127090001234')).toBe('…261127090001234');
    expect(shortTagText('JY20261127090001234')).toHaveLength(TAG_RECORD_MAX);
    expect(shortTagText('abcdef', 4)).toBe('…def');
  });

  it('counts a character outside the basic plane as one', () => {
    expect(shortTagText('𠀀𠀀𠀀𠀀𠀀', 4)).toBe('𠀀𠀀𠀀…');
  });
});

describe('recordText', () => {
  it('joins the known parts and leaves blanks out', () => {
    expect(recordText('曳引驱动乘客电梯', null, ' ', '3110330212')).toBe('曳引驱动乘客电梯 3110330212');
    expect(recordText(undefined, '')).toBe('');
  });
});

describe('recordTagTitle', () => {
  it('puts the label before the shortened record', () => {
    expect(recordTagTitle('留言详情', '电梯年检时间咨询')).toBe('留言详情·电梯年检时间咨询');
    expect(recordTagTitle('编辑', '宁波市鄞州区某某物业管理有限公司第一分公司')).toBe('编辑·宁波市鄞州区某某物业管理有限公…');
  });

  it('is the record alone without a label, and null while the record is unknown', () => {
    expect(recordTagTitle('', 'MP-2026-0001')).toBe('MP-2026-0001');
    expect(recordTagTitle('留言详情', undefined)).toBeNull();
    expect(recordTagTitle('留言详情', '  ')).toBeNull();
  });
});

function Page({ record, edit }: { record: string | null; edit?: boolean }) {
  useRecordTagTitle(record, { edit });
  return null;
}

function renderAt(url: string, page: ReactElement) {
  const tag = tagSpy();
  const tree = (shown: ReactElement) => (
    <I18nProvider>
      <MemoryRouter initialEntries={[url]}>{tag.wrap(shown)}</MemoryRouter>
    </I18nProvider>
  );
  const view = render(tree(page));
  return { tag, rerender: (next: ReactElement) => view.rerender(tree(next)) };
}

describe('useRecordTagTitle', () => {
  it('names the tag after the route and the record once the record is known', async () => {
    const { tag, rerender } = renderAt('/use-record/detail?id=ur-1', <Page record={null} />);
    expect(tag.title()).toBeUndefined();
    rerender(<Page record="SYDJ-2026-0001" />);
    await waitFor(() => expect(tag.title()).toBe('使用登记详情·SYDJ-2026-0001'));
  });

  it('says 编辑 on a form that edits the record', async () => {
    const { tag } = renderAt('/equipment/device-info-new?mode=edit&id=eq-1', <Page record="梯11 · 曳引驱动乘客电梯" edit />);
    await waitFor(() => expect(tag.title()).toBe('编辑·梯11 · 曳引驱动乘客电梯'));
  });
});
