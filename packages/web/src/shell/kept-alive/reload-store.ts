import { useSyncExternalStore } from 'react';

/** A counter per tag key; bumping it remounts that tag's page (the header's reload). */
let nonces: ReadonlyMap<string, number> = new Map();
const listeners = new Set<() => void>();

export function reloadTag(key: string): void {
  const next = new Map(nonces);
  next.set(key, (next.get(key) ?? 0) + 1);
  nonces = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => nonces;

export function useReloadNonces(): ReadonlyMap<string, number> {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
