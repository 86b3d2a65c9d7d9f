import { useCallback, useMemo, useState } from 'react';
import { loadColumns, saveColumns, toggleColumn } from './column-prefs';

export type ColumnChoice = {
  /** Where the choice is kept (one key per list, or per view of a list). */
  storageKey: string;
  /** The columns shown until the user chooses. */
  defaults: readonly string[];
};

/** The visible columns of a list, read from and written to localStorage. */
export function useColumns(order: readonly string[], choice: ColumnChoice | undefined) {
  const storageKey = choice?.storageKey ?? '';
  const defaults = useMemo(() => choice?.defaults ?? order, [choice?.defaults, order]);
  const [state, setState] = useState(() => ({ storageKey, shown: choice ? loadColumns(storageKey, order, defaults) : [...order] }));
  // Another view of the same page component reads its own choice.
  const shown = useMemo(
    () => (state.storageKey === storageKey ? state.shown : choice ? loadColumns(storageKey, order, defaults) : [...order]),
    [choice, defaults, order, state, storageKey],
  );
  const toggle = useCallback(
    (key: string) => {
      const next = toggleColumn(shown, key, order);
      if (choice) saveColumns(storageKey, next);
      setState({ storageKey, shown: next });
    },
    [choice, order, shown, storageKey],
  );
  const reset = useCallback(() => {
    if (choice) saveColumns(storageKey, defaults);
    setState({ storageKey, shown: [...defaults] });
  }, [choice, defaults, storageKey]);
  return { shown, toggle, reset };
}
