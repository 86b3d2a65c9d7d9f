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
      // Two quick changes (查询, then a header click before the first one has rendered) must
      // compose: start from the address bar when it shows this page, not from the last render.
      const latest = window.location.pathname === location.pathname ? window.location.search : location.search;
      const next = patchListParams(readListParams(latest, stable), patch);
      const search = writeListParams(latest, next, stable);
      navigate({ pathname: location.pathname, search }, { replace: true });
    },
    [location.pathname, location.search, navigate, stable],
  );
  return [values, update];
}
