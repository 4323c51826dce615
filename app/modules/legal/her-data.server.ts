import type { Locale } from '#app/i18n/config.ts'
import { deleteAllAddresses } from '#app/modules/addresses/personal-data.server.ts'
import { listAddresses } from '#app/modules/addresses/addresses.server.ts'
import { afterAccountErased, eraseAccount, erasedEmailFor, getAccountRecord } from '#app/modules/accounts/personal-data.server.ts'
import { listBasketItems } from '#app/modules/basket/basket.server.ts'
import { deleteCustomerBasketAndSaved } from '#app/modules/basket/personal-data.server.ts'
import { listSavedItems } from '#app/modules/basket/saved-items.server.ts'
import { deleteSubscription, getSubscriptionRecord } from '#app/modules/newsletter/personal-data.server.ts'
import { anonymiseInvoicesOf, listOrderInvoices } from '#app/modules/invoices/invoices.server.ts'
import { listCustomerOrders } from '#app/modules/orders/order-summaries.server.ts'
import { getOrder } from '#app/modules/orders/orders.server.ts'
import { anonymiseCustomerOrders, countOpenOrders } from '#app/modules/orders/personal-data.server.ts'
import { anonymiseRequests, listRequestsFor } from '#app/modules/returns/personal-data.server.ts'
import { deleteAllProfiles } from '#app/modules/sizing/personal-data.server.ts'
import { listProfiles } from '#app/modules/sizing/profiles.server.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { getDb } from '#app/utils/db.server.ts'

/**
 * Her rights over her data, from Mi cuenta (docs/security.md#her-data): everything the shop holds
 * about her as one JSON document (access and portability, arts. 15 and 20 GDPR), and the deletion of
 * her account (art. 17), keeping only what commercial and tax law make the shop keep. Each module
 * reads and erases its own tables; this one puts them together.
 */
export async function collectHerData(userId: string, locale: Locale) {
  const account = await getAccountRecord(userId)
  if (!account) return null
  const settings = await getStoreSettings()
  const orderRefs = await listCustomerOrders(userId)
  const [addresses, measurementProfiles, basket, savedDesigns, orders, newsletter, invoices] = await Promise.all([
    listAddresses(userId),
    listProfiles(userId),
    listBasketItems({ kind: 'customer', userId }, locale),
    listSavedItems(userId, locale),
    Promise.all(orderRefs.map((ref) => getOrder(ref.id))),
    getSubscriptionRecord(account.email),
    Promise.all(orderRefs.map(async (ref) => (await listOrderInvoices(ref.id)).map((i) => ({ order: ref.number, ...i })))),
  ])
  const requests = await listRequestsFor(
    account.email,
    orderRefs.map((o) => o.id),
  )
  return {
    exportedAt: new Date().toISOString(),
    controller: { name: settings.legal.legalName, taxId: settings.legal.taxId, contact: settings.contact.email },
    account,
    addresses,
    measurementProfiles,
    // The garments in her basket as she designed them (her size included), without the page's own workings.
    basket: basket.map(({ id, productId, productName, fabric, parts, measurements, status, createdAt }) => ({
      id,
      productId,
      productName,
      fabric,
      parts,
      measurements,
      status,
      addedAt: createdAt,
    })),
    savedDesigns,
    orders: orders.filter((o) => o !== null).map(({ idempotencyKey: _key, ...order }) => order),
    requests,
    invoices: invoices.flat(),
    newsletter: newsletter ?? { status: 'notSubscribed' },
  }
}

export type DeleteAccountResult = { ok: true } | { ok: false; reason: 'openOrders'; count: number } | { ok: false; reason: 'gone' }

/**
 * Deletes her account in one transaction: her profile, addresses, measurement profiles, basket, saved
 * designs and newsletter subscription go; her orders and requests stay, without her name, contact or
 * street; her sessions end. Refused while an order is still on its way (it needs her address).
 * The password was checked by the caller.
 */
export async function deleteHerAccount(userId: string): Promise<DeleteAccountResult> {
  const account = await getAccountRecord(userId)
  if (!account || account.deletedAt) return { ok: false, reason: 'gone' }
  const result = await getDb().transaction(async (tx): Promise<DeleteAccountResult> => {
    const open = await countOpenOrders(userId, tx)
    if (open) return { ok: false, reason: 'openOrders', count: open }
    const erased = erasedEmailFor(userId)
    const orderIds = await anonymiseCustomerOrders(userId, erased, tx)
    await anonymiseRequests(account.email, orderIds, erased, tx)
    await anonymiseInvoicesOf(orderIds, tx)
    await deleteAllAddresses(userId, tx)
    await deleteAllProfiles(userId, tx)
    await deleteCustomerBasketAndSaved(userId, tx)
    await deleteSubscription(account.email, tx)
    await eraseAccount(userId, account.email, tx)
    return { ok: true }
  })
  if (result.ok) afterAccountErased()
  return result
}
