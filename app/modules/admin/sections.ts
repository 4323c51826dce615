/**
 * The back office's sections, in the order its navigation and its home show them: the one list
 * (the admin frame's menu and the home's cards both read it). A section is listed once its page
 * exists; issue 17 adds Catálogo, Productos, Stock, Pedidos, Solicitudes and Clientes, each between
 * the home and the settings. Names and one-line descriptions: `admin.sections.<id>` in the dictionary.
 */
export const adminSections = [
  { id: 'home', to: '/admin', end: true },
  { id: 'catalogue', to: '/admin/catalogue', end: false },
  { id: 'products', to: '/admin/products', end: false },
  { id: 'stock', to: '/admin/stock', end: false },
  { id: 'orders', to: '/admin/orders', end: false },
  { id: 'invoices', to: '/admin/invoices', end: false },
  { id: 'giftCards', to: '/admin/gift-cards', end: false },
  { id: 'requests', to: '/admin/requests', end: false },
  { id: 'customers', to: '/admin/customers', end: false },
  { id: 'newsletter', to: '/admin/newsletter', end: false },
  { id: 'settings', to: '/admin/settings', end: false },
  { id: 'audit', to: '/admin/audit', end: false },
] as const satisfies readonly { id: string; to: `/admin${string}`; end: boolean }[]

export type AdminSectionId = (typeof adminSections)[number]['id']
