import { describe, expect, it } from 'vitest';
import { countdownText, qrTarget, secondsLeft, shanghaiInstant } from './order-state';

describe('order state helpers', () => {
  it('points the QR code at the public scan-to-pay page of this origin for a web pay URL', () => {
    expect(qrTarget('https://portal.example.cn', 'JY20261124055005333931', '/sandbox-pay/pay/wx01')).toBe(
      'https://portal.example.cn/pay-codeWW?orderNo=JY20261124055005333931',
    );
  });

  it('lets the wallet app scan a provider scheme directly', () => {
    expect(qrTarget('https://portal.example.cn', 'JY1', 'weixin://wxpay/bizpayurl?pr=abc')).toBe('weixin://wxpay/bizpayurl?pr=abc');
  });

  it('reads answer times as Shanghai local time', () => {
    expect(new Date(shanghaiInstant('2026-11-24 06:05:05')).toISOString()).toBe('2026-11-23T22:05:05.000Z');
  });

  it('counts down whole seconds and stops at zero', () => {
    const now = Date.parse('2026-11-23T22:00:00Z');
    expect(secondsLeft('2026-11-24 06:15:00', now)).toBe(900);
    expect(secondsLeft('2026-11-24 05:00:00', now)).toBe(0);
    expect(countdownText(900)).toBe('15:00');
    expect(countdownText(61)).toBe('01:01');
  });
});
