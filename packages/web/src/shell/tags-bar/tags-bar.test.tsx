import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { system } from '../../app/theme';
import { I18nProvider, useI18n } from '../../i18n/i18n';
import { useRecordTagTitle } from '../../lib/page-tag';
import { PageTagProvider } from '../kept-alive/page-tag-provider';
import { TagsBar } from './tags-bar';
import { HOME_TAG, makeTag } from './tags-state';
import { setTags, useTags } from './tags-store';

const DETAIL = makeTag('use-record-detail', '/use-record/detail', '?id=ur-1');
const LIST = makeTag('query-comprehensive', '/equipment/query-comprehensive');

function SwitchLanguage() {
  const { locale, setLocale } = useI18n();
  return (
    <button type="button" onClick={() => setLocale(locale === 'zh-CN' ? 'en-US' : 'zh-CN')}>
      switch
    </button>
  );
}

function DetailPage() {
  useRecordTagTitle('SYDJ-2026-0001');
  return null;
}

function Bar() {
  return <TagsBar tags={useTags()} activeKey={LIST.key} />;
}

/** The shell's parts that matter here: the detail page (while `shown`) in its tag, and the tags bar. */
function Shell({ shown }: { shown: boolean }): ReactNode {
  return (
    <ChakraProvider value={system}>
      <I18nProvider>
        <MemoryRouter initialEntries={[DETAIL.pathname + DETAIL.search]}>
          {shown && (
            <PageTagProvider tagKey={DETAIL.key}>
              <DetailPage />
            </PageTagProvider>
          )}
          <Bar />
          <SwitchLanguage />
        </MemoryRouter>
      </I18nProvider>
    </ChakraProvider>
  );
}

const tabTexts = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const tabKeys = () => screen.getAllByRole('tab').map((tab) => tab.getAttribute('data-tag'));

beforeEach(() => setTags([HOME_TAG, DETAIL, LIST]));

describe('TagsBar when the language changes', () => {
  it('re-titles every open tag, also one its hidden page named after its record, and keeps their routes', async () => {
    const view = render(<Shell shown />);
    await act(async () => undefined);
    expect(tabTexts()).toEqual(['工作台', '使用登记详情·SYDJ-2026-0001', '设备综合查询']);

    // The page is hidden (a kept-alive page runs no effects): only the tag can re-title itself.
    view.rerender(<Shell shown={false} />);
    fireEvent.click(screen.getByText('switch'));
    expect(tabTexts()).toEqual(['Work desktop', 'Use registration detail·SYDJ-2026-0001', 'Comprehensive query']);
    expect(tabKeys()).toEqual(['/home', DETAIL.key, LIST.key]);

    fireEvent.click(screen.getByText('switch'));
    expect(tabTexts()).toEqual(['工作台', '使用登记详情·SYDJ-2026-0001', '设备综合查询']);
  });

  it('says Edit before the record of a form that edits it', () => {
    const form = { ...makeTag('device-info-new', '/equipment/device-info-new', '?mode=edit&id=eq-1'), title: '编辑·梯11', record: { text: '梯11', edit: true } };
    setTags([HOME_TAG, form]);
    render(<Shell shown={false} />);
    expect(tabTexts()).toEqual(['工作台', '编辑·梯11']);
    fireEvent.click(screen.getByText('switch'));
    expect(tabTexts()).toEqual(['Work desktop', 'Edit·梯11']);
  });
});
