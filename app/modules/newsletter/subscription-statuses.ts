/** A subscription's states (db/schema/newsletter.ts): confirmed, waiting for its confirmation, or left. */
export const subscriptionStatuses = ['active', 'pending', 'unsubscribed'] as const
export type SubscriptionStatus = (typeof subscriptionStatuses)[number]
