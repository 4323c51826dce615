import * as Accordion from '@radix-ui/react-accordion'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import { ChevronDownIcon } from '#app/components/icons.tsx'
import type { FigureVars } from './figure-vars.ts'

/**
 * The spec's five questions, in its order, and how to pay (decision §11: the FAQ names the payment
 * methods checkout offers); their values are item-0 … item-5 (docs/product.md#pages-and-navigation).
 */
export const faqQuestions = ['unique', 'measurements', 'delivery', 'fabric', 'returns', 'payment'] as const

/**
 * One answer open at a time, and the open one closes when clicked again. Answers are rendered
 * closed but present (forceMount, hidden by CSS while closed), so the server's HTML carries them.
 */
export function FaqAccordion({ vars }: { vars: FigureVars }) {
  const { t } = useTranslation()
  return (
    <Accordion.Root type="single" collapsible className="border-t border-line">
      {faqQuestions.map((name, index) => (
        <Accordion.Item key={name} value={`item-${index}`} data-value={`item-${index}`} className="group border-b border-line">
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="flex w-full items-center justify-between gap-6 py-6 text-left font-display text-[1.6rem] leading-snug transition-colors hover:text-clay-dark md:py-7 md:text-[1.9rem]">
                {t(`pages.faq.questions.${name}.question`)}
                <span
                  aria-hidden="true"
                  className="grid size-10 shrink-0 place-items-center rounded-full border border-line text-ink-soft transition-transform duration-300 group-data-[state=open]:rotate-180 group-data-[state=open]:border-clay group-data-[state=open]:text-clay motion-reduce:transition-none"
                >
                  <ChevronDownIcon width={18} height={18} />
                </span>
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content forceMount className="pb-8 pr-4 data-[state=closed]:hidden md:pr-16">
            <p className="max-w-[65ch] text-[1.0625rem] leading-[1.75] text-pretty text-ink-soft">{t(`pages.faq.questions.${name}.answer`, vars)}</p>
            {name === 'returns' ? (
              <Link to="/return-policy" className="mt-4 inline-block font-medium text-clay-dark underline underline-offset-4 hover:text-ink">
                {t('pages.faq.questions.returns.link')}
              </Link>
            ) : null}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
