import { Form, Link } from 'react-router'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { formatMeasurement } from '../form-state.ts'
import { formatNeckSize } from '../neck-sizes.ts'
import type { SizeStep } from '../size-flow.server.ts'
import { SizeScreen } from './size-screen.tsx'
import { dash } from './standard-size-form.tsx'

type DoneStep = Extract<SizeStep, { view: 'done' }>

const CUSTOM_SUMMARY = ['contornoBusto', 'contornoCintura', 'contornoCadera', 'anchoEspalda', 'largoBrazo', 'alturaTotal'] as const

/** The chosen size, with 'Cambiar selección' (clears it on the server) and the way to the basket. */
export function SizeSummary({ size, busy }: { size: DoneStep; busy: boolean }) {
  const { t, i18n } = useTranslation()
  const m = size.measurements
  if (!m) return null
  const letter = m.type === 'standard' ? size.sizes.find((s) => s.name === m.size) : null
  return (
    <SizeScreen title={t('sizing.done.title')} intro={<p>{t('sizing.done.intro')}</p>}>
      <div className="mt-8 rounded-2xl border border-line bg-white p-6 md:p-8" data-testid="chosen-size">
        {m.type === 'standard' ? (
          <>
            <p className="font-display text-4xl">{t('sizing.done.standard', { size: m.size })}</p>
            {m.neck ? <p className="mt-1 text-lg">{t('sizing.done.neck', { value: `${formatNeckSize(m.neck.value, m.neck.unit)} ${t(`sizing.units.${m.neck.unit}`)}` })}</p> : null}
            {m.inseamCm !== undefined ? <p className="mt-1 text-lg">{t('sizing.done.inseam', { value: formatMeasurement(m.inseamCm, i18n.language) })}</p> : null}
            {letter ? (
              <dl className="mt-5 grid grid-cols-3 gap-4 text-sm">
                <Value label={t('sizing.standard.chest')} value={t('sizing.standard.rangeCm', { range: dash(letter.chest) })} />
                <Value label={t('sizing.standard.waist')} value={t('sizing.standard.rangeCm', { range: dash(letter.waist) })} />
                <Value label={t('sizing.standard.hip')} value={t('sizing.standard.rangeCm', { range: dash(letter.hip) })} />
              </dl>
            ) : null}
          </>
        ) : (
          <>
            <p className="font-display text-4xl break-words">{t('sizing.done.custom', { name: m.profileName })}</p>
            <p className="mt-1 text-sm text-olive">{m.method === 'estimated' ? t('sizing.done.estimated') : t('sizing.done.measured')}</p>
            <dl className="mt-5 grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
              {CUSTOM_SUMMARY.map((f) => (
                <Value key={f} label={t(`sizing.fields.${f}`)} value={`${formatMeasurement(m.values[f] ?? 0, i18n.language)} ${t('sizing.units.cm')}`} />
              ))}
            </dl>
          </>
        )}
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-start">
        {/* The garment is in her basket with this size already: the way on is the basket. */}
        <Link to="/cart" className={buttonClass('primary')}>
          {t('sizing.done.toBasket')}
        </Link>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="reset" />
          <Button look="secondary" busy={busy} aria-describedby="change-hint" className="w-full sm:w-auto">
            {t('sizing.done.change')}
          </Button>
        </Form>
      </div>
      <p id="change-hint" className="mt-3 text-sm text-muted">
        {t('sizing.done.changeHint')}
      </p>
    </SizeScreen>
  )
}

function Value({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="mt-0.5 font-medium">{value}</dd>
    </div>
  )
}
