import { describe, expect, it } from 'vitest';
import { dynamicImports, htmlAssets, initialFiles, loginChunks, resolveFrom, staticClosure, staticImports } from './bundle-graph';

const HTML = `<!doctype html><html><head>
<link rel="icon" type="image/svg+xml" href="/logo.svg" />
<script type="module" crossorigin src="/assets/index-C8QW.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-Ckg.js">
<link rel="stylesheet" crossorigin href="/assets/index-x1.css">
</head><body><div id="root"></div></body></html>`;

const CODE: Record<string, string> = {
  'assets/index-C8QW.js': 'import{r as e}from"./react-Ckg.js";import"./chakra-B.js";const L=()=>import("./login-page-A.js"),H=()=>e(()=>import("./home-B.js"),[]);',
  'assets/react-Ckg.js': 'export{a as r};',
  'assets/chakra-B.js': 'import{r}from"./react-Ckg.js";export const c=1;',
};

describe('bundle graph', () => {
  it('finds the scripts, modulepreloads and stylesheets of index.html', () => {
    expect(htmlAssets(HTML)).toEqual(['assets/index-C8QW.js', 'assets/react-Ckg.js', 'assets/index-x1.css']);
  });

  it('tells static imports from dynamic ones', () => {
    const code = CODE['assets/index-C8QW.js']!;
    expect(staticImports(code)).toEqual(['./react-Ckg.js', './chakra-B.js']);
    expect(dynamicImports(code)).toEqual(['./login-page-A.js', './home-B.js']);
  });

  it('resolves a specifier next to its file', () => {
    expect(resolveFrom('assets/a.js', './b.js')).toBe('assets/b.js');
    expect(resolveFrom('assets/x/a.js', '../b.js')).toBe('assets/b.js');
  });

  it('follows static imports from index.html, not dynamic ones', () => {
    const files = initialFiles({ html: HTML, read: (file) => CODE[file] ?? '' });
    expect(files.sort()).toEqual(['assets/chakra-B.js', 'assets/index-C8QW.js', 'assets/index-x1.css', 'assets/react-Ckg.js']);
  });

  it('reads the entry chunks of a Vite manifest', () => {
    const manifest = {
      'index.html': { file: 'assets/index-C8QW.js', isEntry: true, imports: ['_react'], css: ['assets/index-x1.css'], dynamicImports: ['src/login.tsx'] },
      _react: { file: 'assets/react-Ckg.js' },
      'src/login.tsx': { file: 'assets/login-page-A.js', isDynamicEntry: true },
    };
    const files = initialFiles({ html: '<script type="module" src="/assets/index-C8QW.js"></script>', manifest, read: () => '' });
    expect(files.sort()).toEqual(['assets/index-C8QW.js', 'assets/index-x1.css', 'assets/react-Ckg.js']);
  });

  it('finds the login page chunk and what it imports beyond the initial files', () => {
    const files = ['assets/index-C8QW.js', 'assets/login-page-A.js', 'assets/sso-login-page-B.js', 'assets/home-B.js'];
    expect(loginChunks(files)).toEqual(['assets/login-page-A.js']);
    const code: Record<string, string> = { 'assets/login-page-A.js': 'import{r}from"./react-Ckg.js";import{f}from"./form-C.js";' };
    expect(staticClosure(['assets/login-page-A.js'], (file) => code[file] ?? '', new Set(['assets/react-Ckg.js']))).toEqual([
      'assets/login-page-A.js',
      'assets/form-C.js',
    ]);
    expect(loginChunks([], { 'src/features/login/login-page.tsx': { file: 'assets/l.js', isDynamicEntry: true } })).toEqual(['assets/l.js']);
  });
});
