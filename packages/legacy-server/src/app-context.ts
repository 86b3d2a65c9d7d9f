import type { SessionStore } from './auth/session-store';
import type { Foreground } from './http/foreground';
import type { Db } from './db/database';
import type { UnlinkedUploadLimits } from './resources/attachments/unlinked';
import type { SmsSender } from './resources/sms-codes/sender';

/** What every route group needs, built once per app. */
export type AppContext = {
  db: Db;
  sessions: SessionStore;
  cipherKey: string;
  /** Without a secret single sign-on is off and every `ssotoken` is refused. */
  ssoSecret: string | undefined;
  now: () => Date;
  unlinkedUploads: UnlinkedUploadLimits;
  /** Draws this answer on every captcha (automated tests only; refused in production). */
  captchaFixedAnswer: string | undefined;
  sms: SmsSender;
  /** Whether the demo outbox may be read (off in production). */
  smsOutbox: boolean;
  /**
   * Whether documents print as samples (样票 on invoices, 样章 across a report's seal): payments go
   * through the sandbox provider, so no money moved and no document may look real (docs/invoices.md,
   * "The document"; docs/inspection-processing.md, "Documents").
   */
  samples: boolean;
  /** The interactive requests in flight, and a wait for a gap in them (http/foreground.ts). */
  foreground: Foreground;
};
