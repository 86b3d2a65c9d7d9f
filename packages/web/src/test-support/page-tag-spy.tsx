import { useMemo, type ReactElement, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTagContext, type PageTag } from '../lib/page-tag';

/**
 * For page tests: wraps a page in a tag that records the titles the page gives it
 * (a page rendered without the shell has no tag to name), and the pages it was replaced with
 * (a finished form: the spy then navigates there, as the shell's tag does).
 */
export function tagSpy() {
  const titles: Array<string | null> = [];
  const replacements: string[] = [];
  return {
    wrap: (page: ReactElement) => (
      <SpyTag titles={titles} replacements={replacements}>
        {page}
      </SpyTag>
    ),
    /** The title last given, undefined when none was. */
    title: () => titles.at(-1),
    /** The pages the tag was closed for, in order. */
    replacedWith: () => [...replacements],
  };
}

function SpyTag({ titles, replacements, children }: { titles: Array<string | null>; replacements: string[]; children: ReactNode }) {
  const navigate = useNavigate();
  const tag = useMemo<PageTag>(
    () => ({
      key: 'spy',
      setTitle: (title) => titles.push(title),
      replaceWith: (to) => {
        replacements.push(to);
        void navigate(to, { replace: true });
      },
    }),
    [navigate, titles, replacements],
  );
  return <PageTagContext value={tag}>{children}</PageTagContext>;
}
