import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/utils/cn.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Money } from '#app/modules/money/components/money.tsx'
import type { SummaryView } from '../summary-view.ts'
import { OrderSummary } from './order-summary.tsx'
import { checkoutSteps, stepPaths, type CheckoutStep } from '../steps.ts'

const steps = checkoutSteps.map((name) => ({ name, to: stepPaths[name] }))

/**
 * Every checkout step: a dark band with the step's title and the steps so far (done ones are links
 * back, which keep what she typed: the draft is on the server), the step's form, and the order
 * summary beside it (below it on a phone, with its total and a link to it at the top). A signed-in
 * customer has no account step.
 */
export function CheckoutFrame({
  step,
  title,
  summary,
  signedIn,
  back,
  children,
}: {
  step: CheckoutStep
  title: string
  summary: SummaryView
  signedIn: boolean
  back?: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  const shown = steps.filter((s) => !(signedIn && s.name === 'auth'))
  const current = shown.findIndex((s) => s.name === step)
  return (
    <>
      <div className="bg-night pb-8 pt-24 text-white md:pt-32">
        <div className="container-page">
          <nav aria-label={t('checkout.steps.label')}>
            <ol className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {shown.map((s, index) => (
                <li key={s.name} className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'grid size-6 place-items-center rounded-full border text-xs',
                      index <= current ? 'border-sand bg-sand text-night' : 'border-white/40 text-white/60',
                    )}
                  >
                    {index + 1}
                  </span>
                  {index < current ? (
                    <Link to={s.to} className="underline-offset-4 hover:underline">
                      {t(`checkout.steps.${s.name}`)}
                    </Link>
                  ) : (
                    <span aria-current={index === current ? 'step' : undefined} className={index === current ? 'font-medium' : 'text-white/60'}>
                      {t(`checkout.steps.${s.name}`)}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          <h1 className="mt-6 text-4xl tracking-wide md:text-5xl" tabIndex={-1}>
            {title}
          </h1>
          <p className="sr-only">{t('checkout.steps.current', { step: current + 1, count: shown.length, name: t(`checkout.steps.${step}`) })}</p>
          {/* On a phone the summary is below the form: its total at the top, one tap from the details. */}
          <a href="#order-summary" className="mt-6 flex min-h-11 items-center justify-between gap-4 rounded-xl border border-white/25 px-4 py-3 text-sm lg:hidden">
            <span>
              {t('checkout.summary.items', { count: summary.items.length })} · <Money cents={summary.totals.totalCents} className="font-medium" />
            </span>
            <span className="underline underline-offset-4">
              {t('checkout.summary.jump')} <span aria-hidden="true">↓</span>
            </span>
          </a>
        </div>
      </div>
      <div className="container-page grid gap-8 pb-24 pt-8 lg:grid-cols-[1fr_24rem] lg:gap-12">
        <div className="min-w-0">
          {back ? (
            <Link to={back} className="mb-6 inline-flex min-h-11 items-center gap-1 text-sm underline-offset-4 hover:underline">
              <span aria-hidden="true">←</span> {t('checkout.back')}
            </Link>
          ) : null}
          {children}
        </div>
        <OrderSummary summary={summary} />
      </div>
    </>
  )
}

/** A step's submit button: 'Continuar', 'Guardando…' while the step is sent. */
export function ContinueButton({ busy }: { busy: boolean }) {
  const { t } = useTranslation()
  return (
    <Button size="block" busy={busy} busyLabel={t('checkout.saving')} className="text-sm tracking-[0.12em]">
      {t('checkout.continue')}
    </Button>
  )
}
