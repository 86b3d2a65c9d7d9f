import { useSyncExternalStore } from 'react';
import { HOME_TAG, HOME_TAG_KEY, tagUrl, type Tag } from './tags-state';

/** The open tags, kept for the browser session so a reload keeps them. */
const STORAGE_KEY = 'portal.tags';

function isRecord(value: unknown): boolean {
  if (value === undefined) return true;
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.text === 'string' && (record.edit === undefined || typeof record.edit === 'boolean');
}

function isTag(value: unknown): value is Tag {
  if (typeof value !== 'object' || value === null) return false;
  const tag = value as Record<string, unknown>;
  const fields = ['key', 'name', 'pathname', 'search'].every((field) => typeof tag[field] === 'string');
  return fields && (tag.title === undefined || typeof tag.title === 'string') && isRecord(tag.record);
}

function load(): Tag[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    const tags = Array.isArray(parsed) ? parsed.filter(isTag) : [];
    return tags.some((tag) => tag.key === HOME_TAG_KEY) ? tags : [HOME_TAG, ...tags];
  } catch {
    return [HOME_TAG];
  }
}

let tags: Tag[] = load();
const listeners = new Set<() => void>();

export function getTags(): Tag[] {
  return tags;
}

function sameTags(a: readonly Tag[], b: readonly Tag[]): boolean {
  return (
    a.length === b.length &&
    a.every((tag, index) => {
      const other = b[index]!;
      return tagUrl(tag) === tagUrl(other) && tag.key === other.key && tag.title === other.title && tag.record?.text === other.record?.text && tag.record?.edit === other.record?.edit;
    })
  );
}

/** Replaces the open tags; an equal list changes nothing, so a render can store what it shows. */
export function setTags(next: Tag[]): void {
  if (sameTags(next, tags)) return;
  tags = next;
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  listeners.forEach((listener) => listener());
}

/** Home only: after logout, role switch or close all. */
export function resetTags(): void {
  setTags([HOME_TAG]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTags(): Tag[] {
  return useSyncExternalStore(subscribe, getTags, getTags);
}
