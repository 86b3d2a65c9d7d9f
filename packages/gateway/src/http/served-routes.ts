/**
 * The routes of a contract group that its resource serves through the ts-rest router (router.ts
 * `ROUTED`), picked by name: the group's other routes stream beside the router or are another
 * resource's.
 */
export function servedRoutes<G extends object, const K extends keyof G>(group: G, names: readonly K[]): Pick<G, K> {
  // fromEntries cannot type the object it builds; it has exactly the picked keys.
  return Object.fromEntries(names.map((name) => [name, group[name]])) as Pick<G, K>;
}
