import { z } from 'zod';
import { REALTIME_TOPICS } from './realtime-protocol';

export * from './realtime-protocol';

/** A thin message: a topic and the ids that changed (empty means "anything under this topic"). */
export const RealtimeMessageSchema = z.object({
  topic: z.enum(REALTIME_TOPICS),
  ids: z.array(z.string()).default([]),
});
