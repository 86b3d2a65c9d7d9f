import { tsr } from '../client';
import { byId, resourceKeys, SILENT } from './query-kit';

export const conformityDeclarationKeys = resourceKeys('conformityDeclarations');

/** One conformity declaration; nothing asked without an id. */
export function useConformityDeclaration(id: string) {
  return tsr.conformityDeclarations.get.useQuery({ queryKey: conformityDeclarationKeys.detail(id), queryData: byId(id), meta: SILENT });
}
