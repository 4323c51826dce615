import { Form, Link } from 'react-router'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import type { SizeStep } from '../size-flow.server.ts'
import { computeSizeHref } from '../size-views.ts'
import { ProfileCard } from './profile-card.tsx'
import { SizeScreen } from './size-screen.tsx'

type MainStep = Extract<SizeStep, { view: 'main' }>

/**
 * The main choice (issue 34 item 4): her saved profiles first when she has some (one tap puts the
 * garment in the basket), then the three ways to a size side by side — estimate, measure, a standard
 * size — each opening its own screen; a visitor is offered to sign in for her profiles.
 */
export function SizeMain({ size, productId, itemId, busy }: { size: MainStep; productId: number; itemId: string; busy: boolean }) {
  const { t } = useTranslation()
  const ways = [
    { key: 'estimate', href: computeSizeHref(productId, itemId, 'estimate'), icon: <FigureIcon />, badge: t('sizing.main.recommended') },
    { key: 'measure', href: computeSizeHref(productId, itemId, 'form'), icon: <TapeIcon /> },
    { key: 'standard', href: computeSizeHref(productId, itemId, 'standard'), icon: <LetterIcon />, text: size.needsNeck ? t('sizing.method.standardTextNeck') : undefined },
  ] as const
  const hasProfiles = size.signedIn && size.profiles.length > 0
  return (
    <SizeScreen title={t('sizing.main.title')} intro={<p>{t('sizing.main.intro')}</p>} wide>
      {hasProfiles ? (
        <section aria-labelledby="saved-profiles" className="mt-8">
          <ProfilesHeading />
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {size.profiles.map((profile) => (
              <li key={profile.id}>
                <ProfileCard profile={profile} as="h3">
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="useProfile" />
                    <input type="hidden" name="profileId" value={profile.id} />
                    <Button size="sm" busy={busy} aria-label={t('sizing.main.useProfileLabel', { name: profile.name })} className="text-sm">
                      {t('sizing.main.useProfile')}
                    </Button>
                  </Form>
                </ProfileCard>
              </li>
            ))}
          </ul>
          <h2 className="mt-12 text-3xl">{t('sizing.main.otherWays')}</h2>
        </section>
      ) : null}
      <ol className={hasProfiles ? 'mt-5 grid gap-4 lg:grid-cols-3' : 'mt-8 grid gap-4 lg:grid-cols-3'}>
        {ways.map((way) => (
          <ChoiceCard
            key={way.key}
            href={way.href}
            icon={way.icon}
            badge={'badge' in way ? way.badge : undefined}
            title={t(`sizing.method.${way.key}Title`)}
            text={('text' in way && way.text) || t(`sizing.method.${way.key}Text`)}
            time={t(`sizing.method.${way.key}Time`)}
          />
        ))}
      </ol>

      {size.signedIn ? (
        hasProfiles ? null : (
          <section aria-labelledby="saved-profiles" className="mt-12">
            <ProfilesHeading />
            <p className="mt-4 max-w-xl text-ink-soft">{t('sizing.main.profilesEmpty')}</p>
          </section>
        )
      ) : (
        <aside aria-labelledby="sign-in-prompt" className="mt-10 flex flex-col gap-5 rounded-2xl bg-cream p-6 md:flex-row md:items-center md:justify-between md:p-8">
          <div className="max-w-xl">
            <h2 id="sign-in-prompt" className="text-2xl md:text-3xl">
              {t('sizing.main.signInTitle')}
            </h2>
            <p className="mt-2 text-ink-soft">{t('sizing.main.signInText')}</p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-3">
            <Link to={size.loginHref} className={buttonClass('primary')}>
              {t('sizing.main.signIn')}
            </Link>
            <Link to={size.registerHref} className={buttonClass('secondary')}>
              {t('sizing.main.register')}
            </Link>
          </div>
        </aside>
      )}
    </SizeScreen>
  )
}

function ProfilesHeading() {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-3">
      <h2 id="saved-profiles" className="text-3xl">
        {t('sizing.main.profilesTitle')}
      </h2>
      <Link to="/perfiles-de-medidas" className="text-sm underline underline-offset-4 hover:text-clay">
        {t('sizing.main.manageProfiles')}
      </Link>
    </div>
  )
}

function ChoiceCard({ href, title, text, badge, icon, time }: { href: string; title: string; text: string; badge?: string; icon: React.ReactNode; time: string }) {
  return (
    <li>
      <Link
        to={href}
        className="group relative flex h-full flex-col rounded-2xl border border-line bg-white p-6 transition-[border-color,box-shadow] hover:border-ink hover:shadow-[0_0_0_1px_var(--color-ink)]"
      >
        <span className="text-clay">{icon}</span>
        <span className="mt-5 font-display text-3xl leading-tight">{title}</span>
        <span className="mt-2 text-ink-soft">{text}</span>
        {/* After the title in reading order (the link's name starts with it), drawn top right. */}
        {badge ? <span className="absolute right-6 top-6 rounded-full bg-olive/10 px-3 py-1 text-xs text-olive">{badge}</span> : null}
        <span className="mt-auto flex items-center justify-between pt-5 text-sm text-muted">
          {time}
          <span aria-hidden="true" className="text-xl text-ink transition-transform group-hover:translate-x-1">
            →
          </span>
        </span>
      </Link>
    </li>
  )
}

function TapeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-12" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round">
      <circle cx="19" cy="24" r="13" />
      <circle cx="19" cy="24" r="4" />
      <path d="M19 11h22v10H30" />
      <path d="M34 11v4M38 11v3M30 11v3" />
    </svg>
  )
}

function LetterIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-12" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round">
      <path d="M14 8c3 3 17 3 20 0l8 6-4 8-4-2v20H14V20l-4 2-4-8Z" />
      <path d="M20 26l4 8 4-8M24 34v0" />
    </svg>
  )
}

function FigureIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-12" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round">
      <circle cx="24" cy="8" r="4" />
      <path d="M18 16c4-2 8-2 12 0l-1 12 1 14M18 16l1 12-1 14M24 28v14" />
      <path d="M6 20h6M6 26h4M6 32h6M36 20h6M38 26h4M36 32h6" strokeDasharray="1.5 2" />
    </svg>
  )
}
