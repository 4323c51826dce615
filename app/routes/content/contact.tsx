import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import type { Route } from './+types/contact'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { computePageFigures } from '#app/modules/content/page-figures.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { ChatIcon, ClockIcon, MailIcon, PhoneIcon, PinIcon } from '#app/components/icons.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { PolicyPage } from '#app/modules/content/components/pages/policy-layout.tsx'
import { pageMeta } from '#app/utils/meta.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = getRequestContext(context)
  return { figures: computePageFigures(await getStoreSettings(), locale) }
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const f = loaderData.figures
  const k = (key: string) => t(`policies.contact.${key}`, f)
  return (
    <PolicyPage title={k('title')} lead={k(f.phone ? 'lead' : 'leadNoPhone')} wide>
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:gap-16">
        <section aria-labelledby="contact-channels">
          <h2 id="contact-channels" className="text-[1.9rem] leading-tight md:text-[2.2rem]">
            {k('channels')}
          </h2>
          <address className="mt-6 grid gap-4 not-italic sm:grid-cols-2">
            <Channel icon={<MailIcon />} label={k('email')}>
              <a href={`mailto:${f.email}`} className="break-all underline-offset-4 hover:underline">
                {f.email}
              </a>
            </Channel>
            {/* The numbers the shop has set in its settings (/admin/settings); none is shown while empty. */}
            {f.phone ? (
              <Channel icon={<PhoneIcon />} label={k('phone')}>
                <a href={f.phoneHref} className="underline-offset-4 hover:underline">
                  {f.phone}
                </a>
              </Channel>
            ) : null}
            {f.whatsapp ? (
              <Channel icon={<ChatIcon />} label={k('whatsapp')}>
                <a href={f.whatsappHref} rel="noopener noreferrer" target="_blank" className="underline-offset-4 hover:underline">
                  {f.whatsapp}
                </a>
              </Channel>
            ) : null}
            <Channel icon={<PinIcon />} label={k('address')}>
              <span>{f.address}</span>
              <span className="mt-1 block text-sm font-normal text-muted">{k('addressNote')}</span>
            </Channel>
          </address>
        </section>
        <div className="grid content-start gap-12 lg:pt-[4.25rem]">
          <section aria-labelledby="contact-hours" className="rounded-[1.75rem] bg-night p-7 text-white md:p-9">
            <div className="flex items-center gap-3 text-white/70">
              <ClockIcon />
              <h2 id="contact-hours" className="eyebrow font-sans">
                {k('hours')}
              </h2>
            </div>
            <p
              className="mt-4 font-display text-[1.75rem] leading-tight [font-variant-numeric:lining-nums] first-letter:uppercase sm:text-3xl md:text-4xl"
              data-testid="support-hours"
            >
              {f.hours}
            </p>
            <p className="mt-3 text-white/75">{k('reply')}</p>
          </section>
          <nav aria-labelledby="contact-more">
            <h2 id="contact-more" className="eyebrow font-sans text-muted">
              {k('more.title')}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-3">
              {[
                { to: '/returns-exchanges', label: k('more.returns') },
                { to: '/faq', label: k('more.faq') },
                { to: '/shipping-policy', label: k('more.shipping') },
              ].map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={buttonClass('secondary', 'sm', 'transition-colors')}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </PolicyPage>
  )
}

function Channel({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-[1.5rem] border border-line bg-white/60 p-5">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-cream text-clay-dark">{icon}</span>
      <div className="min-w-0">
        <p className="text-sm text-muted">{label}</p>
        <p className="mt-1 text-lg font-medium text-ink">{children}</p>
      </div>
    </div>
  )
}

export const handle = { i18n: ['policies'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, {
    titleKey: 'policies.contact.meta.title',
    descriptionKey: 'policies.contact.meta.description',
    path: location.pathname,
  })
}
