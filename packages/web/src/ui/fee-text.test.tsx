import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/i18n';
import { money, useFeeBreakdownText } from './fee-text';

describe('fee text', () => {
  it('shows an amount with two decimals, and a dash before it is quoted', () => {
    expect(money(300)).toBe('300.00');
    expect(money(null)).toBe('—');
  });

  it("puts a fee's items on one line with their amounts", () => {
    const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider>{children}</I18nProvider>;
    const { result } = renderHook(() => useFeeBreakdownText(), { wrapper });
    expect(
      result.current([
        { label: '锅炉定期检验费', amount: 300 },
        { label: '锅炉首次检验费', amount: 120.5 },
      ]),
    ).toBe('锅炉定期检验费 300.00；锅炉首次检验费 120.50');
  });
});
