import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import { InstagramIcon } from './icons.tsx'

export type FooterInfo = { storeName: string; socialUrl: string; supportHours: string }

export const footerLinks = [
  { to: '/shipping-policy', key: 'common.footer.shippingPolicy' },
  { to: '/return-policy', key: 'common.footer.returnPolicy' },
  { to: '/contact', key: 'common.footer.contact' },
  { to: '/terms', key: 'common.footer.terms' },
  { to: '/returns-exchanges', key: 'common.footer.returnsExchanges' },
  { to: '/orders/find', key: 'common.footer.findOrder' },
  { to: '/gift-cards', key: 'common.footer.giftCards' },
] as const

/** The legal pages, on their own line at the foot of every page (docs/product.md#legal-pages). */
export const legalLinks = [
  { to: '/legal', key: 'common.footer.legalNotice' },
  { to: '/privacy', key: 'common.footer.privacy' },
  { to: '/cookies', key: 'common.footer.cookies' },
] as const

/** `newsletter`: the newsletter form the shell puts at the top of the footer (a domain piece: components import no module). */
export function Footer({ info, newsletter }: { info: FooterInfo; newsletter?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <footer className="bg-night text-white/85">
      {newsletter}
      <div className="container-page grid gap-12 py-16 md:grid-cols-[1.4fr_1fr_1fr] md:py-20">
        <div className="max-w-sm">
          <p className="font-display text-4xl text-white">{info.storeName}</p>
          <p className="mt-4 leading-relaxed text-white/75">{t('common.footer.tagline')}</p>
          <p className="mt-6 text-sm text-white/70">{t('common.footer.hours', { hours: info.supportHours })}</p>
        </div>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className="eyebrow font-sans text-white/60">
            {t('common.footer.info')}
          </h2>
          <ul className="mt-5 space-y-3">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="underline-offset-4 hover:text-white hover:underline">
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="eyebrow font-sans text-white/60">{t('common.footer.follow')}</h2>
          <a href={info.socialUrl} rel="noopener noreferrer" target="_blank" className="mt-5 inline-flex items-center gap-2 hover:text-white">
            <InstagramIcon />
            <span>{t('common.footer.instagram')}</span>
          </a>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-xs text-white/70 md:flex-row md:items-center md:justify-between">
          <p>{t('common.footer.rights', { year: new Date().getFullYear(), store: info.storeName })}</p>
          <nav aria-label={t('common.footer.legal')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="underline-offset-4 hover:text-white hover:underline">
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}
