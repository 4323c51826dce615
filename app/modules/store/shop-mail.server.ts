import { type Mail, sendMail } from '#app/utils/mail.server.ts'
import { getStoreSettings } from './settings.server.ts'
import { computeMailSender } from './settings.ts'

/**
 * Every message the shop sends goes out from its contact address, under its name (store settings,
 * /admin/settings): the address a customer answers to is the one the e-mail shows in its footer
 * (issue 18 item 17). Read through the settings' cache, not a query per message.
 */
export async function sendShopMail(mail: Mail) {
  return sendMail({ ...mail, from: computeMailSender(await getStoreSettings()) })
}
