import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { MemoryRouter, useLocation, useNavigate, useSearchParams, type NavigateFunction } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '../../app/lazy-page';
import { system } from '../../app/theme';
import { I18nProvider } from '../../i18n/i18n';
import { flattenRoutes } from '../../routes/route-table';
import { makeTag, tagKeyOf, type Tag } from '../tags-bar/tags-state';
import { KeptAlivePages } from './kept-alive-pages';

/** A page with typed state and its record id from its own URL. */
function Draft({ label }: { label: string }) {
  const [value, setValue] = useState('');
  const [params] = useSearchParams();
  return (
    <div>
      <span data-testid={`${label}-id`}>{params.get('id') ?? ''}</span>
      <input aria-label={label} value={value} onChange={(event) => setValue(event.target.value)} />
    </div>
  );
}

const ROUTES = flattenRoutes([
  { path: '/form', name: 'form', title: '表单', titleEn: 'Form', access: 'session' },
  { path: '/fresh', name: 'fresh', title: '不缓存', titleEn: 'Not kept', access: 'session', meta: { notCache: true } },
  { path: '/detail', name: 'detail', title: '详情', titleEn: 'Detail', access: 'session' },
]);

const PAGES = {
  form: () => <Draft label="kept" />,
  fresh: () => <Draft label="fresh" />,
  detail: () => <Draft label="detail" />,
};

let navigate: NavigateFunction = () => undefined;

type Pages = Record<string, ComponentType>;

function Tabs({ tags, pages }: { tags: Tag[]; pages: Pages }) {
  const location = useLocation();
  navigate = useNavigate();
  return <KeptAlivePages tags={tags} activeKey={tagKeyOf(location.pathname, location.search)} routes={ROUTES} pages={pages} />;
}

function renderTabs(tags: Tag[], initial: string, pages: Pages = PAGES) {
  render(
    <ChakraProvider value={system}>
      <I18nProvider>
        <MemoryRouter initialEntries={[initial]}>
          <Tabs tags={tags} pages={pages} />
        </MemoryRouter>
      </I18nProvider>
    </ChakraProvider>,
  );
}

/** A page whose chunk arrives when the test says so. */
function slowPage(label: string) {
  let arrive: () => void = () => undefined;
  const chunk = new Promise<ComponentType>((resolve) => {
    arrive = () => resolve(() => <Draft label={label} />);
  });
  return { Page: lazyPage(() => chunk, label), arrive };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('KeptAlivePages', () => {
  const form = makeTag('form', '/form');
  const fresh = makeTag('fresh', '/fresh');

  it('keeps the typed value of a tag while another is shown', () => {
    renderTabs([form, fresh], '/form');
    fireEvent.change(input('kept'), { target: { value: '宁波' } });
    act(() => void navigate('/fresh'));
    // <Activity> hides the kept page's DOM instead of unmounting it.
    expect(input('kept').parentElement?.style.display).toBe('none');
    act(() => void navigate('/form'));
    expect(input('kept').value).toBe('宁波');
  });

  it('unmounts a notCache page when its tag is hidden', () => {
    renderTabs([form, fresh], '/fresh');
    fireEvent.change(input('fresh'), { target: { value: '临时' } });
    act(() => void navigate('/form'));
    expect(screen.queryByLabelText('fresh')).toBeNull();
    act(() => void navigate('/fresh'));
    expect(input('fresh').value).toBe('');
  });

  it('does not render a hidden tag again when the shown tag changes', async () => {
    const renders = { form: 0, detail: 0 };
    // Counted where the router's hooks are read: a hidden page must not follow another tag's address.
    const counted = (label: keyof typeof renders) =>
      function Counted() {
        useSearchParams();
        useLocation();
        useNavigate();
        renders[label] += 1;
        return <Draft label={label} />;
      };
    const pages = { ...PAGES, form: counted('form'), detail: counted('detail') };
    const detail = makeTag('detail', '/detail');
    renderTabs([form, fresh, detail], '/form', pages);
    // Hidden pages render once at idle priority; let that settle before counting.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    const before = renders.detail;
    act(() => void navigate('/fresh'));
    act(() => void navigate('/form'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(renders.detail).toBe(before);
  });

  it('renders each tag of the same route against its own record id', () => {
    const first = makeTag('detail', '/detail', '?id=1');
    const second = makeTag('detail', '/detail', '?id=2');
    renderTabs([first, second], '/detail?id=2');
    expect(screen.getAllByTestId('detail-id').map((node) => node.textContent)).toEqual(['1', '2']);
  });

  it('keeps a hidden tag that is still loading to its own frame: the shown tag stays', async () => {
    const detail = makeTag('detail', '/detail', '?id=7');
    const slow = slowPage('detail');
    // React 19 retries a suspended tree in tests only when the render is in an awaited act.
    await act(async () => renderTabs([form, detail], '/form', { ...PAGES, detail: slow.Page }));
    expect(input('kept').parentElement?.style.display).not.toBe('none');
    fireEvent.change(input('kept'), { target: { value: '宁波' } });
    await act(async () => void navigate('/detail?id=7'));
    expect(screen.getByTestId('loading-state')).toBeTruthy();
    await act(async () => slow.arrive());
    expect(screen.queryByTestId('loading-state')).toBeNull();
    expect(screen.getByTestId('detail-id').textContent).toBe('7');
    await act(async () => void navigate('/form'));
    expect(input('kept').value).toBe('宁波');
  });

  it('shows a tag whose page was loaded ahead at once, without a loading state', async () => {
    const detail = makeTag('detail', '/detail', '?id=8');
    const slow = slowPage('detail');
    const loaded = slow.Page.preload();
    slow.arrive();
    await loaded;
    await act(async () => renderTabs([form, detail], '/form', { ...PAGES, detail: slow.Page }));
    act(() => void navigate('/detail?id=8'));
    expect(screen.queryByTestId('loading-state')).toBeNull();
    expect(screen.getByTestId('detail-id').textContent).toBe('8');
  });
});
