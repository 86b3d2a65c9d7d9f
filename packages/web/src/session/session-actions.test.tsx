import { ChakraProvider } from '@chakra-ui/react';
import { SIGNED_IN_HINT_COOKIE, type CurrentUser } from '@portal/contract';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tsr } from '../api/client';
import { sessionKeys } from '../api/queries/session';
import { createQueryClient } from '../app/query-client';
import { system } from '../app/theme';
import { I18nProvider } from '../i18n/i18n';
import { installFakeApi, type FakeCall } from '../test-support/fake-api';
import { ENTERPRISE_USER, INSTITUTE_USER } from '../test-support/render-page';
import { useSignOut, useSwitchRole } from './session-actions';

const ADMIN_AS_AUDITOR: CurrentUser = { ...INSTITUTE_USER, roles: [INSTITUTE_USER.currentRole, ENTERPRISE_USER.currentRole] };
const ADMIN_AS_ENTERPRISE: CurrentUser = { ...ADMIN_AS_AUDITOR, currentRole: ENTERPRISE_USER.currentRole, menuIds: ENTERPRISE_USER.menuIds };

afterEach(() => {
  vi.unstubAllGlobals();
  // Files share one jsdom per worker: the hint cookie a test sets must not reach the next file.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

/** The role switch beside a query of the institute desk, as admin in its auditor role on the home page. */
function renderSwitcher() {
  const client = createQueryClient();
  client.setQueryData(sessionKeys.current(), ADMIN_AS_AUDITOR);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        <tsr.ReactQueryProvider>
          <I18nProvider>
            <MemoryRouter initialEntries={['/home']}>{children}</MemoryRouter>
          </I18nProvider>
        </tsr.ReactQueryProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
  const { result } = renderHook(
    () => ({
      desk: useQuery({ queryKey: ['institute-desk'], queryFn: ({ signal }) => fetch('/api/v1/dashboard/institute', { signal }) }),
      switcher: useSwitchRole(),
      signOut: useSignOut(),
    }),
    { wrapper },
  );
  return { client, result };
}

describe('useSwitchRole', () => {
  it('cancels the old role’s requests under way before the platform switches the role', async () => {
    let desk: FakeCall | undefined;
    let deskCancelledBeforeSwitch: boolean | undefined;
    const api = installFakeApi({
      // The institute desk answers only once the role has changed: then the platform refuses it.
      'GET /api/v1/dashboard/institute': (call) => {
        desk = call;
        return new Promise(() => undefined);
      },
      'PUT /api/v1/session/role': () => {
        deskCancelledBeforeSwitch = desk?.signal?.aborted;
        return { body: ADMIN_AS_ENTERPRISE };
      },
    });
    const { client, result } = renderSwitcher();
    await waitFor(() => expect(desk).toBeDefined());

    await act(() => result.current.switcher.switchRole(ENTERPRISE_USER.currentRole));

    expect(api.callsTo('/api/v1/session/role')).toHaveLength(1);
    expect(deskCancelledBeforeSwitch).toBe(true);
    expect(client.getQueryData(sessionKeys.current())).toEqual(ADMIN_AS_ENTERPRISE);
  });

  it('asks again for what it cancelled when the switch fails, and keeps the role', async () => {
    const api = installFakeApi({
      'GET /api/v1/dashboard/institute': () => new Promise(() => undefined),
      'PUT /api/v1/session/role': () => ({ status: 503, body: { type: 'about:blank', title: '服务暂不可用', status: 503 } }),
    });
    const { client, result } = renderSwitcher();
    await waitFor(() => expect(api.callsTo('/api/v1/dashboard/institute')).toHaveLength(1));

    await act(() => result.current.switcher.switchRole(ENTERPRISE_USER.currentRole));

    await waitFor(() => expect(api.callsTo('/api/v1/dashboard/institute')).toHaveLength(2));
    expect(api.callsTo('/api/v1/dashboard/institute')[0]!.signal?.aborted).toBe(true);
    expect(client.getQueryData(sessionKeys.current())).toEqual(ADMIN_AS_AUDITOR);
  });
});

describe('useSignOut', () => {
  it('cancels the session’s requests under way, which would be refused once it has ended', async () => {
    let deskCancelledBeforeSignOut: boolean | undefined;
    const api = installFakeApi({
      'GET /api/v1/dashboard/institute': () => new Promise(() => undefined),
      'DELETE /api/v1/session': () => {
        deskCancelledBeforeSignOut = api.callsTo('/api/v1/dashboard/institute')[0]?.signal?.aborted;
        return { status: 204 };
      },
    });
    // The cookie the gateway sets beside the session, which tells the SPA there is one to end.
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
    const { client, result } = renderSwitcher();
    await waitFor(() => expect(api.callsTo('/api/v1/dashboard/institute')).toHaveLength(1));

    await act(() => result.current.signOut());

    expect(api.callsTo('/api/v1/session')).toHaveLength(1);
    expect(deskCancelledBeforeSignOut).toBe(true);
    expect(client.getQueryData(sessionKeys.current())).toBeNull();
  });
});
