import { FieldFrame } from '#app/components/ui/field.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/utils/cn.ts'
import { PROFILE_NAME_MAX } from '../limits.ts'
import type { LengthUnit } from '../units.ts'
import { RequiredMark } from './size-screen.tsx'

/**
 * The measurement form's head (measurement-form.tsx): the profile's name — or, in the size flow,
 * the name kept in a hidden field — and the cm / pulgadas toggle.
 */
export function NameAndUnit({
  fixedName,
  name,
  nameError,
  onName,
  onNameLeft,
  unit,
  onUnit,
}: {
  fixedName: string | undefined
  name: string
  nameError: string | undefined
  onName: (value: string) => void
  onNameLeft: () => void
  unit: LengthUnit
  onUnit: (unit: LengthUnit) => void
}) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-6 rounded-2xl border border-line bg-white p-5 md:flex-row md:items-end md:p-6">
      {fixedName !== undefined ? (
        <>
          <input type="hidden" name="name" value={name} />
          <p className="min-w-0 flex-1 text-sm text-ink-soft">{t('sizing.form.unitIntro')}</p>
        </>
      ) : (
        <FieldFrame
          name="name"
          idPrefix="profile"
          className="min-w-0 flex-1"
          label={
            <>
              {t('sizing.form.nameLabel')}
              <RequiredMark />
            </>
          }
          error={nameError}
        >
          {(control) => (
            <input
              name="name"
              value={name}
              onChange={(event) => onName(event.target.value)}
              onBlur={onNameLeft}
              maxLength={PROFILE_NAME_MAX}
              required
              placeholder={t('sizing.form.namePlaceholder')}
              {...control}
              // Green once named, red once left empty, like the 22 values (measurement-field.tsx).
              className={cn('mt-1.5 w-full rounded-xl border-2 px-4 py-3', name.trim() ? 'border-ok' : nameError ? 'border-danger/70' : 'border-line')}
            />
          )}
        </FieldFrame>
      )}
      <fieldset className="shrink-0">
        <legend className="mb-2 text-sm font-medium">{t('sizing.form.unitLegend')}</legend>
        <div className="inline-flex rounded-full border border-line bg-paper p-1">
          {(['cm', 'in'] as const).map((u) => (
            <label
              key={u}
              className={cn(
                'cursor-pointer rounded-full px-5 py-2 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-clay',
                unit === u ? 'bg-ink text-white' : 'hover:bg-cream',
              )}
            >
              <input type="radio" name="unit" value={u} checked={unit === u} onChange={() => onUnit(u)} className="sr-only" />
              {t(`sizing.units.${u}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  )
}
