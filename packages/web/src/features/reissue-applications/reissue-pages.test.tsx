import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Attachment, ReissueApplication } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test-support/fake-api';
import { CurrentLocation } from '../../test-support/page-probes';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { ReissueApplyPage, ReissueDetailPage } from './reissue-pages';

afterEach(() => vi.unstubAllGlobals());

const STATEMENT: Attachment = {
  id: 'att-loss',
  fileName: '报告遗失声明.pdf',
  contentType: 'application/pdf',
  size: 81920,
  refType: 'reissue-application',
  refId: null,
  uploadedAt: '2026-11-27 09:10:00',
};

/** 悦澜's application for a new copy of its elevator's periodic report, with the loss statement. */
const APPLICATION: ReissueApplication = {
  id: 'rs-1',
  reportNo: 'NBTJ-DT-2026-00017',
  reason: '报告原件遗失',
  requestedOutcome: 'reissue_report',
  outcome: null,
  state: 'submitted',
  appliedAt: '2026-11-27 09:12:00',
  opinion: null,
  attachmentIds: [STATEMENT.id],
  issuedReportNo: null,
};

describe('ReissueApplyPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('files the supporting documents uploaded with the application and opens its detail', async () => {
    const api = installFakeApi({
      'POST /api/v1/attachments': () => ({ status: 201, body: STATEMENT }),
      'POST /api/v1/reissue-applications': () => ({ status: 201, body: APPLICATION }),
    });
    renderPage(
      <>
        <ReissueApplyPage />
        <CurrentLocation />
      </>,
      { url: `/company-service/reissue-apply?reportNo=${APPLICATION.reportNo}` },
    );
    const form = await screen.findByTestId('reissue-form');
    expect(within(form).getByText('证明材料')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/申请原因/), { target: { value: APPLICATION.reason } });
    const uploader = within(form).getByTestId('attachment-uploader');
    fireEvent.change(within(uploader).getByTestId('attachment-input'), {
      target: { files: [new File(['%PDF-1.7'], STATEMENT.fileName, { type: 'application/pdf' })] },
    });
    expect(await within(uploader).findByText(STATEMENT.fileName)).toBeTruthy();
    const uploaded = api.callsTo('/api/v1/attachments').find((call) => call.method === 'POST');
    expect((uploaded?.body as FormData).get('refType')).toBe('reissue-application');

    fireEvent.click(within(form).getByTestId('reissue-submit'));
    await waitFor(() => expect(api.callsTo('/api/v1/reissue-applications').filter((call) => call.method === 'POST')).toHaveLength(1));
    const posted = api.callsTo('/api/v1/reissue-applications').find((call) => call.method === 'POST');
    expect(posted?.body).toMatchObject({ reportNo: APPLICATION.reportNo, reason: APPLICATION.reason, attachmentIds: [STATEMENT.id] });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('id=rs-1'));
  });
});

describe('ReissueDetailPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists the supporting documents of the application', async () => {
    const api = installFakeApi({
      'GET /api/v1/reissue-applications/:id': () => ({ body: APPLICATION }),
      'GET /api/v1/attachments': () => ({ body: [{ ...STATEMENT, refId: APPLICATION.id }] }),
    });
    renderPage(<ReissueDetailPage />, { url: '/company-service/reissue-detail?id=rs-1' });
    const files = await screen.findByTestId('reissue-attachments');
    expect(await within(files).findByText(STATEMENT.fileName)).toBeTruthy();
    const asked = api.callsTo('/api/v1/attachments')[0]?.url.searchParams;
    expect([asked?.get('refType'), asked?.get('refId')]).toEqual(['reissue-application', 'rs-1']);
  });
});
