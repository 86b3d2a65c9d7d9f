import { tsr } from '../client';
import { resourceKeys, SILENT } from './query-kit';

export const publicKeys = {
  ...resourceKeys('public'),
  invoiceTitles: (keyword: string) => [...publicKeys.all, 'invoiceTitles', keyword] as const,
};

/** Known invoice titles matching `keyword`, asked from its second character. */
export function useInvoiceTitles(keyword: string) {
  return tsr.public.invoiceTitles.useQuery({
    queryKey: publicKeys.invoiceTitles(keyword),
    queryData: { query: { keyword } },
    enabled: keyword.length >= 2,
    meta: SILENT,
  });
}
