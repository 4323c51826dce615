import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import type { SizeActionData, SizeStep as SizeStepData } from '../size-flow.server.ts'
import { computeSizeHref } from '../size-views.ts'
import { EstimateForm } from './estimate-form.tsx'
import { MeasurementForm } from './measurement-form.tsx'
import { MethodIntro } from './method-intro.tsx'
import { PersonalDataForm } from './personal-data-form.tsx'
import { SizeMain } from './size-main.tsx'
import { SizeScreen } from './size-screen.tsx'
import { SizeSummary } from './size-summary.tsx'
import { StandardSizeForm } from './standard-size-form.tsx'

/** The size screen the server chose (view), with the answer of its form when there is one. */
export function SizeStep({ size, productId, itemId, busy, actionData }: { size: SizeStepData; productId: number; itemId: string; busy: boolean; actionData?: SizeActionData }) {
  const { t } = useTranslation()
  const reply = <F extends SizeActionData['form']>(form: F) => (actionData?.form === form ? (actionData as Extract<SizeActionData, { form: F }>) : undefined)
  switch (size.view) {
    case 'main':
      return <SizeMain size={size} productId={productId} itemId={itemId} busy={busy} />
    case 'standard':
      return <StandardSizeForm size={size} itemId={itemId} busy={busy} actionData={reply('standard')} />
    case 'method':
      return <MethodIntro productId={productId} itemId={itemId} />
    case 'estimate':
      return <EstimateForm size={size} busy={busy} actionData={reply('estimate')} />
    case 'personal':
      return <PersonalDataForm size={size} busy={busy} actionData={reply('personal')} />
    case 'done':
      return <SizeSummary size={size} productId={productId} itemId={itemId} busy={busy} />
    case 'form':
    case 'review': {
      const measurements = reply('measurements')
      const review = size.view === 'review'
      return (
        <SizeScreen
          wide
          title={review ? t('sizing.review.title') : t('sizing.form.title')}
          intro={
            <>
              <p>{review ? t('sizing.review.intro') : t('sizing.form.intro')}</p>
              {review ? (
                <Link to={computeSizeHref(productId, itemId, 'estimate', size.inputs)} className="mt-2 inline-block text-sm underline underline-offset-4 hover:text-clay">
                  {t('sizing.review.edit')}
                </Link>
              ) : null}
            </>
          }
        >
          <MeasurementForm
            key={measurements?.at ?? 'initial'}
            initial={size.initial}
            defaultName={review ? t('sizing.review.defaultName') : undefined}
            actionData={measurements}
            // The review also sends the estimate's inputs, so that Back from personal data returns to it.
            hidden={{ intent: 'custom', method: size.initial.method, ...(review ? size.inputs : {}) }}
            busy={busy}
            saveOption={size.signedIn ? 'account' : 'guest'}
            header={null}
          />
        </SizeScreen>
      )
    }
  }
}
