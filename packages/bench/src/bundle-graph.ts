/**
 * Which files of the SPA build a first visit of /login loads: the entry script, modulepreload and
 * stylesheet links of index.html and, transitively, the static imports of those scripts. Dynamic
 * `import()` targets are the lazily loaded chunks (the pages).
 */

/** Vite's dist/.vite/manifest.json, the fields read here. */
export type ViteManifest = Record<string, { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }>;

/** Asset paths (without leading slash) of the scripts, modulepreloads and stylesheets of index.html. */
export function htmlAssets(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const text = tag[0];
    const isScript = tag[1]!.toLowerCase() === 'script';
    const rel = /\brel=["']?([\w-]+)/i.exec(text)?.[1]?.toLowerCase();
    if (!isScript && rel !== 'modulepreload' && rel !== 'stylesheet') continue;
    const url = /\b(?:src|href)=["']([^"']+)["']/i.exec(text)?.[1];
    if (url && !/^(https?:)?\/\//.test(url)) found.push(url.replace(/^\.?\//, ''));
  }
  return found;
}

/** Relative specifiers a minified ES module imports statically (`import … from"./x.js"`, `import"./x.js"`, `export … from`). */
export function staticImports(code: string): string[] {
  const specifiers = new Set<string>();
  for (const found of code.matchAll(/\bfrom\s*["'](\.{1,2}\/[^"']+)["']/g)) specifiers.add(found[1]!);
  for (const found of code.matchAll(/\bimport\s*["'](\.{1,2}\/[^"']+)["']/g)) specifiers.add(found[1]!);
  return [...specifiers];
}

/** Relative specifiers loaded with `import("./x.js")`. */
export function dynamicImports(code: string): string[] {
  return [...new Set([...code.matchAll(/\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)].map((found) => found[1]!))];
}

/** `assets/a.js` importing `./b.js` → `assets/b.js`. */
export function resolveFrom(file: string, specifier: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The files and, transitively, everything they import statically. */
export function staticClosure(seeds: readonly string[], read: (file: string) => string, known: ReadonlySet<string> = new Set()): string[] {
  const found = new Set<string>();
  const queue = [...seeds];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (found.has(file) || known.has(file)) continue;
    found.add(file);
    if (!file.endsWith('.js')) continue;
    for (const specifier of staticImports(read(file))) queue.push(resolveFrom(file, specifier));
  }
  return [...found];
}

/** The initial files: from the manifest's entry chunks (files, css, imports) when there is one, plus what index.html loads and imports. */
export function initialFiles(options: { html: string; manifest?: ViteManifest; read: (file: string) => string }): string[] {
  const initial = new Set<string>();
  if (options.manifest) {
    const visit = (key: string) => {
      const chunk = options.manifest![key];
      if (!chunk || initial.has(chunk.file)) return;
      initial.add(chunk.file);
      for (const css of chunk.css ?? []) initial.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const [key, chunk] of Object.entries(options.manifest)) if (chunk.isEntry) visit(key);
  }
  for (const file of staticClosure(htmlAssets(options.html), options.read, initial)) initial.add(file);
  return [...initial];
}

/** The lazily loaded chunk of the /login page, when the build splits it out (by manifest source, else by file name). */
export function loginChunks(files: readonly string[], manifest?: ViteManifest): string[] {
  if (manifest) {
    return Object.entries(manifest)
      .filter(([key, chunk]) => chunk.isDynamicEntry && /(^|\/)features\/login\//.test(chunk.src ?? key))
      .map(([, chunk]) => chunk.file);
  }
  return files.filter((file) => /^login-page\b.*\.js$/.test(file.split('/').pop() ?? ''));
}
