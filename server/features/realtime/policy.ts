import { hasActivePremium } from '@common/plans';
import type { Audience } from '../../platform/events';

/** What an open event stream knows about its user: captured at connect, refreshed by rechecks. */
export type StreamViewer = {
  userId: string;
  sessionId: string;
  role: string;
  subscriptionPlan: string;
  subscriptionExpiresAt: Date | null;
};

/** Whether an event for `audience` may be forwarded to this stream at `now` (premium by the clock). */
export function canReceiveEvent(viewer: StreamViewer, audience: Audience, now: Date): boolean {
  switch (audience.kind) {
    case 'everyone':
      return true;
    case 'students':
      return viewer.role === 'student';
    case 'premium':
      return hasActivePremium(viewer, now);
    case 'admins':
      return viewer.role === 'admin';
    case 'user':
      return viewer.userId === audience.userId;
    case 'session':
      return viewer.sessionId === audience.sessionId;
  }
}
