import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test-support/fake-api';
import { ENTERPRISE_USER, INSTITUTE_USER, PAGE_TEST_TIMEOUT, renderPage, VIEW_ONLY_USER } from '../../test-support/render-page';
import { MessageBadge } from './message-badge';

afterEach(() => vi.unstubAllGlobals());

const COUNTS = {
  'GET /api/v1/interactions/unread-count': () => ({ body: { count: 2 } }),
  'GET /api/v1/interaction-desk/unread-count': () => ({ body: { count: 5 } }),
};

describe('MessageBadge', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it("shows the unit's unread count from the unit's endpoint", async () => {
    const api = installFakeApi(COUNTS);
    renderPage(<MessageBadge user={ENTERPRISE_USER} />);
    expect((await screen.findByTestId('message-count')).textContent).toBe('2');
    expect(screen.getByRole('button', { name: '消息（2 条未读）' })).toBeTruthy();
    expect(api.callsTo('/api/v1/interaction-desk/unread-count')).toEqual([]);
  });

  it("shows the institute's count from the desk's endpoint", async () => {
    const api = installFakeApi(COUNTS);
    renderPage(<MessageBadge user={INSTITUTE_USER} />, { user: INSTITUTE_USER });
    expect((await screen.findByTestId('message-count')).textContent).toBe('5');
    expect(api.callsTo('/api/v1/interactions/unread-count')).toEqual([]);
  });

  it('asks nothing for a role with neither side', async () => {
    const api = installFakeApi(COUNTS);
    renderPage(<MessageBadge user={VIEW_ONLY_USER} />, { user: VIEW_ONLY_USER });
    await screen.findByTestId('message-badge');
    await waitFor(() => expect(api.calls).toEqual([]));
    expect(screen.queryByTestId('message-count')).toBeNull();
  });

  it('does not ask as the previous role while a role switch is under way (the session already holds the new one)', async () => {
    const api = installFakeApi(COUNTS);
    // The header still renders the institute role; the session cache already holds the enterprise role.
    renderPage(<MessageBadge user={INSTITUTE_USER} />, { user: ENTERPRISE_USER });
    await screen.findByTestId('message-badge');
    await waitFor(() => expect(api.calls).toEqual([]));
  });
});
