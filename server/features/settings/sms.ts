import { eq } from 'drizzle-orm';
import { smsOutbox } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { AppError } from '../../platform/errors';

const SEND_TIMEOUT_MS = 10_000;

/** Sparrow SMS answers `{ "count": 1, "response_code": 200, "response": "1 mesages has been queued for delivery" }`, or a 403 with its own code. */
type SparrowAnswer = { response_code?: number; response?: string };

async function sendThroughSparrow(config: Deps<'config'>['config'], to: string, text: string): Promise<void> {
  // Sparrow takes 10-digit Nepali numbers, without the country code.
  const body = new URLSearchParams({ token: config.SPARROW_SMS_TOKEN ?? '', from: config.SPARROW_SMS_FROM ?? '', to: to.replace(/^\+977/, ''), text });
  const response = await fetch(config.SPARROW_SMS_URL, { method: 'POST', body, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
  const answer = (await response.json().catch(() => ({}))) as SparrowAnswer;
  if (!response.ok || answer.response_code !== 200) {
    throw new Error(`Sparrow SMS ${response.status} ${answer.response_code ?? ''}: ${answer.response ?? 'no answer'}`.trim());
  }
}

/**
 * Sends one text message through the configured adapter and records it in sms_outbox. With SMS_PROVIDER=outbox (the
 * default) the table is where a developer reads it; with sparrow it goes to Sparrow SMS's HTTP API (SPARROW_SMS_URL,
 * token and sender identity from the environment). A refused or failed send is recorded and answered with 502.
 */
export async function sendSms({ db, clock, config }: Deps<'db' | 'clock' | 'config'>, message: { to: string; text: string }) {
  const [row] = await db
    .insert(smsOutbox)
    .values({ recipient: message.to, body: message.text, provider: config.SMS_PROVIDER, createdAt: clock.now() })
    .returning({ id: smsOutbox.id });
  if (config.SMS_PROVIDER === 'outbox') return;
  try {
    await sendThroughSparrow(config, message.to, message.text);
    await db.update(smsOutbox).set({ status: 'sent', sentAt: clock.now() }).where(eq(smsOutbox.id, row!.id));
  } catch (error) {
    await db.update(smsOutbox).set({ status: 'failed', lastError: String((error as Error).message).slice(0, 500) }).where(eq(smsOutbox.id, row!.id));
    throw new AppError('bad_gateway', 'The text message could not be sent. Please try again later.', 502);
  }
}
