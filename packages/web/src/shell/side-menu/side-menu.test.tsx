import { ChakraProvider } from '@chakra-ui/react';
import { ROLE_PRESETS } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { system } from '../../app/theme';
import { I18nProvider } from '../../i18n/i18n';
import { findRoute } from '../../routes/route-table';
import { SideMenu } from './side-menu';

function renderMenu(path: string) {
  const route = findRoute(path)!;
  return render(
    <ChakraProvider value={system}>
      <I18nProvider>
        <MemoryRouter initialEntries={[path]}>
          <SideMenu menuIds={[...ROLE_PRESETS.enterprise]} route={route} collapsed={false} onToggle={() => undefined} />
        </MemoryRouter>
      </I18nProvider>
    </ChakraProvider>,
  );
}

describe('SideMenu on a page the menu hides', () => {
  it('names the group in its header and highlights the group entry', async () => {
    renderMenu('/equipment/detail/elevator');
    expect((await screen.findByTestId('selected-menu')).textContent).toBe('设备管理');
    expect(document.querySelector('[data-menu-group="equipment"]')?.getAttribute('data-active')).toBe('true');
  });
});
