import { and, desc, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { outbox, smsOutbox } from '../db/schema';
import type { TestApp } from './app';
import { CODE_MAIL_SUBJECTS, findCode } from './code-messages';

/** The code in a verification email or text of either language ("…verification code is 123456.", "परीक्षा कोड: १२३४५६।"), as ASCII digits. */
export function codeInMessage(text: string): string {
  const code = findCode(text);
  expect(code, `a code in: ${text}`).not.toBeNull();
  return code!;
}

/** The code of the newest verification email to an address, in either language, from the mail outbox (the dev mailbox). */
export async function mailedCode(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.db
    .select({ text: outbox.textBody })
    .from(outbox)
    .where(and(eq(outbox.recipient, email.toLowerCase()), inArray(outbox.subject, [...CODE_MAIL_SUBJECTS])))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  expect(mail, `a verification email to ${email}`).toBeDefined();
  return codeInMessage(mail!.text);
}

/** The code of the newest text message to a number (E.164), from the SMS outbox. */
export async function textedCode(t: TestApp, phone: string): Promise<string> {
  const [sms] = await t.db.select({ body: smsOutbox.body }).from(smsOutbox).where(eq(smsOutbox.recipient, phone)).orderBy(desc(smsOutbox.createdAt)).limit(1);
  expect(sms, `a text message to ${phone}`).toBeDefined();
  return codeInMessage(sms!.body);
}

/** The verification-ticket cookie a sign-up or sign-in set, ready for the code requests. */
export function verificationCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'pariksha_verification');
  expect(cookie, 'a verification cookie').toBeDefined();
  return `pariksha_verification=${cookie!.value}`;
}

/** Enters a code for the sign-up or sign-in that set `cookie`. */
export const submitCode = (t: TestApp, cookie: string, code: string) => t.post('/api/auth/verification/code', { code }, { as: cookie });
