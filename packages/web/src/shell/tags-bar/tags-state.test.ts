import { describe, expect, it } from 'vitest';
import {
  closeAll,
  closeOthers,
  closeTag,
  countClosing,
  HOME_TAG,
  homePlacementFor,
  makeTag,
  openTag,
  retitleTag,
  placeHome,
  tagKeyOf,
  tagTitle,
  type Tag,
} from './tags-state';

const overview = makeTag('equipment-overview', '/equipment/overview');
const workers = makeTag('worker-query', '/worker/query', '?page=2');
const account = makeTag('system-account', '/system/account');
const keys = (tags: readonly Tag[]) => tags.map((tag) => tag.key);

describe('tag identity', () => {
  it('keeps list state out of the key and record ids in it', () => {
    expect(tagKeyOf('/worker/query', '?page=3&sort=name:asc')).toBe('/worker/query');
    expect(tagKeyOf('/use-record/detail', '?id=42&page=1')).toBe('/use-record/detail?id=42');
  });

  it('opens the same route with another id as another tag', () => {
    const first = makeTag('use-record-detail', '/use-record/detail', '?id=1');
    const second = makeTag('use-record-detail', '/use-record/detail', '?id=2');
    const tags = openTag(openTag([HOME_TAG], first, 'first'), second, 'first');
    expect(keys(tags)).toEqual(['/home', '/use-record/detail?id=1', '/use-record/detail?id=2']);
  });
});

describe('openTag', () => {
  it('appends a new page after the open ones', () => {
    const tags = openTag(openTag([HOME_TAG], overview, 'first'), workers, 'first');
    expect(keys(tags)).toEqual(['/home', '/equipment/overview', '/worker/query']);
  });

  it('updates the URL of an open tag instead of adding one', () => {
    const tags = openTag([HOME_TAG, workers], makeTag('worker-query', '/worker/query', '?page=5'), 'first');
    expect(tags).toHaveLength(2);
    expect(tags[1]?.search).toBe('?page=5');
  });
});

describe('home tag', () => {
  it('is first for enterprise roles and last for institute roles', () => {
    expect(homePlacementFor('enterprise')).toBe('first');
    expect(homePlacementFor('institute')).toBe('last');
    expect(keys(openTag([HOME_TAG], overview, 'last'))).toEqual(['/equipment/overview', '/home']);
    expect(keys(placeHome([overview, HOME_TAG, workers], 'first'))[0]).toBe('/home');
  });

  it('is added when missing and cannot be closed', () => {
    expect(keys(placeHome([overview], 'first'))).toEqual(['/home', '/equipment/overview']);
    expect(keys(closeTag([HOME_TAG, overview], '/home', '/home').tags)).toEqual([
      '/home',
      '/equipment/overview',
    ]);
  });
});

describe('closeTag', () => {
  const tags = [HOME_TAG, overview, workers, account];

  it('closes an inactive tag and stays', () => {
    expect(closeTag(tags, workers.key, account.key)).toEqual({
      tags: [HOME_TAG, overview, account],
    });
  });

  it('moves to the right neighbour when the active tag closes', () => {
    expect(closeTag(tags, workers.key, workers.key).navigateTo).toBe(account);
  });

  it('moves to the left neighbour when the active last tag closes', () => {
    expect(closeTag(tags, account.key, account.key).navigateTo).toBe(workers);
  });
});

describe('closeOthers and closeAll', () => {
  const tags = [HOME_TAG, overview, workers, account];

  it('close others keeps home and the chosen tag', () => {
    expect(keys(closeOthers(tags, workers.key, workers.key).tags)).toEqual([
      '/home',
      '/worker/query',
    ]);
  });

  it('close others on an inactive tag moves to it', () => {
    expect(closeOthers(tags, overview.key, account.key).navigateTo).toBe(overview);
  });

  it('close all keeps home only and goes home', () => {
    expect(closeAll(tags)).toEqual({ tags: [HOME_TAG], navigateTo: HOME_TAG });
  });

  it('counts the tags a multi-close would close', () => {
    expect(countClosing(tags)).toBe(3);
    expect(countClosing(tags, workers.key)).toBe(2);
    expect(countClosing([HOME_TAG, overview], overview.key)).toBe(0);
  });
});

describe('tag titles', () => {
  it('keeps the name a page gave its tag when the same record opens at another URL', () => {
    const file = makeTag('detail-elevator', '/equipment/detail/elevator', '?id=eq-1');
    const named = retitleTag([HOME_TAG, file], file.key, '1号客梯');
    const again = openTag(named, makeTag('detail-elevator', '/equipment/detail/elevator', '?id=eq-1&tab=2'), 'first');
    expect(again[1]).toMatchObject({ title: '1号客梯', search: '?id=eq-1&tab=2' });
  });

  it('keeps the record a title was built from, and builds the title anew in the language shown', () => {
    const file = makeTag('detail-elevator', '/equipment/detail/elevator', '?id=eq-1');
    const [, named] = retitleTag([HOME_TAG, file], file.key, '电梯档案·1号客梯', { text: '1号客梯' });
    expect(tagTitle(named!, 'Elevator file', 'Edit')).toBe('Elevator file·1号客梯');
    expect(tagTitle({ ...named!, record: { text: '1号客梯', edit: true } }, 'Elevator file', 'Edit')).toBe('Edit·1号客梯');
    expect(tagTitle(file, 'Elevator file', 'Edit')).toBe('Elevator file');
    const [, unnamed] = retitleTag([HOME_TAG, named!], file.key, null);
    expect(unnamed).toEqual(file);
  });
});
