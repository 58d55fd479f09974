import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../api/balance';
import { usePlatform } from '../../api/permission';
import { useAuthGate } from '../../lib/auth-gate';
import { currencySymbol, withSymbol } from '../../lib/format-money';
import { readStored, writeStored } from '../../lib/storage';
import { useMoney } from '../../lib/use-money';
import './balance.css';

const HIDDEN_KEY = 'balanceHidden';
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Whether the member hid the balance (spec §4 "balance shown or hidden"), remembered and shared by every place showing it. */
export function useBalanceHidden(): [boolean, () => void] {
  const hidden = useSyncExternalStore(subscribe, () => readStored(HIDDEN_KEY) === '1');
  const toggle = useCallback(() => {
    writeStored(HIDDEN_KEY, readStored(HIDDEN_KEY) === '1' ? '0' : '1');
    for (const listener of listeners) listener();
  }, []);
  return [hidden, toggle];
}

/**
 * The balance as text, in the language's money format with the symbol after it: "— ₫" until the wallet answers,
 * "*** ₫" when hidden, else VI "1.234,50 ₫" / EN "1,234.50 ₫"; demo members see their play money with a "demo" tag.
 */
export function BalanceText({ hidden, testId }: { hidden: boolean; testId: string }) {
  const { t } = useTranslation('layout');
  const money = useMoney();
  const gate = useAuthGate();
  const balance = useBalance(money.language, gate.loggedIn).data;
  const merchantCurrency = usePlatform().info.merchant.currency;
  const symbol = currencySymbol(balance?.currency ?? merchantCurrency);
  const value =
    balance && !hidden
      ? money.format(balance.sumBalance, { symbol })
      : withSymbol(hidden ? '***' : t('side.balancePending'), symbol);
  return (
    <>
      <span className="balance-value" data-testid={testId}>
        {value}
      </span>
      {gate.isDemo ? (
        <span className="balance-demo" data-testid={`${testId}-demo`}>
          {t('side.demo')}
        </span>
      ) : null}
    </>
  );
}
