import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { users } from '../db/schema';
import { SMS_SIGNATURE } from '../resources/sms-codes/sender';

/**
 * Texts the applicant (the account that created the application) the institute's decision. A send
 * failure is swallowed: the decision stands, the SMS is a courtesy.
 */
export async function notifyServiceApplicant(context: Pick<AppContext, 'db' | 'sms'>, createdBy: string | null, text: string): Promise<void> {
  if (!createdBy) return;
  const [user] = await context.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, createdBy));
  if (!user?.mobile) return;
  await context.sms.send({ mobile: user.mobile, content: `${SMS_SIGNATURE}${text}` }).catch(() => undefined);
}
