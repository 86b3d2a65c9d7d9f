/** A catalogue's `kind.<type>` entries from names keyed by record type (the service kinds' from the contract). */
export function kindNames<T extends string>(names: Readonly<Record<T, string>>): Record<`kind.${T}`, string> {
  return Object.fromEntries(Object.entries<string>(names).map(([type, name]) => [`kind.${type}`, name])) as Record<`kind.${T}`, string>;
}
