/** A student sees (and downloads the receipt of) only their own payments. */
export function canViewPayment(viewer: { userId: string }, payment: { userId: string | null }): boolean {
  return payment.userId !== null && payment.userId === viewer.userId;
}

/** Only an active plan with a price can be paid for; the free plan is chosen, not bought. */
export function canPayForPlan(plan: { isActive: boolean; price: number }): boolean {
  return plan.isActive && plan.price > 0;
}

/** Students are offered a gateway when an admin switched it on and it has credentials to take payments with. */
export function isGatewayOffered(gateway: { isActive: boolean }, hasCredentials: boolean): boolean {
  return gateway.isActive && hasCredentials;
}

/** A receipt exists for a payment that went through. */
export const hasReceipt = (payment: { status: string }) => payment.status === 'success';
