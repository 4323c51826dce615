import { redirect } from 'react-router'

/**
 * /checkout/details, /shipping, /payment and /review: the steps of the old checkout, now sections of
 * the one page (docs/product.md#checkout). A bookmark or an old tab lands on it; a form posted from an
 * old tab is not replayed (303: the page is fetched, nothing is placed).
 */
export function loader() {
  throw redirect('/checkout', 301)
}

export function action() {
  throw redirect('/checkout', 303)
}
