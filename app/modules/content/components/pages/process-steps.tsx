import type { ComponentType } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/utils/cn.ts'
import { CreationArt, DeliveryArt, DesignArt, ProfileArt } from './process-art.tsx'
import type { FigureVars } from './figure-vars.ts'

/** The spec's four steps (docs/product.md#pages-and-navigation): design, body profile, creation, receive and try on. */
const steps: { name: string; Art: ComponentType; ground: string }[] = [
  { name: 'design', Art: DesignArt, ground: 'bg-cream' },
  { name: 'profile', Art: ProfileArt, ground: 'bg-sand' },
  { name: 'creation', Art: CreationArt, ground: 'bg-night' },
  { name: 'delivery', Art: DeliveryArt, ground: 'bg-olive' },
]

/**
 * A vertical timeline on a phone (numbered nodes joined by a thread down the left) and, from
 * desktop widths, four columns whose illustrations sit on one dashed thread.
 */
export function ProcessSteps({ vars }: { vars: FigureVars }) {
  const { t } = useTranslation()
  return (
    <div className="relative">
      <div aria-hidden="true" className="absolute inset-x-[12.5%] top-24 hidden border-t-2 border-dashed border-clay/40 lg:block xl:top-28" />
      <ol className="relative grid gap-14 lg:grid-cols-4 lg:gap-10">
        {steps.map(({ name, Art, ground }, index) => (
          <li key={name} data-step={name} className="relative grid grid-cols-[3rem_minmax(0,1fr)] gap-x-5 lg:flex lg:flex-col lg:items-center lg:text-center">
            {index < steps.length - 1 ? <span aria-hidden="true" className="absolute -bottom-14 left-6 top-12 w-px bg-line lg:hidden" /> : null}
            <span
              aria-hidden="true"
              className="relative z-10 grid size-12 place-items-center rounded-full border border-clay bg-paper font-display text-xl text-clay-dark [font-variant-numeric:lining-nums] lg:order-2 lg:-mt-6"
            >
              {index + 1}
            </span>
            <div className="lg:contents">
              <div className={cn('size-36 overflow-hidden rounded-full p-4 sm:size-44 lg:order-1 lg:size-48 lg:p-6 xl:size-56', ground)}>
                <Art />
              </div>
              <div className="mt-6 lg:order-3 lg:mt-5 lg:max-w-[17rem]">
                <h3 className="text-3xl leading-tight">{t(`pages.process.steps.${name}.title`)}</h3>
                <p className="mt-3 leading-relaxed text-pretty text-ink-soft">{t(`pages.process.steps.${name}.text`, vars)}</p>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </div>
  )
}
