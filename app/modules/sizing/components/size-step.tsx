import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import type { SizeActionData, SizeStep as SizeStepData } from '../size-flow.server.ts'
import { computeSizeHref } from '../size-views.ts'
import { EstimateForm } from './estimate-form.tsx'
import { MeasurementForm } from './measurement-form.tsx'
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
    case 'estimate':
      return <EstimateForm size={size} busy={busy} actionData={reply('estimate')} />
    case 'done':
      return <SizeSummary size={size} busy={busy} />
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
            // No name to type in the flow (issue 32 item 5): the profile takes one she can change in Perfiles de medidas.
            fixedName={review ? t('sizing.review.defaultName') : t('sizing.form.defaultName')}
            garmentFields={size.garmentFields}
            actionData={measurements}
            hidden={{ intent: 'custom', method: size.initial.method }}
            busy={busy}
            saveOption={size.signedIn ? 'account' : 'guest'}
            submitLabel={t('sizing.addToBasket')}
            header={null}
          />
        </SizeScreen>
      )
    }
  }
}
