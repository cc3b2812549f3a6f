/** Premium is active while the plan is premium and its expiry is in the future. */
export function hasActivePremium(
  profile: { subscriptionPlan: string; subscriptionExpiresAt: Date | string | null },
  now: Date,
): boolean {
  if (profile.subscriptionPlan !== 'premium' || !profile.subscriptionExpiresAt) return false;
  return new Date(profile.subscriptionExpiresAt).getTime() > now.getTime();
}
