import type { GatewayConfig } from '../config';
import type { SharedStore } from './shared-store';
import { storeKey } from './store-keys';

/** How an attempt that reached the platform ended. */
export type LoginOutcome =
  /** Signed in: the account's consecutive failures start again from zero. */
  | 'success'
  /** The platform refused the credentials. */
  | 'refused'
  /** The platform could not be asked (down, too slow): not the caller's failure. */
  | 'unanswered';

export type LoginAttempt =
  | {
      verdict: 'try';
      /** Settles the attempt; `lockStarted` when this refusal locks the account. */
      settle(outcome: LoginOutcome): Promise<{ lockStarted: boolean }>;
    }
  /** The account is locked: answer as for a wrong password, without asking the platform. */
  | { verdict: 'account-locked' }
  /** Too many failures from the address; `starts` on the first refusal of this window. */
  | { verdict: 'address-throttled'; starts: boolean };

export type LoginGuard = {
  /** Before a login reaches the platform. `account` is the login name typed; null for single sign-on. */
  begin(account: string | null, address: string): Promise<LoginAttempt>;
};

/**
 * Login failure handling (等保 登录失败处理, ASVS 2.2.1), shared by every gateway instance through
 * the store. An account is locked for `lockMs` after `maxFailures` consecutive refusals; an address
 * with `addressMaxFailures` failures within `lockMs` is refused. An account's attempt is counted
 * *before* it goes to the platform and taken back when it turns out not to be a failure, so
 * parallel guesses cannot slip past the lock while the first answers are on their way. An address
 * counts only failures: many colleagues behind one company's NAT may sign in at the same moment.
 */
export function createLoginGuard(store: SharedStore, settings: GatewayConfig['login']): LoginGuard {
  const { maxFailures, lockMs, addressMaxFailures } = settings;
  const addressKey = (address: string) => storeKey('login-address', address);
  // Login names are compared as the platform's users type them: case and spaces do not make a new account.
  const accountKey = (account: string) => storeKey('login-account', account.trim().toLowerCase());

  return {
    async begin(account, address) {
      const byAddress = addressKey(address);
      const addressFailed = () => store.increment(byAddress, lockMs);
      if (Number((await store.get(byAddress)) ?? 0) >= addressMaxFailures) {
        return { verdict: 'address-throttled', starts: (await addressFailed()) === addressMaxFailures + 1 };
      }
      const byAccount = account === null ? null : accountKey(account);
      const accountCount = byAccount === null ? 0 : await store.increment(byAccount, lockMs);
      if (byAccount !== null && accountCount > maxFailures) {
        // A try of a locked account is a failure of its address too.
        await addressFailed();
        return { verdict: 'account-locked' };
      }

      return {
        verdict: 'try',
        async settle(outcome) {
          if (outcome === 'refused') {
            await addressFailed();
            if (byAccount === null || accountCount !== maxFailures) return { lockStarted: false };
            // The lock runs from the failure that started it, not from the first of the series.
            await store.set(byAccount, String(maxFailures), lockMs);
            return { lockStarted: true };
          }
          if (byAccount === null) return { lockStarted: false };
          if (outcome === 'success') await store.delete(byAccount);
          else await store.increment(byAccount, lockMs, -1);
          return { lockStarted: false };
        },
      };
    },
  };
}
