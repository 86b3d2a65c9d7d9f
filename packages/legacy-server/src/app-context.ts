import type { SessionStore } from './auth/session-store';
import type { Db } from './db/database';
import type { UnlinkedUploadLimits } from './resources/attachments/unlinked';

/** What every route group needs, built once per app. */
export type AppContext = {
  db: Db;
  sessions: SessionStore;
  cipherKey: string;
  /** Without a secret single sign-on is off and every `ssotoken` is refused. */
  ssoSecret: string | undefined;
  now: () => Date;
  unlinkedUploads: UnlinkedUploadLimits;
};
