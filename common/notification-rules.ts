// No zod here: the browser's first screens (the signed-in header, the dashboard) use these without loading zod, which
// only forms need (decision 090). notifications.ts re-exports them for everyone else.

/** Seed 000 section 9: the list shows the newest 20, the dashboard the first 3, the badge tops out at '9+'. */
export const NOTIFICATION_LIST_LIMIT = 20;
export const IMPORTANT_UPDATES_LIMIT = 3;
const BADGE_MAX = 9;

/** What the unread badge shows: nothing at 0, the count up to 9, then '9+'. */
export function formatUnreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
