import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { closeAll, closeOthers, closeTag, countClosing, tagUrl, type CloseResult, type Tag } from './tags-state';
import { setTags } from './tags-store';

export type MultiClose = { kind: 'others'; keepKey: string } | { kind: 'all' };

/**
 * The tag bar's actions over the tag store: one tag closes at once; closing several waits for the
 * confirmation dialog (`pending` is what it asks about).
 */
export function useTagActions(shown: readonly Tag[], activeKey: string) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<MultiClose | null>(null);

  const apply = useCallback(
    (result: CloseResult) => {
      // Navigate first: both updates then land in one render, which never shows the closed tag.
      if (result.navigateTo) navigate(tagUrl(result.navigateTo));
      setTags(result.tags);
    },
    [navigate],
  );

  const run = useCallback(
    (action: MultiClose) =>
      apply(action.kind === 'all' ? closeAll(shown) : closeOthers(shown, action.keepKey, activeKey)),
    [activeKey, apply, shown],
  );

  const close = useCallback((key: string) => apply(closeTag(shown, key, activeKey)), [activeKey, apply, shown]);

  const request = useCallback(
    (action: MultiClose) => {
      const closing = countClosing(shown, action.kind === 'others' ? action.keepKey : undefined);
      if (closing > 1) setPending(action);
      else run(action);
    },
    [run, shown],
  );

  const confirm = useCallback(() => {
    if (pending) run(pending);
    setPending(null);
  }, [pending, run]);

  return { close, request, pending, confirm, cancel: () => setPending(null), open: (tag: Tag) => navigate(tagUrl(tag)) };
}

