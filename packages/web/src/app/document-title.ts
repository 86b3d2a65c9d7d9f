import { useEffect } from 'react';
import { useI18n } from '../i18n/i18n';

/** Browser title = product title + ' - ' + page title. */
export function useDocumentTitle(route: { name: string; title: string } | undefined): void {
  const { productTitle, routeTitle } = useI18n();
  useEffect(() => {
    document.title = route ? `${productTitle} - ${routeTitle(route)}` : productTitle;
  }, [productTitle, route, routeTitle]);
}
