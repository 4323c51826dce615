import type { Route } from './+types/home'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { formatRange } from '#app/modules/content/format.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { computeSingleGarmentRange } from '#app/modules/store/delivery.ts'
import { computeOrganizationJsonLd } from '#app/modules/content/structured-data.ts'
import { AboutSection } from '#app/modules/content/components/home/about-section.tsx'
import { CollectionIntro } from '#app/modules/content/components/home/collection-intro.tsx'
import { HeroSection } from '#app/modules/content/components/home/hero-section.tsx'
import { ProcessTeaser } from '#app/modules/content/components/home/process-teaser.tsx'
import { TestimonialSection } from '#app/modules/content/components/home/testimonial-section.tsx'
import { ValuesTeaser } from '#app/modules/content/components/home/values-teaser.tsx'
import { NewsletterSection } from '#app/modules/newsletter/components/newsletter-section.tsx'
import type { NewsletterHandle } from '#app/modules/newsletter/result.ts'
import { metaContext, pageMeta } from '#app/utils/meta.ts'

/** The two figures the page states (the delivery promise, the social link) and who the shop is, for its Organization data. */
export async function loader() {
  const settings = await getStoreSettings()
  const { email, phone, address } = settings.contact
  return { deliveryDays: formatRange(computeSingleGarmentRange(settings)), socialUrl: settings.socialUrl, shop: { name: settings.storeName, email, phone, address } }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { deliveryDays, socialUrl } = loaderData
  return (
    <>
      <HeroSection deliveryDays={deliveryDays} />
      <AboutSection />
      <ValuesTeaser />
      <TestimonialSection />
      <NewsletterSection socialUrl={socialUrl} />
      <CollectionIntro />
      <ProcessTeaser deliveryDays={deliveryDays} />
    </>
  )
}

export const handle = { i18n: ['home'], newsletterBlock: true } satisfies I18nHandle & NewsletterHandle

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const { origin } = metaContext(matches)
  return pageMeta(matches, {
    titleKey: 'home.meta.title',
    descriptionKey: 'home.meta.description',
    path: location.pathname,
    jsonLd: loaderData ? [computeOrganizationJsonLd({ ...loaderData.shop, origin, socialUrl: loaderData.socialUrl })] : [],
  })
}
