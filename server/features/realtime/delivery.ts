import type { AppEvent } from '../../platform/events';
import { canReceiveEvent, type StreamViewer } from './policy';
import type { StreamIndex } from './stream-index';

// Topics after which a user's role or plan may differ: their streams re-read them at once.
const PROFILE_TOPICS = new Set<AppEvent['topic']>(['profiles', 'users', 'payments']);

/** One Server-Sent Events frame. */
export const sseFrame = (data: string, event?: string) => `${event ? `event: ${event}\n` : ''}data: ${data}\n\n`;

type DeliveryPlan<C> =
  | { kind: 'close'; streams: C[] }
  | { kind: 'write'; frame: string; streams: C[]; refreshUserIds: string[] };

/**
 * What an event does to the open streams: a revoked session closes its streams; any other event is written, as a
 * thin {"topic","ids"} frame, to each stream allowed to receive it, and a change to users' profiles, roles or
 * payments asks for those users' streams to be rechecked.
 */
export function planDelivery<C extends StreamViewer>(index: StreamIndex<C>, event: AppEvent, now: Date): DeliveryPlan<C> {
  const streams = [...index.candidates(event.audience)].filter((stream) => canReceiveEvent(stream, event.audience, now));
  if (event.topic === 'session_revoked') return { kind: 'close', streams };
  const refreshUserIds = !PROFILE_TOPICS.has(event.topic)
    ? []
    : event.audience.kind === 'user'
      ? [event.audience.userId, ...event.ids]
      : event.ids;
  return { kind: 'write', frame: sseFrame(JSON.stringify({ topic: event.topic, ids: event.ids })), streams, refreshUserIds };
}
