import { ChakraProvider } from '@chakra-ui/react';
import { INSPECTION_APPLICATION_STATES } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '../app/theme';
import { I18nProvider } from '../i18n/i18n';
import { historyTimeline, StateTimeline } from './state-timeline';

const HISTORY = [
  { state: 'submitted', stateLabel: '已提交', at: '2026-11-20 09:30:00', operator: '张丽', remark: '提交申请' },
  { state: 'awaiting_payment', stateLabel: '待缴费', at: '2026-11-21 10:00:00', operator: '陈审核', remark: '请补充维保单位并确认现场联系人电话' },
  { state: 'paid', stateLabel: '已缴费', at: '2026-11-22 11:00:00', operator: '系统', remark: '在线支付成功' },
  { state: 'accepted', stateLabel: '已受理', at: '2026-11-23 08:00:00', operator: '陈审核', remark: '已受理' },
];

function renderTimeline() {
  const steps = historyTimeline(HISTORY, { state: 'accepted', label: '已受理', at: '2026-11-23 08:00:00' }, [{ state: 'scheduled', label: '已约检' }]);
  render(
    <ChakraProvider value={system}>
      <I18nProvider>
        <StateTimeline steps={steps} states={INSPECTION_APPLICATION_STATES} pendingText="…" byText={(name) => `by ${name}`} />
      </I18nProvider>
    </ChakraProvider>,
  );
  return screen.getByTestId('state-timeline').textContent ?? '';
}

describe('StateTimeline', () => {
  it('names states, the platform’s remarks and operators in English in en-US, and keeps a typed remark as typed', () => {
    window.localStorage.setItem('portal.locale', 'en-US');
    const text = renderTimeline();
    for (const english of ['Submitted', 'Application submitted', 'Awaiting payment', 'Paid online', 'by System', 'Accepted', 'Inspection scheduled']) {
      expect(text).toContain(english);
    }
    expect(text).toContain('请补充维保单位并确认现场联系人电话');
    expect(text).not.toMatch(/已受理|已提交|在线支付成功|系统/);
  });

  it('keeps the product’s Chinese in zh-CN', () => {
    const text = renderTimeline();
    for (const chinese of ['已提交', '提交申请', '在线支付成功', 'by 系统', '已受理', '已约检']) expect(text).toContain(chinese);
  });
});
