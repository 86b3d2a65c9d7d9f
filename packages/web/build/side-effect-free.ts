import { sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Marks the portal's own modules (this package's src/ and the contract's) as free of side
 * effects at import, as "sideEffects": false does for a library. Rollup then leaves out a module
 * none of whose exports is used, also when it is reached through an index file: the login page
 * imports the form kit's index and would otherwise pull the date picker, and the schemas of
 * resources nobody on the page calls would ship with it. The entry module (src/main.tsx) is
 * kept whatever this says.
 */
export function sideEffectFree(roots: readonly string[]): Plugin {
  const prefixes = roots.map((root) => (root.endsWith(sep) ? root : root + sep));
  return {
    name: 'portal:side-effect-free',
    apply: 'build',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !prefixes.some((prefix) => id.startsWith(prefix))) return null;
      return { code, map: null, moduleSideEffects: false };
    },
  };
}
