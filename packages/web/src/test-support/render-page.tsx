import { ChakraProvider } from '@chakra-ui/react';
import { ACCESS, ROLE_PRESETS, type CurrentUser } from '@portal/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { tsr } from '../api/client';
import { sessionKeys } from '../api/queries/session';
import { createQueryClient } from '../app/query-client';
import { system } from '../app/theme';
import { I18nProvider } from '../i18n/i18n';
import { HumanCheckProvider } from '../ui/onboarding/human-check';

// Chakra pages take a while to render in jsdom on a shared machine.
configure({ asyncUtilTimeout: 8000 });

/** The proof of work a page test's SMS send carries: jsdom runs no workers, so no widget solves it. */
export const TEST_HUMAN_CHECK = 'dGVzdC1wcm9vZi1vZi13b3Jr';
const solvedForTests = async () => TEST_HUMAN_CHECK;

/** Per-test time for page tests (first render of a Chakra page is slow in jsdom). */
export const PAGE_TEST_TIMEOUT = 30_000;

export const ENTERPRISE_USER: CurrentUser = {
  id: 'u-qiye',
  loginName: 'qiye',
  name: '陈海燕',
  unitId: 'unit-yuelan',
  areaCode: '330212',
  isSimplePwd: false,
  currentRole: { id: 'r-ent', name: '企业用户', roleType: 'enterprise', menuIds: [...ROLE_PRESETS.enterprise] },
  roles: [],
  menuIds: [...ROLE_PRESETS.enterprise],
};

export const INSTITUTE_USER: CurrentUser = {
  ...ENTERPRISE_USER,
  id: 'u-shenhe',
  loginName: 'shenhe',
  name: '周审核',
  unitId: null,
  currentRole: { id: 'r-aud', name: '审核员', roleType: 'institute', menuIds: [...ROLE_PRESETS.auditor] },
  menuIds: [...ROLE_PRESETS.auditor],
};

/** 审核批准: reviews and issues reports (never of a result this person recorded). */
export const APPROVER_USER: CurrentUser = {
  ...INSTITUTE_USER,
  id: 'u-pizhun',
  loginName: 'pizhun',
  name: '郑批准',
  currentRole: { id: 'r-app', name: '审核批准', roleType: 'institute', menuIds: [...ROLE_PRESETS.approver] },
  menuIds: [...ROLE_PRESETS.approver],
};

export const VIEW_ONLY_USER: CurrentUser = {
  ...ENTERPRISE_USER,
  menuIds: [ACCESS.equipmentView, ACCESS.useRegistrationView],
};

/** Renders a page as the shell would: providers, a signed-in session and the page's own URL. */
export function renderPage(page: ReactElement, { url = '/', path = '*', user = ENTERPRISE_USER } = {}) {
  const client = createQueryClient();
  client.setQueryData(sessionKeys.current(), user);
  return render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        <tsr.ReactQueryProvider>
          <I18nProvider>
            <HumanCheckProvider value={solvedForTests}>
              <MemoryRouter initialEntries={[url]}>
                <Routes>
                  <Route path={path} element={page} />
                </Routes>
              </MemoryRouter>
            </HumanCheckProvider>
          </I18nProvider>
        </tsr.ReactQueryProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}
