import type { ReactElement } from 'react';
import { PageTagContext, type PageTag } from '../lib/page-tag';

/**
 * For page tests: wraps a page in a tag that records the titles the page gives it
 * (a page rendered without the shell has no tag to name).
 */
export function tagSpy() {
  const titles: Array<string | null> = [];
  const tag: PageTag = {
    key: 'spy',
    setTitle: (title) => titles.push(title),
    replaceWith: () => undefined,
  };
  return {
    wrap: (page: ReactElement) => <PageTagContext.Provider value={tag}>{page}</PageTagContext.Provider>,
    /** The title last given, undefined when none was. */
    title: () => titles.at(-1),
  };
}
