import { contract } from '@portal/contract';
import { createContext, useContext } from 'react';

/** Solves one proof-of-work challenge of the gateway; the payload an SMS send carries, or null. */
export type HumanCheckSolver = (host: HTMLElement) => Promise<string | null>;

let loading: Promise<void> | undefined;
const loadAltcha = () => (loading ??= import('./altcha-setup').then((setup) => setup.registerAltcha()));

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
  host.replaceChildren(widget);
  try {
    await widget.configure({ challenge: contract.public.smsChallenge.path, auto: 'off', display: 'invisible', language: 'zh-cn', name: 'altcha', hideFooter: true, hideLogo: true });
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
