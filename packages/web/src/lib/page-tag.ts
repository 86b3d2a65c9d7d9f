import { createContext, useContext, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useI18n } from '../i18n/i18n';
import { findRoute } from '../routes/route-table';

/**
 * The record a tag is named after, kept apart from its language: the tag puts the route's title
 * (or 编辑) before it in the language shown, so switching the language re-titles every open tag,
 * also those whose pages are hidden and run no effects (docs/shell.md, "Tags").
 */
export type TagRecord = { text: string; edit?: boolean };

/**
 * What a page may ask of the tag it is shown in (the shell provides it; a page rendered outside
 * the shell, as in tests, gets none and falls back to plain navigation).
 */
export type PageTag = {
  key: string;
  /** Names the tag after the record the page shows (null: the route's title again); `record` lets it re-title in another language. */
  setTitle: (title: string | null, record?: TagRecord) => void;
  /** Goes to `to` and closes this tag: a finished form leaves no tag behind. */
  replaceWith: (to: string) => void;
};

export const PageTagContext = createContext<PageTag | null>(null);

/** Names the page's tag after its record once it is known (two files of one category, two names). */
export function useTagTitle(title: string | null | undefined, record?: TagRecord): void {
  const tag = useContext(PageTagContext);
  const text = record?.text;
  const edit = record?.edit;
  useEffect(() => {
    if (!tag || !title) return;
    tag.setTitle(title, text === undefined ? undefined : { text, ...(edit ? { edit } : {}) });
  }, [tag, title, text, edit]);
}

/** Record text a tag shows at most: the tag is narrow, and the route title comes first. */
export const TAG_RECORD_MAX = 16;

/**
 * Cuts `text` to `max` characters (code points: a Chinese character counts one), marking the cut
 * with …: a name keeps its start, a number or code (no spaces, ASCII) its end, where numbers of
 * one kind differ (SYDJ2024050001, SYDJ2024050002).
 */
export function shortTagText(text: string, max = TAG_RECORD_MAX): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  return /^[!-~]+$/.test(text.trim()) ? `…${chars.slice(chars.length - max + 1).join('')}` : `${chars.slice(0, max - 1).join('')}…`;
}

/** The parts that name a record (a number, a name), blanks left out; '' when none is known yet. */
export function recordText(...parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

/** A tag's name for one record, `<label>·<record>` with the record text cut short; null without a record. */
export function recordTagTitle(label: string, record: string | null | undefined): string | null {
  const text = record?.trim();
  if (!text) return null;
  return label ? `${label}·${shortTagText(text)}` : shortTagText(text);
}

/**
 * Names the page's tag `<route title>·<record>` once the record is loaded, or `编辑·<record>` on a
 * form that edits it: two records of one page, two tags a user tells apart.
 */
export function useRecordTagTitle(record: string | null | undefined, { edit = false }: { edit?: boolean } = {}): void {
  const { t, routeTitle } = useI18n();
  const { pathname } = useLocation();
  const route = edit ? undefined : findRoute(pathname);
  const label = edit ? t('common.edit') : route ? routeTitle(route) : '';
  const text = record?.trim();
  useTagTitle(recordTagTitle(label, record), text ? { text: shortTagText(text), edit } : undefined);
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
