import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '../app/theme';
import { I18nProvider } from '../i18n/i18n';
import { ScannedRecordCard } from './public-phone-card';

const TEXTS = { 'sign.title': '电梯使用标志', 'sign.missing': '链接缺少标志编号', 'sign.unknown': '未找到该标志' };

function show(code: string, pending: boolean, record: { registerCode: string } | undefined) {
  const read = { isPending: pending, data: record ? { status: 200 as const, body: record } : undefined };
  render(
    <ChakraProvider value={system}>
      <I18nProvider>
        <ScannedRecordCard text={(key: keyof typeof TEXTS) => TEXTS[key]} group="sign" code={code} read={read} noticeTestId="notice">
          {(found) => <span data-testid="record">{found.registerCode}</span>}
        </ScannedRecordCard>
      </I18nProvider>
    </ChakraProvider>,
  );
}

describe('ScannedRecordCard', { timeout: 30_000 }, () => {
  it('warns that the link carries no code', () => {
    show('', false, undefined);
    expect(screen.getByTestId('notice').textContent).toBe('链接缺少标志编号');
  });

  it('waits while the code is being looked up', () => {
    show('E3302', true, undefined);
    expect(screen.getByTestId('loading-state')).toBeTruthy();
    expect(screen.queryByTestId('notice')).toBeNull();
  });

  it('warns that nobody knows the code', () => {
    show('E3302', false, undefined);
    expect(screen.getByTestId('notice').textContent).toBe('未找到该标志');
  });

  it("shows the code's record once found", () => {
    show('E3302', false, { registerCode: '31103302112015080017' });
    expect(screen.getByTestId('record').textContent).toBe('31103302112015080017');
    expect(screen.getByText('电梯使用标志')).toBeTruthy();
  });
});
