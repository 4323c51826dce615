import { useTranslation } from '#app/i18n/react.tsx'

export type ReturnsContactInfo = { email: string; phone: string; whatsapp: string; hours: string }

const digits = (value: string) => value.replace(/[^\d+]/g, '')

/** Contact for exchanges: e-mail, phone and WhatsApp from store settings. */
export function ReturnsContact({ contact }: { contact: ReturnsContactInfo }) {
  const { t } = useTranslation()
  // The numbers only when the shop has set them (store settings).
  const rows = [
    { label: t('returns.contact.email'), value: contact.email, href: `mailto:${contact.email}` },
    { label: t('returns.contact.phone'), value: contact.phone, href: `tel:${digits(contact.phone)}` },
    { label: t('returns.contact.whatsapp'), value: contact.whatsapp, href: `https://wa.me/${digits(contact.whatsapp).replace('+', '')}` },
  ].filter((row) => row.value)
  return (
    <aside aria-labelledby="returns-contact-title" className="rounded-3xl bg-night p-8 text-white md:p-10">
      <h2 id="returns-contact-title" className="text-3xl md:text-4xl">
        {t('returns.contact.title')}
      </h2>
      <p className="mt-4 leading-relaxed text-white/75">{t(contact.phone ? 'returns.contact.text' : 'returns.contact.textNoPhone')}</p>
      <dl className="mt-8 space-y-5">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="eyebrow text-white/60">{row.label}</dt>
            <dd className="mt-1 text-lg">
              <a href={row.href} className="underline-offset-4 hover:underline" {...(row.href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {row.value}
              </a>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-8 border-t border-white/15 pt-6 text-sm text-white/70">{t('returns.contact.hours', { hours: contact.hours })}</p>
    </aside>
  )
}
