import { formatWireDate } from './http/wire-date';

/**
 * `load`, kept once per Beijing day: asked on another day it loads again; a failed load is forgotten.
 * The golden image uses it, since the demo's dates count from the day it was seeded.
 */
export function oncePerBeijingDay<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: { day: string; value: Promise<T> } | undefined;
  return () => {
    const day = formatWireDate(new Date());
    if (kept?.day !== day) {
      const value = load().catch((error: unknown) => {
        if (kept?.value === value) kept = undefined;
        throw error;
      });
      kept = { day, value };
    }
    return kept.value;
  };
}
