import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { patchListParams, readListParams, writeListParams, type ListDefaults } from './list-params';

/**
 * Page, filters and sort of a list, kept in the URL so back and reload restore them. Changes
 * replace the history entry rather than push one per click.
 */
export function useListParams<D extends ListDefaults>(defaults: D): [D, (patch: Partial<D>) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  // Callers pass a literal; its serialised form is the stable identity.
  const key = JSON.stringify(defaults);
  const stable = useMemo(() => JSON.parse(key) as D, [key]);
  const values = useMemo(() => readListParams(location.search, stable), [location.search, stable]);
  const update = useCallback(
    (patch: Partial<D>) => {
      const next = patchListParams(values, patch);
      const search = writeListParams(location.search, next, stable);
      navigate({ pathname: location.pathname, search }, { replace: true });
    },
    [location.pathname, location.search, navigate, stable, values],
  );
  return [values, update];
}
