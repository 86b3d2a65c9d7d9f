import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Termination, TerminationDetail, ZTerminationQuerySchema } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { tsr } from '../../api/client';
import { terminationKeys, useTerminationReview } from '../../api/queries/terminations';
import { installFakeApi, pageOf } from '../../test-support/fake-api';
import { INSTITUTE_USER, PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { defineList, listQueryOptions, useListState } from '../list-page';
import type { ServiceApplicationKey, ServiceApplicationKind } from './application-kind';
import { ServiceApplicationList } from './application-list';
import { serviceApplicationReviewPage } from './application-pages';

afterEach(() => vi.unstubAllGlobals());

const KIND: ServiceApplicationKind = {
  word: 'termination',
  reviewListTestId: 'kind-review-list',
  paths: { form: (id) => `/form${id ? `?id=${id}` : ''}`, view: (id) => `/view?id=${id}`, reviewDetail: (id) => `/review?id=${id}` },
};

/** The key as the text, so a test reads which text a place shows. */
const text = (key: string) => key;

const row = (id: string, state: Termination['state']): Termination => ({
  id,
  applicationNo: `TYBF2026112000${id}`,
  type: 'scrapped',
  equipment: [{ equipmentId: 'eq-1', registerCode: '31103302122021080045', equipmentName: '1号客梯' }],
  reason: '设备老化',
  stopFrom: null,
  stopTo: null,
  handler: '陈海燕',
  state,
  appliedAt: state === 'draft' ? null : '2026-11-20 09:30:00',
  opinion: null,
  unitName: '宁波悦澜酒店管理有限公司',
});

const LIST = defineList<z.input<typeof ZTerminationQuerySchema>, 'keyword', ServiceApplicationKey>({
  filters: [{ kind: 'text', key: 'keyword', label: 'list.keyword' }],
  sort: '',
});

function Lists({ review }: { review: boolean }) {
  const list = useListState(LIST);
  const unit = tsr.terminations.list.useQuery({ ...listQueryOptions(terminationKeys.list, list), enabled: !review });
  const all = tsr.terminations.reviewList.useQuery({ ...listQueryOptions(terminationKeys.reviewList, list), enabled: review });
  return <ServiceApplicationList kind={KIND} review={review} list={list} result={review ? all : unit} text={text} columns={[]} />;
}

/** The kit's review page built from the kind's hooks, as a feature builds its own. */
const Review = serviceApplicationReviewPage({
  useText: () => text,
  useReview: useTerminationReview,
  useDecide: () => tsr.terminations.decide.useMutation({ meta: { silent: true } }),
  invalidates: terminationKeys.all,
  detail: (detail) => <p data-testid="detail">{detail.applicationNo}</p>,
});

describe('service application kit', () => {
  it("lists the unit's applications with 新建, and 编辑 only on a draft or a returned one", async () => {
    installFakeApi({ 'GET /api/v1/terminations': () => pageOf([row('1', 'draft'), row('2', 'submitted'), row('3', 'returned')]) });
    renderPage(<Lists review={false} />);
    const list = await screen.findByTestId('termination-list');
    await within(list).findByText('TYBF20261120001');
    expect(within(list).getByRole('link', { name: /list.new/ }).getAttribute('href')).toBe('/form');
    expect(within(list).getAllByRole('link', { name: 'common.edit' }).map((link) => link.getAttribute('href'))).toEqual(['/form?id=1', '/form?id=3']);
    expect(within(list).queryByText('field.unitName')).toBeNull();
  }, PAGE_TEST_TIMEOUT);

  it("lists every unit's applications for the institute, opening the review, without 新建 or 编辑", async () => {
    installFakeApi({ 'GET /api/v1/termination-reviews': () => pageOf([row('2', 'submitted')]) });
    renderPage(<Lists review />, { user: INSTITUTE_USER });
    const list = await screen.findByTestId('kind-review-list');
    const number = await within(list).findByRole('link', { name: 'TYBF20261120002' });
    expect(number.getAttribute('href')).toBe('/review?id=2');
    expect(within(list).getByText('宁波悦澜酒店管理有限公司')).toBeTruthy();
    expect(within(list).queryByRole('link', { name: /list.new/ })).toBeNull();
    expect(within(list).queryByRole('link', { name: 'common.edit' })).toBeNull();
  }, PAGE_TEST_TIMEOUT);

  it('offers the decision on a submitted application and sends it', async () => {
    const detail: TerminationDetail = { ...row('2', 'submitted'), history: [], attachmentIds: [] };
    const api = installFakeApi({
      'GET /api/v1/termination-reviews/:id': () => ({ body: detail }),
      'POST /api/v1/termination-reviews/:id/decision': () => ({ body: { ...detail, state: 'approved' } }),
    });
    renderPage(<Review />, { url: '/review?id=2', user: INSTITUTE_USER });
    expect((await screen.findByTestId('detail')).textContent).toBe('TYBF20261120002');
    fireEvent.click(screen.getByTestId('audit-approve'));
    await waitFor(() => expect(api.callsTo('/api/v1/termination-reviews/2/decision')).toHaveLength(1));
    expect(api.callsTo('/api/v1/termination-reviews/2/decision')[0]?.body).toMatchObject({ decision: 'pass' });
  });

  it('offers no decision on an application that is decided', async () => {
    installFakeApi({ 'GET /api/v1/termination-reviews/:id': () => ({ body: { ...row('2', 'approved'), history: [], attachmentIds: [] } }) });
    renderPage(<Review />, { url: '/review?id=2', user: INSTITUTE_USER });
    await screen.findByTestId('detail');
    expect(screen.queryByTestId('audit-approve')).toBeNull();
  });
});
