import { accountArea } from './account-area.ts'
import { atelier } from './atelier.ts'
import { admin } from './admin.ts'
import { adminOrders } from './admin-orders.ts'
import { adminRequests } from './admin-requests.ts'
import { adminCatalogue } from './admin-catalogue.ts'
import { adminPeople } from './admin-people.ts'
import { adminGiftCards } from './admin-gift-cards.ts'
import { accounts } from './accounts.ts'
import { basket } from './basket.ts'
import { catalogue } from './catalogue.ts'
import { checkout } from './checkout.ts'
import { checkoutPage } from './checkout-page.ts'
import { common } from './common.ts'
import { customizer } from './customizer.ts'
import { garment } from './garment.ts'
import { giftCards } from './gift-cards.ts'
import { home } from './home.ts'
import { invoices } from './invoices.ts'
import { legal } from './legal.ts'
import { newsletter } from './newsletter.ts'
import { pages } from './pages.ts'
import { policies } from './policies.ts'
import { requestErrors } from './request-errors.ts'
import { returns } from './returns.ts'
import { sizing } from './sizing.ts'

export const es = {
  accountArea,
  atelier,
  accounts,
  admin,
  adminOrders,
  adminRequests,
  adminCatalogue,
  adminPeople,
  adminGiftCards,
  basket,
  catalogue,
  checkout,
  checkoutPage,
  common,
  customizer,
  garment,
  giftCards,
  home,
  invoices,
  legal,
  newsletter,
  pages,
  policies,
  requestErrors,
  returns,
  sizing,
}
