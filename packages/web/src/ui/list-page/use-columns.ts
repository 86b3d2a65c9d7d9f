import type { EquipmentView } from '@portal/contract';
import { useCallback, useMemo, useState } from 'react';
import { loadColumns, saveColumns, toggleColumn } from './column-prefs';
import { columnOrder, VIEW_CONFIG, type ColumnKey } from './views';

/** The view's visible columns, read from and written to localStorage. */
export function useColumns(view: EquipmentView) {
  const defaults = VIEW_CONFIG[view].columns;
  const order = useMemo(() => columnOrder(view), [view]);
  const [shown, setShown] = useState<ColumnKey[]>(() => loadColumns(view, order, defaults));
  const toggle = useCallback(
    (key: ColumnKey) => {
      const next = toggleColumn(shown, key, order);
      saveColumns(view, next);
      setShown(next);
    },
    [order, shown, view],
  );
  const reset = useCallback(() => {
    saveColumns(view, defaults);
    setShown([...defaults]);
  }, [defaults, view]);
  return { shown, toggle, reset, order };
}
