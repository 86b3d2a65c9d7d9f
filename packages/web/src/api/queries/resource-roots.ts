import { resourceKeys, type ResourceWord } from './query-kit';

/**
 * The root key of a contract resource, by its word: `invalidateQueries({ queryKey:
 * queryRootOf(resource) })` reaches every list and record of it that the SPA holds. Every query
 * module builds its key factory on `resourceKeys(word)`, whose root is the word itself, so the roots
 * are derived rather than listed and a new resource adds nothing here; resource-roots.test.ts holds
 * each query module's factory to a word of the contract. `payments` (the provider's notification)
 * and `changes` have no query module: no page reads them, their roots reach nothing.
 */
export function queryRootOf<W extends ResourceWord>(word: W): readonly [W] {
  return resourceKeys(word).all;
}
