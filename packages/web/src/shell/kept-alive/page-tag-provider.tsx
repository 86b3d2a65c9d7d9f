import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTagContext, type PageTag } from '../../lib/page-tag';
import { findRoute } from '../../routes/route-table';
import { makeTag, replaceTag, retitleTag } from '../tags-bar/tags-state';
import { getTags, setTags } from '../tags-bar/tags-store';

function tagOf(to: string) {
  const url = new URL(to, window.location.origin);
  const route = findRoute(url.pathname);
  return route ? makeTag(route.name, url.pathname, url.search) : undefined;
}

/** Lets the page of tag `tagKey` name its tag and close it when it is done. */
export function PageTagProvider({ tagKey, children }: { tagKey: string; children: ReactNode }) {
  const navigate = useNavigate();
  const value = useMemo<PageTag>(
    () => ({
      key: tagKey,
      setTitle: (title, record) => setTags(retitleTag(getTags(), tagKey, title, record)),
      replaceWith: (to) => {
        // Navigate first: the shell then shows the new page and never the closed tag again.
        navigate(to, { replace: true });
        setTags(replaceTag(getTags(), tagKey, tagOf(to)));
      },
    }),
    [navigate, tagKey],
  );
  return <PageTagContext value={value}>{children}</PageTagContext>;
}
