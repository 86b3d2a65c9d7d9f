import type { RoleType } from '@portal/contract';
import type { TagRecord } from '../../lib/page-tag';

/**
 * One open page: `key` is its identity, `pathname + search` the URL it was last shown at, `name`
 * its route; `title` the name of the record it shows, when the page gave one (an equipment file),
 * and `record` that name's parts, from which the tag is titled in the language shown.
 */
export type Tag = { key: string; name: string; pathname: string; search: string; title?: string; record?: TagRecord };

export type HomePlacement = 'first' | 'last';

/**
 * Query keys that name a record: the same page with another record is another tag.
 * Other keys (page, filters, sort) are the page's own state and stay inside its tag.
 */
export const IDENTITY_QUERY_KEYS = [
  'id',
  'ids',
  'unitId',
  'oidno',
  'attsysid',
  'attrefsysid',
  'token',
  'no',
  'type',
] as const;

export const HOME_TAG_KEY = '/home';

export function tagKeyOf(pathname: string, search = ''): string {
  const params = new URLSearchParams(search);
  const identity = new URLSearchParams();
  for (const key of IDENTITY_QUERY_KEYS) {
    for (const value of params.getAll(key)) identity.append(key, value);
  }
  const query = identity.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export function makeTag(name: string, pathname: string, search = ''): Tag {
  return { key: tagKeyOf(pathname, search), name, pathname, search };
}

export const HOME_TAG: Tag = makeTag('home', HOME_TAG_KEY);

/** Enterprise users start from their work desktop; institute staff work from the right end. */
export function homePlacementFor(roleType: RoleType | undefined): HomePlacement {
  return roleType === 'institute' ? 'last' : 'first';
}

export function tagUrl(tag: Tag): string {
  return tag.pathname + tag.search;
}

/** The list with the home tag present exactly once, at its place for the role type. */
export function placeHome(tags: readonly Tag[], placement: HomePlacement): Tag[] {
  const home = tags.find((tag) => tag.key === HOME_TAG_KEY) ?? HOME_TAG;
  const others = tags.filter((tag) => tag.key !== HOME_TAG_KEY);
  return placement === 'first' ? [home, ...others] : [...others, home];
}

/** Opens a page: an open tag with the same identity takes the new URL, a new one joins the end. */
export function openTag(tags: readonly Tag[], tag: Tag, placement: HomePlacement): Tag[] {
  const index = tags.findIndex((open) => open.key === tag.key);
  if (index >= 0) {
    const next = [...tags];
    // The same record at another URL (its page, its sort) keeps the name its page gave it.
    const named = tag.title === undefined ? tags[index]! : tag;
    next[index] = named.title === undefined ? tag : { ...tag, title: named.title, ...(named.record ? { record: named.record } : {}) };
    return placeHome(next, placement);
  }
  return placeHome([...tags, tag], placement);
}

export type CloseResult = {
  tags: Tag[];
  /** Where to go when the active tag was closed; undefined to stay. */
  navigateTo?: Tag;
};

/** Closes one tag (never home); closing the active one moves to its right, else left neighbour. */
export function closeTag(tags: readonly Tag[], key: string, activeKey: string): CloseResult {
  const index = tags.findIndex((tag) => tag.key === key);
  if (index < 0 || key === HOME_TAG_KEY) return { tags: [...tags] };
  const next = tags.filter((tag) => tag.key !== key);
  if (key !== activeKey) return { tags: next };
  const neighbour = next[index] ?? next[index - 1] ?? HOME_TAG;
  return { tags: next, navigateTo: neighbour };
}

/** Keeps home and `keepKey`; moves to `keepKey` when another tag was active. */
export function closeOthers(tags: readonly Tag[], keepKey: string, activeKey: string): CloseResult {
  const next = tags.filter((tag) => tag.key === HOME_TAG_KEY || tag.key === keepKey);
  if (keepKey === activeKey) return { tags: next };
  return { tags: next, navigateTo: next.find((tag) => tag.key === keepKey) ?? HOME_TAG };
}

/** Leaves home alone and goes there. */
export function closeAll(tags: readonly Tag[]): CloseResult {
  const home = tags.find((tag) => tag.key === HOME_TAG_KEY) ?? HOME_TAG;
  return { tags: [home], navigateTo: home };
}

/** How many tags a close-others or close-all would close: more than one asks first. */
export function countClosing(tags: readonly Tag[], keepKey?: string): number {
  return tags.filter((tag) => tag.key !== HOME_TAG_KEY && tag.key !== keepKey).length;
}

/** Names a tag after its record (`record`: the parts it is re-titled from in another language). */
export function retitleTag(tags: readonly Tag[], key: string, title: string | null, record?: TagRecord): Tag[] {
  return tags.map((tag) => {
    if (tag.key !== key) return tag;
    const { title: _old, record: _oldRecord, ...rest } = tag;
    return title ? { ...rest, title, ...(record ? { record } : {}) } : rest;
  });
}

/**
 * What a tag says in the language shown: its route's title (`routeTitle`), or, for a tag named after
 * its record, `<route title or 编辑>·<record>` built anew, so a switch of language re-titles it.
 */
export function tagTitle(tag: Tag, routeTitle: string, editTitle: string): string {
  if (tag.record) return `${tag.record.edit ? editTitle : routeTitle}·${tag.record.text}`;
  return tag.title ?? routeTitle;
}

/** Puts `next` where the tag `key` was (a finished form gives way to the record it saved). */
export function replaceTag(tags: readonly Tag[], key: string, next: Tag | undefined): Tag[] {
  const others = tags.filter((tag) => tag.key !== key || tag.key === HOME_TAG_KEY);
  if (!next) return others;
  const index = tags.findIndex((tag) => tag.key === key);
  const withoutNext = others.filter((tag) => tag.key !== next.key);
  const at = Math.min(index < 0 ? withoutNext.length : index, withoutNext.length);
  return [...withoutNext.slice(0, at), next, ...withoutNext.slice(at)];
}
