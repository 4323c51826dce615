import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import { buttonClass } from '#app/components/ui/button.tsx'
import { cn } from '#app/utils/cn.ts'
import type { StepView } from '../steps.ts'

/** 'Your custom garment', the product, 'Paso X de Y' with the step names, and the back button. */
export function StepHeader(props: { title: string; productName: string; step: StepView; steps: string[]; backHref: string; editing: boolean }) {
  const { t } = useTranslation()
  const { step, steps } = props
  const current = step.kind === 'design' ? step.index : steps.length + 1
  return (
    <div className="flex flex-col gap-4 border-b border-line pb-5 md:flex-row md:items-end md:justify-between">
      <div className="flex items-start gap-3">
        <Link to={props.backHref} className={buttonClass('secondary', 'sm', 'mt-1 shrink-0 gap-1 text-sm')}>
          <span aria-hidden="true">←</span> {t('customizer.back')}
        </Link>
        <div>
          <p className="eyebrow text-muted">{props.title}</p>
          <p className="font-display text-3xl leading-tight md:text-4xl">{props.productName}</p>
        </div>
      </div>
      {step.kind === 'design' ? (
        <div className="md:text-right">
          <p className="text-sm font-medium" data-testid="step-of">
            {t('customizer.stepOf', { current, total: steps.length })}
          </p>
          <ol className="mt-2 flex gap-1.5" aria-hidden="true">
            {steps.map((name, index) => (
              <li key={name} className={cn('h-1 w-10 rounded-full', index < current ? 'bg-ink' : 'bg-line')} title={t(`customizer.stepNames.${name}`)} />
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  )
}
