import type { ErrorLogBody, ErrorLogType } from '@portal/contract';
import { useSyncExternalStore } from 'react';

/** One client-side error as the error log takes it (type, code, mes, url, time). */
export type ErrorEntry = { type: ErrorLogType; code: string; mes: string; url: string; time: string };

export type ErrorSender = (entry: ErrorLogBody) => Promise<unknown>;

const MAX_KEPT = 200;
const MAX_TEXT = 2000;

let entries: readonly ErrorEntry[] = [];
let unsent: ErrorEntry[] = [];
let sender: ErrorSender | null = null;
const listeners = new Set<() => void>();

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `yyyy-MM-dd HH:mm:ss` in local time, the form the error log stores. */
export function formatLogTime(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function makeEntry(type: ErrorLogType, code: string | number, mes: string, url: string): ErrorEntry {
  return {
    type,
    code: String(code).slice(0, 32),
    mes: (mes || 'Unknown error').slice(0, MAX_TEXT),
    url: url.slice(0, MAX_TEXT),
    time: formatLogTime(new Date()),
  };
}

function send(entry: ErrorEntry): void {
  // A failed report is dropped: reporting it would loop.
  sender?.(entry).catch(() => undefined);
}

/** Counts the error for the badge and sends it to the server once a session can take it. */
export function recordError(entry: ErrorEntry): void {
  entries = [entry, ...entries].slice(0, MAX_KEPT);
  if (sender) send(entry);
  else unsent.push(entry);
  listeners.forEach((listener) => listener());
}

/** Set while signed in; errors recorded before then are sent when it is set. */
export function setErrorSender(next: ErrorSender | null): void {
  sender = next;
  if (!next) return;
  const pending = unsent;
  unsent = [];
  pending.forEach(send);
}

export function getErrorEntries(): readonly ErrorEntry[] {
  return entries;
}

export function clearErrorEntries(): void {
  entries = [];
  unsent = [];
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useErrorEntries(): readonly ErrorEntry[] {
  return useSyncExternalStore(subscribe, getErrorEntries, getErrorEntries);
}
