import { Box, ChakraProvider } from '@chakra-ui/react';
import { ROLE_PRESETS } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../app/theme';
import { I18nProvider } from '../../i18n/i18n';
import { buildMenu } from '../../routes/menu';
import { ROUTE_TABLE } from '../../routes/route-table';
import { MenuEntry } from './menu-entry';

/** 14 px a character in a box 100 wide: 报告及资料补发申请 (9) is cut, 网上报检 (4) is not. */
const CHARACTER_WIDTH = 14;
const BOX_WIDTH = 100;
const SLOW = 20_000;

/** A ResizeObserver that reports each observed box once, as browsers do when observing starts. */
class ReportingObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(target: Element): void {
    this.report([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve(): void {}
  disconnect(): void {}
}

/**
 * The company-service group, open, as the side menu and the phone's drawer both draw it (the side
 * menu itself is display: none in jsdom, which applies no media query).
 */
function renderGroup() {
  const group = buildMenu(ROUTE_TABLE, [...ROLE_PRESETS.enterprise]).find((item) => item.name === 'company-service')!;
  return render(
    <ChakraProvider value={system}>
      <I18nProvider>
        <MemoryRouter initialEntries={['/']}>
          <Box w="212px">
            <MenuEntry item={group} activePath="/" open onToggle={() => undefined} />
          </Box>
        </MemoryRouter>
      </I18nProvider>
    </ChakraProvider>,
  );
}

describe('a menu entry whose title is cut', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', ReportingObserver);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(BOX_WIDTH);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function width(this: HTMLElement) {
      return (this.textContent ?? '').length * CHARACTER_WIDTH;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows its whole title in a tooltip on hover', { timeout: SLOW }, async () => {
    renderGroup();
    await userEvent.hover(await screen.findByRole('link', { name: /报告及资料补发申请/ }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('报告及资料补发申请');
  });

  it('shows its whole title on keyboard focus, and is described by it', { timeout: SLOW }, async () => {
    renderGroup();
    const cut = await screen.findByRole('link', { name: /报告及资料补发申请/ });
    screen.getByRole('link', { name: '网上缴费' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(cut);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('报告及资料补发申请');
    expect(cut.getAttribute('aria-describedby')).toBe(tooltip.id);
  });

  it('shows no tooltip for a title shown whole', { timeout: SLOW }, async () => {
    renderGroup();
    const whole = await screen.findByRole('link', { name: '网上报检' });
    await userEvent.hover(whole);
    screen.getByRole('link', { name: '网上缴费' }).focus();
    await userEvent.tab({ shift: true });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
