import { contract } from '@portal/contract';
import { createContext, useContext } from 'react';

/** Solves one proof-of-work challenge of the gateway; the payload an SMS send carries, or null. */
export type HumanCheckSolver = (host: HTMLElement) => Promise<string | null>;

let loading: Promise<void> | undefined;
const loadAltcha = () => (loading ??= import('./altcha-setup').then((setup) => setup.registerAltcha()));

const WIDGET_ATTRIBUTES = { challenge: contract.public.smsChallenge.path, auto: 'off', display: 'invisible', language: 'zh-cn', name: 'altcha' };

/**
 * The `altcha` widget, invisible, in `host`: it fetches a challenge (GET /sms-codes/challenge),
 * solves it in a worker and answers the payload (docs/security.md). A new widget for every send,
 * because each challenge is accepted once.
 */
export const solveWithWidget: HumanCheckSolver = async (host) => {
  try {
    await loadAltcha();
  } catch {
    loading = undefined;
    return null;
  }
  const widget = document.createElement('altcha-widget');
  for (const [name, value] of Object.entries(WIDGET_ATTRIBUTES)) widget.setAttribute(name, value);
  host.replaceChildren(widget);
  try {
    // The element's methods exist once it has mounted, a tick after it is connected.
    for (let tick = 0; typeof widget.verify !== 'function'; tick += 1) {
      if (tick > 50) return null;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const result = await widget.verify();
    return result?.payload ?? null;
  } catch {
    return null;
  } finally {
    widget.remove();
  }
};

const HumanCheckContext = createContext<HumanCheckSolver>(solveWithWidget);

/** Another solver for what it wraps (page tests: jsdom runs no workers). */
export const HumanCheckProvider = HumanCheckContext.Provider;

export const useHumanCheck = (): HumanCheckSolver => useContext(HumanCheckContext);
