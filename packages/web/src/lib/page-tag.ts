import { createContext, useContext, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * What a page may ask of the tag it is shown in (the shell provides it; a page rendered outside
 * the shell, as in tests, gets none and falls back to plain navigation).
 */
export type PageTag = {
  key: string;
  /** Names the tag after the record the page shows (null: the route's title again). */
  setTitle: (title: string | null) => void;
  /** Goes to `to` and closes this tag: a finished form leaves no tag behind. */
  replaceWith: (to: string) => void;
};

export const PageTagContext = createContext<PageTag | null>(null);

/** Names the page's tag after its record once it is known (two files of one category, two names). */
export function useTagTitle(title: string | null | undefined): void {
  const tag = useContext(PageTagContext);
  useEffect(() => {
    if (!tag || !title) return;
    tag.setTitle(title);
  }, [tag, title]);
}

/** Leaves a finished page for `to`, closing its tag (replacing the history entry outside the shell). */
export function useReplacePage(): (to: string) => void {
  const tag = useContext(PageTagContext);
  const navigate = useNavigate();
  return (to) => {
    if (tag) tag.replaceWith(to);
    else navigate(to, { replace: true });
  };
}
