import { tsr } from '../client';
import { byId, resourceKeys, SILENT } from './query-kit';

export const invoiceKeys = {
  ...resourceKeys('invoices'),
  /** The institute's list of every unit's invoices. */
  instituteList: (query: object) => [...invoiceKeys.lists(), 'institute', query] as const,
};

/** One invoice of the unit; nothing asked without an id. */
export function useInvoice(id: string) {
  return tsr.invoices.get.useQuery({ queryKey: invoiceKeys.detail(id), queryData: byId(id), meta: SILENT });
}
