import { eq } from 'drizzle-orm'
import { getDb, type Tx } from '#app/utils/db.server.ts'
import { newsletterSubscriptions } from '#db/schema/index.ts'

/** Her subscription as the shop holds it, consent record included; null when she never subscribed. */
export async function getSubscriptionRecord(email: string) {
  const [row] = await getDb()
    .select({
      status: newsletterSubscriptions.status,
      locale: newsletterSubscriptions.locale,
      subscribedAt: newsletterSubscriptions.createdAt,
      consentSource: newsletterSubscriptions.consentSource,
      consentTextVersion: newsletterSubscriptions.consentTextVersion,
      consentRequestedAt: newsletterSubscriptions.consentRequestedAt,
      confirmedAt: newsletterSubscriptions.confirmedAt,
      unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
    })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email.toLowerCase()))
  return row ?? null
}

/** Deleting her account ends her subscription too: nothing more is sent to her address. */
export async function deleteSubscription(email: string, tx: Tx): Promise<void> {
  await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email.toLowerCase()))
}
