/**
 * The account's entries, in the spec's order (docs/product.md#accounts): the header's account menu
 * and the account area's sub-navigation are the same list. Signing out follows them in both.
 */
export const accountLinks = [
  { to: '/account/orders', key: 'common.accountMenu.orders', short: 'common.accountNav.orders' },
  { to: '/perfiles-de-medidas', key: 'common.accountMenu.profiles', short: 'common.accountNav.profiles' },
  { to: '/account/personal-data', key: 'common.accountMenu.personalData', short: 'common.accountNav.personalData' },
  { to: '/account/addresses', key: 'common.accountMenu.addresses', short: 'common.accountNav.addresses' },
  { to: '/account/password', key: 'common.accountMenu.password', short: 'common.accountNav.password' },
  { to: '/account/saved', key: 'common.accountMenu.saved', short: 'common.accountNav.saved' },
  { to: '/account/gift', key: 'common.accountMenu.gift', short: 'common.accountNav.gift' },
  { to: '/account/data', key: 'common.accountMenu.data', short: 'common.accountNav.data' },
] as const
