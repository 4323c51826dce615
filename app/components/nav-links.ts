export type ShellUser = { name: string } | null

export const navLinks = [
  { to: '/', key: 'common.nav.home', end: true },
  { to: '/collection', key: 'common.nav.collection', end: false },
  { to: '/faq', key: 'common.nav.faq', end: false },
  { to: '/values', key: 'common.nav.values', end: false },
] as const

/** The basket badge: hidden at 0, "99+" above 99. */
export function formatBadge(count: number): string | null {
  if (count <= 0) return null
  return count > 99 ? '99+' : String(count)
}
