import { useCallback, useState } from 'react';

const STORAGE_KEY = 'portal.menuCollapsed';

/** The side menu's collapsed flag, kept for the browser session. */
export function useMenuCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => window.sessionStorage.getItem(STORAGE_KEY) === '1');
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      window.sessionStorage.setItem(STORAGE_KEY, current ? '0' : '1');
      return !current;
    });
  }, []);
  return [collapsed, toggle];
}
