import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import { buttonClass } from '#app/components/ui/button.tsx'
import { ArrowRightIcon } from '#app/components/icons.tsx'
import { HeroIllustration } from './hero-illustration.tsx'

/**
 * Dark, full-bleed opening under the transparent header. The heading is the page's LCP element: it is
 * server-rendered text with no entrance animation, so it paints with the first frame.
 */
export function HeroSection({ deliveryDays }: { deliveryDays: string }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="home-hero-title" className="relative overflow-hidden bg-night text-white">
      <div className="container-page grid items-center gap-y-10 pb-14 pt-28 md:pt-36 lg:min-h-[94svh] lg:grid-cols-[1.1fr_0.9fr] lg:gap-x-12 lg:pb-20">
        <div>
          <p className="eyebrow text-sand">{t('home.hero.eyebrow')}</p>
          <h1 id="home-hero-title" className="mt-5 max-w-[14ch] text-[2.75rem] leading-[1.02] sm:text-6xl lg:text-7xl xl:text-[5.25rem]">
            {t('home.hero.title')}
          </h1>
          <div className="mt-8 max-w-xl space-y-2 border-l border-sand/40 pl-5 text-[1.05rem] leading-relaxed text-white/80 md:text-lg">
            <p>{t('home.hero.line1')}</p>
            <p>{t('home.hero.line2')}</p>
            <p>{t('home.hero.line3', { days: deliveryDays })}</p>
          </div>
          {/* The first call leads to the garments; the concept comes second (issue 34). */}
          <div className="mt-10 flex flex-wrap items-center gap-x-7 gap-y-4">
            <Link to="/collection" className={buttonClass('inverse', 'md', 'group gap-3 transition-colors')}>
              {t('home.hero.cta')}
              <ArrowRightIcon width={18} height={18} className="transition-transform group-hover:translate-x-1" />
            </Link>
            <Link to="/values" className="text-white/85 underline decoration-sand/60 underline-offset-[6px] transition-colors hover:text-white hover:decoration-white">
              {t('home.hero.concept')}
            </Link>
          </div>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-[22rem] sm:max-w-md lg:max-w-none" />
      </div>
    </section>
  )
}
