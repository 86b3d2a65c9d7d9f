import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { system } from '../../app/theme';
import { I18nProvider } from '../../i18n/i18n';
import { DatePicker } from './date-picker';
import { DateRangePicker } from './date-range-picker';
import type { DateRange } from './iso-date';

function One({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DatePicker value={value} onChange={setValue} aria-label="投用日期" name="useDate" />
      <output data-testid="value">{value}</output>
    </>
  );
}

function Range() {
  const [value, setValue] = useState<DateRange>({ from: '2024-05-10', to: '' });
  return (
    <>
      <DateRangePicker value={value} onChange={setValue} />
      <output data-testid="range">{`${value.from}|${value.to}`}</output>
    </>
  );
}

function renderWithProviders(node: React.ReactNode) {
  return render(
    <ChakraProvider value={system}>
      <I18nProvider>{node}</I18nProvider>
    </ChakraProvider>,
  );
}

const value = () => screen.getByTestId('value').textContent;

describe('DatePicker', { timeout: 30_000 }, () => {
  it('takes a typed ISO date, keeps it as text and tidies a looser one on leaving', () => {
    renderWithProviders(<One />);
    const input = screen.getByRole('textbox', { name: '投用日期' }) as HTMLInputElement;
    expect(input.placeholder).toBe('年-月-日');
    fireEvent.change(input, { target: { value: '2024-05-01' } });
    expect(value()).toBe('2024-05-01');
    expect(input.value).toBe('2024-05-01');
    fireEvent.change(input, { target: { value: '2024/6/3' } });
    expect(value()).toBe('2024-05-01');
    fireEvent.blur(input);
    expect(value()).toBe('2024-06-03');
    expect(input.value).toBe('2024-06-03');
  });

  it('puts back the held date when the text is no date, and clears', () => {
    renderWithProviders(<One initial="2024-05-01" />);
    const input = screen.getByRole('textbox', { name: '投用日期' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2024-02-30' } });
    fireEvent.blur(input);
    expect(input.value).toBe('2024-05-01');
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(value()).toBe('');
    expect(input.value).toBe('');
  });

  it('opens a Chinese calendar with 今天 and picks a day', async () => {
    renderWithProviders(<One initial="2024-05-01" />);
    fireEvent.click(screen.getByRole('button', { name: '打开日历' }));
    const today = await screen.findByRole('button', { name: '今天' }, { timeout: 8000 });
    const content = today.closest('[data-part="content"]') as HTMLElement;
    expect(within(content).getAllByText('2024年5月').length).toBeGreaterThan(0);
    expect(within(content).getAllByText('一').length).toBeGreaterThan(0);
    const day = content.querySelector('[data-part="table-cell-trigger"][data-value="2024-05-15"]') as HTMLElement;
    expect(day.textContent).toBe('15');
    fireEvent.click(day);
    await waitFor(() => expect(value()).toBe('2024-05-15'));
  });
});

describe('DateRangePicker', { timeout: 30_000 }, () => {
  it('names its ends and changes one at a time', () => {
    renderWithProviders(<Range />);
    fireEvent.change(screen.getByRole('textbox', { name: '结束日期' }), { target: { value: '2024-05-31' } });
    expect(screen.getByTestId('range').textContent).toBe('2024-05-10|2024-05-31');
    fireEvent.change(screen.getByRole('textbox', { name: '开始日期' }), { target: { value: '' } });
    expect(screen.getByTestId('range').textContent).toBe('|2024-05-31');
  });
});
