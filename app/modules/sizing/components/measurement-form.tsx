import { useState, type FormEvent, type ReactNode } from 'react'
import { Form } from 'react-router'
import { CheckboxField, FieldFrame, Notice, controlClass } from '#app/components/ui/field.tsx'
import { ToastRegion, useToasts } from '#app/components/ui/toast.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/utils/cn.ts'
import { MEASUREMENT_FIELDS, type MeasurementField } from '../fields.ts'
import { checkMeasurementForm, computeDisplayedTexts, formatMeasurement, type TypedValues } from '../form-state.ts'
import { MAX_PROFILES, NOTES_MAX } from '../limits.ts'
import type { FormInitial, SizeActionData } from '../size-flow.server.ts'
import type { LengthUnit } from '../units.ts'
import { ConfirmRangesDialog } from './confirm-ranges-dialog.tsx'
import { MeasurementFieldCard } from './measurement-field.tsx'
import { MeasurementGroups } from './measurement-groups.tsx'
import { NameAndUnit } from './name-and-unit.tsx'
import { useHydrated } from './use-hydrated.ts'

export type MeasurementReply = Extract<SizeActionData, { form: 'measurements' }>

/**
 * The measurement form (docs/product.md#the-22-measurements): a name, the 22 fields with live empty /
 * warning / valid borders, notes, the cm / pulgadas toggle (values stored in cm), Save disabled
 * until complete, the spec's toasts and notice, and 'Control de medidas' for out-of-range values.
 * The server checks all of it again (schemas.ts) and answers with the same messages.
 */
export function MeasurementForm(props: {
  initial: FormInitial
  defaultName?: string
  /** In the size flow: the profile's name, not asked (she renames it in Perfiles de medidas). */
  fixedName?: string
  /** In the size flow: the fields her garment uses come first, the others are folded away (garment-fields.ts). */
  garmentFields?: { used: MeasurementField[]; others: MeasurementField[] }
  submitLabel?: string
  actionData?: MeasurementReply
  hidden: Record<string, string>
  busy: boolean
  saveOption?: 'account' | 'guest' | null
  header: ReactNode
  footer?: ReactNode
}) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language
  const hydrated = useHydrated()
  const reply = props.actionData
  const [unit, setUnit] = useState<LengthUnit>(reply?.input.unit ?? 'cm')
  const [typed, setTyped] = useState<TypedValues>(() =>
    reply
      ? Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f, { unit: reply.input.unit, text: reply.input.values[f] ?? '' }]))
      : Object.fromEntries(
          MEASUREMENT_FIELDS.filter((f) => props.initial.values[f] !== undefined).map((f) => [f, { unit: 'cm', text: formatMeasurement(props.initial.values[f]!, locale) }]),
        ),
  )
  const [name, setName] = useState(reply?.input.name ?? (props.initial.name || props.fixedName || props.defaultName || ''))
  const [notes, setNotes] = useState(reply?.input.notes ?? props.initial.notes)
  const [confirming, setConfirming] = useState<MeasurementField[] | null>(reply?.needsConfirmation.length ? reply.needsConfirmation : null)
  // Empty is neutral until she has tried to save or left the field (issue 18 item 13).
  const [attempted, setAttempted] = useState(reply?.errors != null)
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set())
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set())
  const { toasts, show, dismiss } = useToasts()
  const [dismissedServer, setDismissedServer] = useState<ReadonlySet<string>>(new Set())

  const texts = computeDisplayedTexts(typed, unit, locale)
  const check = checkMeasurementForm(name, texts, unit)
  const incomplete = check.nameMissing || check.missing.length > 0
  const filled = MEASUREMENT_FIELDS.length - check.missing.length
  const serverErrors = reply?.errors ?? null

  const shown = (key: string) => attempted || left.has(key)
  const fieldError = (field: MeasurementField) => {
    const server = serverErrors?.fields[field]
    if (server && !edited.has(field)) return t(`sizing.errors.${server}`)
    if (!shown(field)) return undefined
    if (check.notNumber.includes(field)) return t('sizing.errors.notNumber')
    if (check.missing.includes(field)) return t('sizing.errors.required')
    if (check.invalid.includes(field)) return t('sizing.errors.notPositive')
    return undefined
  }
  const nameError =
    serverErrors?.name && !edited.has('name')
      ? t(serverErrors.name === 'tooLong' ? 'sizing.errors.nameTooLong' : 'sizing.errors.nameRequired')
      : shown('name') && check.nameMissing
        ? t('sizing.errors.nameRequired')
        : undefined
  const missingList = (fields: MeasurementField[]) => (
    <p>
      {t('sizing.toasts.missingText')} {fields.map((f) => t(`sizing.fields.${f}`)).join(', ')}
    </p>
  )
  const nameToast = { title: t('sizing.toasts.nameTitle'), description: <p>{t('sizing.toasts.nameText')}</p> }
  const serverToasts = (reply?.toasts ?? [])
    .map((kind) => ({ id: `${kind}-${reply!.at}`, ...(kind === 'name' ? nameToast : { title: t('sizing.toasts.missingTitle'), description: missingList(reply!.missing) }) }))
    .filter((toast) => !dismissedServer.has(toast.id))

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Already being saved: a second press waits (the button stays focusable, see busyButtonProps).
    if (props.busy) return event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (submitter?.name === 'confirmed') {
      if (submitter.value === '1') return
      event.preventDefault()
      recheck()
      return
    }
    if (check.nameMissing) show({ id: 'name', ...nameToast })
    if (check.missing.length > 0) show({ id: 'missing', title: t('sizing.toasts.missingTitle'), description: missingList(check.missing) })
    if (incomplete || check.invalid.length > 0) {
      event.preventDefault()
      setAttempted(true)
      // Once the messages are drawn, to the first field to fix (decision 006).
      const form = event.currentTarget
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    if (check.outOfRange.length > 0) {
      event.preventDefault()
      setConfirming(check.outOfRange)
    }
  }

  function recheck() {
    const first = confirming?.[0]
    setConfirming(null)
    if (first) requestAnimationFrame(() => document.getElementById(`m-${first}`)?.focus())
  }

  const fieldCard = (field: MeasurementField) => (
    <MeasurementFieldCard
      key={field}
      field={field}
      text={texts[field]}
      unit={unit}
      status={check.statuses[field]}
      error={fieldError(field)}
      range={props.initial.ranges?.[field]}
      asked={props.initial.asked?.includes(field)}
      onChange={(text) => {
        setTyped((current) => ({ ...current, [field]: { unit, text } }))
        edit(field)
      }}
      onBlur={() => leave(field)}
    />
  )
  const edit = (key: string) => setEdited((current) => (current.has(key) ? current : new Set(current).add(key)))
  const leave = (key: string) => setLeft((current) => (current.has(key) ? current : new Set(current).add(key)))

  return (
    <Form method="post" preventScrollReset noValidate onSubmit={onSubmit} className="mt-8">
      {Object.entries(props.hidden).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {props.header}
      <NameAndUnit
        fixedName={props.fixedName}
        name={name}
        nameError={nameError}
        onName={(value) => {
          setName(value)
          edit('name')
        }}
        onNameLeft={() => leave('name')}
        unit={unit}
        onUnit={setUnit}
      />

      <MeasurementGroups
        garmentFields={props.garmentFields}
        estimated={props.initial.method === 'estimated'}
        fieldCard={fieldCard}
        needsHer={(field) => fieldError(field) !== undefined}
      />

      <FieldFrame
        name="notes"
        idPrefix="profile"
        className="mt-8"
        // Titled like the groups of measurements above it.
        label={<span className="font-display text-2xl font-normal">{t('sizing.form.notes')}</span>}
        hint={t('sizing.form.notesHint')}
      >
        {(control) => (
          <textarea name="notes" value={notes} onChange={(event) => setNotes(event.target.value)} maxLength={NOTES_MAX} rows={3} {...control} className={controlClass} />
        )}
      </FieldFrame>

      {props.saveOption === 'account' ? (
        <>
          <CheckboxField
            name="saveProfile"
            defaultChecked
            label={t('sizing.form.saveAsProfile')}
            aria-describedby={props.fixedName !== undefined ? 'saved-as-hint' : undefined}
            className="mt-6"
          />
          {props.fixedName !== undefined ? (
            <p id="saved-as-hint" className="ml-8 text-sm text-muted">
              {t('sizing.form.savedAsHint', { name })}
            </p>
          ) : null}
        </>
      ) : props.saveOption === 'guest' ? (
        <p className="mt-6 text-sm text-muted">{t('sizing.form.guestSaveHint')}</p>
      ) : null}

      {check.missing.length > 0 ? (
        <p
          id="required-notice"
          className={cn('mt-8 rounded-xl border px-4 py-3 text-sm', attempted ? 'border-danger/40 bg-danger/5 text-danger' : 'border-line bg-paper text-ink-soft')}
        >
          {t('sizing.form.requiredNotice')}
        </p>
      ) : null}
      {serverErrors?.form === 'profileLimit' ? (
        <Notice
          tone="error"
          className="mt-8"
          title={t('sizing.errors.profileLimit', { max: MAX_PROFILES })}
          text={props.saveOption === 'account' ? t('sizing.errors.profileLimitUntick') : undefined}
        />
      ) : null}
      <div className="sticky bottom-0 z-10 -mx-5 mt-4 border-t border-line bg-paper px-5 py-3 md:mx-0 md:rounded-2xl md:border md:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted" aria-live="polite">
            {t('sizing.form.progress', { done: filled, total: MEASUREMENT_FIELDS.length })}
          </p>
          <div className="flex items-center gap-2">
            {props.footer}
            {/* aria-disabled rather than disabled: still focusable, and pressing it says what is missing (the spec's toasts). */}
            <button
              type="submit"
              aria-disabled={(hydrated && incomplete) || props.busy ? true : undefined}
              aria-describedby={check.missing.length > 0 ? 'required-notice' : undefined}
              className={cn(
                'button-voice rounded-full px-8 py-3 transition-colors md:px-10',
                hydrated && incomplete ? 'cursor-not-allowed bg-line text-ink-soft' : 'bg-ink text-white hover:bg-ink-soft',
                props.busy && 'cursor-wait opacity-60',
              )}
            >
              {props.busy ? t('sizing.form.saving') : (props.submitLabel ?? t('sizing.form.save'))}
            </button>
          </div>
        </div>
      </div>

      {confirming ? <ConfirmRangesDialog fields={confirming} texts={texts} unit={unit} onRecheck={recheck} /> : null}
      <ToastRegion
        toasts={[...serverToasts, ...toasts]}
        onDismiss={(id) => {
          dismiss(id)
          setDismissedServer((current) => new Set(current).add(id))
        }}
        label={t('sizing.toasts.region')}
        closeLabel={t('sizing.toasts.close')}
      />
    </Form>
  )
}
