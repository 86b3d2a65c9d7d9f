import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useReplacePage, useTagTitle } from '../../lib/page-tag';
import { HOME_TAG, makeTag } from '../tags-bar/tags-state';
import { getTags, setTags } from '../tags-bar/tags-store';
import { PageTagProvider } from './page-tag-provider';

const FORM = makeTag('device-info-new', '/equipment/device-info-new', '?mode=add');
const LIST = makeTag('query-comprehensive', '/equipment/query-comprehensive');

function FormPage() {
  const replacePage = useReplacePage();
  return (
    <button type="button" onClick={() => replacePage('/equipment/detail/elevator?id=eq-1')}>
      保存
    </button>
  );
}

function FilePage({ name }: { name: string }) {
  useTagTitle(name);
  return <span>{name}</span>;
}

function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname + location.search}</span>;
}

beforeEach(() => setTags([HOME_TAG]));

describe('PageTagProvider', () => {
  it('closes a saved form’s tag and puts the saved file’s tag in its place', async () => {
    setTags([HOME_TAG, FORM, LIST]);
    render(
      <MemoryRouter initialEntries={[FORM.pathname + FORM.search]}>
        <PageTagProvider tagKey={FORM.key}>
          <FormPage />
        </PageTagProvider>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByText('保存'));
    expect(screen.getByTestId('where').textContent).toBe('/equipment/detail/elevator?id=eq-1');
    expect(getTags().map((tag) => tag.key)).toEqual(['/home', '/equipment/detail/elevator?id=eq-1', LIST.key]);
  });

  it('names two files of one category after the files', async () => {
    const first = makeTag('detail-elevator', '/equipment/detail/elevator', '?id=eq-1');
    const second = makeTag('detail-elevator', '/equipment/detail/elevator', '?id=eq-2');
    setTags([HOME_TAG, first, second]);
    await act(async () => {
      render(
        <MemoryRouter>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <PageTagProvider tagKey={first.key}>
                    <FilePage name="1号客梯" />
                  </PageTagProvider>
                  <PageTagProvider tagKey={second.key}>
                    <FilePage name="2号货梯" />
                  </PageTagProvider>
                </>
              }
            />
          </Routes>
        </MemoryRouter>,
      );
    });
    expect(getTags().map((tag) => tag.title)).toEqual([undefined, '1号客梯', '2号货梯']);
  });
});
