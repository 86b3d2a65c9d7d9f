import { randomUUID } from 'node:crypto';
import type { AuditEvent, AuditOutcome, AuditRecord } from '@portal/contract';

/** What a route knows about an event; the log adds time, address and request id. Never a secret. */
export type AuditEntry = {
  event: AuditEvent;
  outcome: AuditOutcome;
  /** The login name as typed (failed sign-ins) or the signed-in user id. */
  user?: string | null;
  role?: string | null;
  target?: string | null;
  detail?: string | null;
};

/** The request an event happened on (a FastifyRequest): its client address and request id. */
export type AuditSource = { readonly ip: string; readonly id: string };

/** China keeps one offset all year (no daylight saving), so Asia/Shanghai is always +08:00. */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** `2026-11-23T15:50:00.000+08:00`: RFC 3339 in Asia/Shanghai, fixed width so text order is time order. */
export function shanghaiTime(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().replace('Z', '+08:00');
}

/** The Asia/Shanghai day (`yyyy-MM-dd`) of a moment, the day a record is filed and filtered under. */
export function shanghaiDay(at: Date): string {
  return shanghaiTime(at).slice(0, 10);
}

// Control characters (a NUL, a line break that would forge a second record in a text viewer) and
// the bidirectional overrides that reorder what a reader sees.
const UNSAFE_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;

/** Longest text kept per field; longer values are cut and marked with …. */
export const FIELD_LIMITS = { user: 64, role: 64, address: 64, requestId: 64, target: 200, detail: 200 } as const;

/** A field as it may be stored: control characters dropped, at most `max` characters. */
export function safeField(value: string, max: number): string {
  const clean = value.replace(UNSAFE_CHARACTERS, '');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

function optionalField(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined) return null;
  const clean = safeField(value, max);
  return clean === '' ? null : clean;
}

/**
 * The record of an event: the route's entry with the time, the client address and the request id.
 * Ids are UUIDs, unique across instances without coordination.
 */
export function toAuditRecord(source: AuditSource, entry: AuditEntry, at: Date, id: string = randomUUID()): AuditRecord {
  return {
    id,
    time: shanghaiTime(at),
    event: entry.event,
    outcome: entry.outcome,
    user: optionalField(entry.user, FIELD_LIMITS.user),
    role: optionalField(entry.role, FIELD_LIMITS.role),
    address: safeField(String(source.ip), FIELD_LIMITS.address),
    requestId: safeField(String(source.id), FIELD_LIMITS.requestId),
    target: optionalField(entry.target, FIELD_LIMITS.target),
    detail: optionalField(entry.detail, FIELD_LIMITS.detail),
  };
}
