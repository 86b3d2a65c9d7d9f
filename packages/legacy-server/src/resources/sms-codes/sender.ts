import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { smsOutbox, type SmsOutboxRow } from '../../db/schema';

/** One text message to one mobile number. */
export type SmsMessage = { mobile: string; content: string };

/**
 * How the platform sends a text message. The embedded default writes to the outbox table; a real
 * provider (Alibaba Cloud, Tencent Cloud SMS) implements the same call. Throwing means not sent.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** The demo sender: every message goes to `sms_outbox`, where the outbox page shows it. */
export function createOutboxSender(db: Db, now: () => Date): SmsSender {
  return {
    async send(message) {
      await db.insert(smsOutbox).values({ id: newId(), mobile: message.mobile, content: message.content, sentAt: now() });
    },
  };
}

/** The outbox's messages to one number, newest first. */
export function outboxOf(db: Db, mobile: string, limit = 20): Promise<SmsOutboxRow[]> {
  return db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile)).orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id)).limit(limit);
}

/** The sign every message starts with. */
export const SMS_SIGNATURE = '【特种设备企业服务平台】';
