import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { USE_REGISTRATION_STATES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { system } from '../app/theme';
import { I18nProvider } from '../i18n/i18n';
import { ProgressOpinion } from './progress-opinion';

const texts: Record<string, string> = {
  'detail.timeline': '办理进度',
  'detail.opinion': '审核意见',
  'detail.noOpinion': '暂无审核意见',
  'timeline.pending': '待办理',
  'timeline.by': '经办：{name}',
};
const t = (key: string, params?: Record<string, string | number>) => texts[key]!.replace('{name}', String(params?.name ?? ''));

function show(opinion: string | null) {
  render(
    <ChakraProvider value={system}>
      <I18nProvider>
        <ProgressOpinion text={t} flowLog={{ type: 'use-registration', id: 'ur-1' }} steps={[]} states={USE_REGISTRATION_STATES} opinion={opinion} opinionTestId="opinion">
          <span>已签署承诺</span>
        </ProgressOpinion>
      </I18nProvider>
    </ChakraProvider>,
  );
}

describe('ProgressOpinion', { timeout: 30_000 }, () => {
  it("shows the reviewer's opinion as written, with what the page adds under it", () => {
    show('资料齐全，同意登记。');
    expect(screen.getByTestId('opinion').textContent).toBe('资料齐全，同意登记。');
    expect(screen.getByText('已签署承诺')).toBeTruthy();
    expect(screen.getByText('办理进度')).toBeTruthy();
  });

  it('says there is no opinion yet when the reviewer has written none', () => {
    show(null);
    expect(screen.getByTestId('opinion').textContent).toBe('暂无审核意见');
  });
});
