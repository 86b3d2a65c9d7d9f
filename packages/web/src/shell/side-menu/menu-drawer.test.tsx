import { ChakraProvider } from '@chakra-ui/react';
import { ROLE_PRESETS } from '@portal/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { system } from '../../app/theme';
import { I18nProvider } from '../../i18n/i18n';
import { HOME_PATH } from '../../routes/paths';
import { findRoute } from '../../routes/route-table';
import { MenuDrawer } from './menu-drawer';

const SLOW = 20_000;

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderDrawer() {
  return render(
    <ChakraProvider value={system}>
      <I18nProvider>
        <MemoryRouter initialEntries={[HOME_PATH]}>
          <MenuDrawer menuIds={[...ROLE_PRESETS.enterprise]} route={findRoute(HOME_PATH)!} />
          <Where />
        </MemoryRouter>
      </I18nProvider>
    </ChakraProvider>,
  );
}

describe('the phone menu drawer', () => {
  it('opens from 打开菜单 with the focus inside, and Escape closes it', { timeout: SLOW }, async () => {
    renderDrawer();
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const drawer = await screen.findByRole('dialog', { name: '菜单' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    expect(screen.getByRole('link', { name: '工作台' }).getAttribute('aria-current')).toBe('page');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes when a page is chosen, and goes there', { timeout: SLOW }, async () => {
    renderDrawer();
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const drawer = await screen.findByRole('dialog', { name: '菜单' });
    await userEvent.click(await screen.findByRole('button', { name: '设备管理' }));
    await userEvent.click(await screen.findByRole('link', { name: '设备综合查询' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(drawer.isConnected).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/equipment/query-comprehensive');
  });
});
