import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { MEASUREMENT_FIELDS, type MeasurementField } from '../fields.ts'

const GROUPS: Record<'lengths' | 'torso' | 'arms' | 'legs', MeasurementField[]> = {
  lengths: ['alturaTotal', 'alturaTalleDelantero', 'alturaTalleTrasero', 'alturaCadera'],
  torso: ['contornoCuello', 'anchoEspalda', 'contornoAxila', 'contornoBusto', 'contornoDebajoBusto', 'contornoCintura', 'contornoAbdomen', 'contornoCadera'],
  arms: ['contornoBrazo', 'largoBrazo', 'contornoMuneca'],
  legs: ['tiroCompleto', 'largoPiernaExterior', 'largoPiernaInterior', 'contornoMuslo', 'contornoRodilla', 'contornoPantorrilla', 'contornoTobillo'],
}

function Groups({ fields, fieldCard }: { fields: readonly MeasurementField[]; fieldCard: (field: MeasurementField) => ReactNode }) {
  const { t } = useTranslation()
  return (Object.keys(GROUPS) as (keyof typeof GROUPS)[])
    .map((group) => ({ group, fields: GROUPS[group].filter((f) => fields.includes(f)) }))
    .filter(({ fields }) => fields.length > 0)
    .map(({ group, fields }) => (
      <fieldset key={group} className="mt-8">
        <legend className="font-display text-2xl md:text-3xl">{t(`sizing.form.groups.${group}`)}</legend>
        <div className="mt-4 grid gap-3 md:grid-cols-2">{fields.map(fieldCard)}</div>
      </fieldset>
    ))
}

/**
 * The 22 fields of the measurement form. In the size flow (`garmentFields`, issue 34 item 4) the
 * fields her garment uses come first and the others are folded away — prefilled by an estimate, or
 * still to measure — and open by themselves when one of them needs her (`needsHer`: a refused save,
 * the server's answer). Elsewhere (Perfiles de medidas) all 22 in their groups.
 */
export function MeasurementGroups(props: {
  garmentFields?: { used: MeasurementField[]; others: MeasurementField[] }
  estimated: boolean
  fieldCard: (field: MeasurementField) => ReactNode
  needsHer: (field: MeasurementField) => boolean
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const others = props.garmentFields?.others ?? []
  const forced = others.some(props.needsHer)
  // Once opened for her it stays open while she fills it in (it would snap shut as the last message goes).
  useEffect(() => {
    if (forced) setOpen(true)
  }, [forced])
  if (!props.garmentFields) return <Groups fields={MEASUREMENT_FIELDS} fieldCard={props.fieldCard} />
  const { used } = props.garmentFields
  return (
    <>
      <fieldset className="mt-8">
        <legend className="font-display text-2xl md:text-3xl">{t('sizing.form.groups.garment')}</legend>
        <div className="mt-4 grid gap-3 md:grid-cols-2">{used.map(props.fieldCard)}</div>
      </fieldset>
      {others.length > 0 ? (
        <details
          open={open || forced}
          onToggle={(event) => setOpen(event.currentTarget.open)}
          className="group mt-8 rounded-2xl border border-line bg-white px-5 py-4 md:px-6"
          data-testid="other-measurements"
        >
          <summary className="cursor-pointer list-none [&::-webkit-details-marker]:hidden">
            <span className="flex items-center justify-between gap-4">
              <span className="font-display text-2xl">{t('sizing.form.othersTitle', { count: others.length })}</span>
              <span aria-hidden="true" className="text-2xl leading-none transition-transform group-open:rotate-45">
                +
              </span>
            </span>
            <span className="mt-1 block text-sm text-ink-soft">{props.estimated ? t('sizing.form.othersEstimated') : t('sizing.form.othersMeasured')}</span>
          </summary>
          <div className="pb-2">
            <Groups fields={others} fieldCard={props.fieldCard} />
          </div>
        </details>
      ) : null}
    </>
  )
}
