import type { InputHTMLAttributes, ReactNode } from 'react'
import { Form } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { CheckboxField, controlClass, FieldFrame, fieldIds, Notice, SelectField } from '#app/components/ui/field.tsx'
import type { Locale } from '#app/i18n/config.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { formatMoney } from '#app/modules/money/money.ts'
import { inputNames, type SettingsItem, settingsErrorCodes, settingsSections } from '#app/modules/store/settings-form.ts'
import { cn } from '#app/utils/cn.ts'

type Props = {
  /** What each input shows: the stored figures, or what she typed when the server refused them. */
  values: Record<string, string>
  errors: Record<string, string>
  /** Monday … Sunday in the page's language, named on the server (Intl differs between engines). */
  weekdays: { value: number; label: string }[]
  busy: boolean
}

/**
 * The store settings form (/admin/settings): one card per section of `settingsSections`, a label and
 * the server's message next to every input, and the save button in a bar that stays in view.
 */
export function StoreSettingsForm({ values, errors, weekdays, busy }: Props) {
  const { t } = useTranslation()
  const wrong = Object.keys(errors).length
  // The refused inputs in the form's order, each named as its field (and its half of a pair): the notice links to them.
  const refused = settingsSections.flatMap((section) =>
    section.items.flatMap((item) =>
      inputNames(item)
        .filter((name) => errors[name])
        .map((name) => ({ name, label: pairedLabel(item, name, t) })),
    ),
  )
  return (
    <Form method="post" noValidate className="space-y-6">
      {wrong ? (
        <Notice tone="error" title={t('admin.settings.refused')} text={t('admin.settings.refusedText', { count: wrong })}>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {refused.map((field) => (
              <li key={field.name}>
                <a href={`#${fieldIds(field.name, 'settings').id}`} className="underline underline-offset-4">
                  {field.label}
                </a>
              </li>
            ))}
          </ul>
        </Notice>
      ) : null}
      {/*
        The inputs are made again whenever the values to show change (the stored figures after a save,
        which arrive after the action's answer, or what she typed when refused); the button stays, with the focus.
      */}
      <div key={JSON.stringify(values)} className="space-y-6">
        {settingsSections.map((section) => (
          <section
            key={section.id}
            aria-labelledby={`settings-${section.id}`}
            className="grid gap-5 border-t border-line pt-8 first:border-t-0 first:pt-0 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10"
          >
            <div>
              <h2 id={`settings-${section.id}`} className="text-2xl">
                {t(`admin.settings.sections.${section.id}.title`)}
              </h2>
              <p className="mt-1.5 text-sm text-ink-soft">{t(`admin.settings.sections.${section.id}.text`)}</p>
            </div>
            <div className="grid gap-x-6 gap-y-5 rounded-2xl border border-line bg-white p-5 sm:grid-cols-2 md:p-7">
              {section.items.map((item) => (
                <SettingsInput key={item.path} item={item} values={values} errors={errors} weekdays={weekdays} />
              ))}
            </div>
          </section>
        ))}
      </div>
      <div className="sticky bottom-0 z-10 -mx-5 flex items-center justify-end gap-4 border-t border-line bg-paper/95 px-5 py-4 backdrop-blur md:-mx-10 md:px-10 lg:-mx-14 lg:px-14">
        {/* Where she pressed the button: a refusal is said here too, whatever part of the page is in view. */}
        {wrong ? <p className="min-w-0 text-sm text-danger">{t('admin.settings.refusedBar', { count: wrong })}</p> : null}
        <Button busy={busy} busyLabel={t('admin.settings.saving')}>
          {t('admin.settings.save')}
        </Button>
      </div>
    </Form>
  )
}

function SettingsInput({ item, values, errors, weekdays }: { item: SettingsItem; values: Record<string, string>; errors: Record<string, string>; weekdays: Props['weekdays'] }) {
  const { t, i18n } = useTranslation()
  const label = t(`admin.settings.fields.${item.path}`)
  const message = (name: string) => {
    const code = errors[name]
    if (!code) return undefined
    const known = (settingsErrorCodes as readonly string[]).includes(code) ? code : 'invalid'
    const bounds =
      item.kind === 'money' ? { max: formatMoney(item.max, i18n.language as Locale) } : item.kind === 'number' || item.kind === 'range' ? { min: item.min, max: item.max } : {}
    return t(`admin.settings.errors.${known}`, bounds)
  }
  const unit = 'unit' in item && item.unit ? t(`admin.settings.units.${item.unit}`) : undefined
  // The bounds the server holds a figure to, said before she saves (the refusal says the same).
  const bounds =
    item.kind === 'number' || item.kind === 'range'
      ? unit && item.kind === 'number'
        ? t('admin.settings.boundsUnit', { min: item.min, max: item.max, unit })
        : t('admin.settings.bounds', { min: item.min, max: item.max })
      : undefined
  const value = (name: string) => values[name] ?? ''

  switch (item.kind) {
    case 'text':
    case 'email':
    case 'url':
    case 'phone':
    case 'iban':
    case 'taxId': {
      const type = item.kind === 'email' ? 'email' : item.kind === 'url' ? 'url' : item.kind === 'phone' ? 'tel' : 'text'
      const wide = item.kind === 'url' || item.kind === 'iban' || (item.kind === 'text' && item.maxLength > 80)
      return (
        <TextInput
          name={item.path}
          label={label}
          error={message(item.path)}
          className={wide ? 'sm:col-span-2' : undefined}
          type={type}
          defaultValue={value(item.path)}
          autoComplete="off"
          spellCheck={item.kind === 'text' ? undefined : false}
        />
      )
    }
    case 'money':
      return (
        <TextInput
          name={item.path}
          label={label}
          hint={item.kind === 'money' ? t('admin.settings.moneyHint', { max: formatMoney(item.max, i18n.language as Locale) }) : undefined}
          error={message(item.path)}
          suffix="€"
          inputMode="decimal"
          defaultValue={value(item.path)}
          autoComplete="off"
        />
      )
    case 'number':
      return (
        <TextInput name={item.path} label={label} hint={bounds} error={message(item.path)} suffix={unit} inputMode="numeric" defaultValue={value(item.path)} autoComplete="off" />
      )
    case 'range': {
      const [min, max] = inputNames(item) as [string, string]
      return (
        <Pair legend={label} unit={unit} hint={bounds} hintId={`settings-${item.path}-bounds`}>
          {([min, max] as const).map((name, i) => (
            <TextInput
              key={name}
              name={name}
              label={t(i === 0 ? 'admin.settings.pair.min' : 'admin.settings.pair.max')}
              error={message(name)}
              inputMode="numeric"
              defaultValue={value(name)}
              autoComplete="off"
              small
              describedBy={`settings-${item.path}-bounds`}
            />
          ))}
        </Pair>
      )
    }
    case 'weekdays': {
      const [from, to] = inputNames(item) as [string, string]
      return (
        <Pair legend={label}>
          {[
            [from, t('admin.settings.pair.from')],
            [to, t('admin.settings.pair.to')],
          ].map(([name, pairLabel]) => (
            <SelectField key={name} name={name!} label={pairLabel} error={message(name!)} idPrefix="settings" defaultValue={value(name!)}>
              {weekdays.map((day) => (
                <option key={day.value} value={day.value}>
                  {day.label}
                </option>
              ))}
            </SelectField>
          ))}
        </Pair>
      )
    }
    case 'hours': {
      const [open, close] = inputNames(item) as [string, string]
      return (
        <Pair legend={label}>
          <TextInput name={open} label={t('admin.settings.pair.open')} error={message(open)} placeholder="10:00" defaultValue={value(open)} autoComplete="off" small />
          <TextInput name={close} label={t('admin.settings.pair.close')} error={message(close)} placeholder="14:00" defaultValue={value(close)} autoComplete="off" small />
        </Pair>
      )
    }
    case 'toggle':
      return <CheckboxField name={item.path} label={label} defaultChecked={value(item.path) === 'on'} className="sm:col-span-2" />
  }
}

/** A refused input's name as the notice lists it: its field's label, and which half of a pair. */
function pairedLabel(item: SettingsItem, name: string, t: ReturnType<typeof useTranslation>['t']) {
  const label = t(`admin.settings.fields.${item.path}`)
  const half = name.slice(item.path.length + 1)
  return half ? `${label} · ${t(`admin.settings.pair.${half as 'min'}`)}` : label
}

/** Two inputs that go together (a minimum and a maximum, opening and closing), under one legend with their unit. */
function Pair({ legend, unit, hint, hintId, children }: { legend: string; unit?: string; hint?: string; hintId?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium">
        {legend}
        {unit ? <span className="font-normal text-muted"> ({unit})</span> : null}
      </legend>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-1.5 grid grid-cols-2 gap-3">{children}</div>
    </fieldset>
  )
}

function TextInput({
  name,
  label,
  hint,
  error,
  suffix,
  className,
  small = false,
  describedBy,
  ...input
}: {
  name: string
  label: string
  hint?: string
  error?: string
  suffix?: string
  className?: string
  small?: boolean
  /** A hint outside the field's frame that also describes it (a pair's bounds, under its legend). */
  describedBy?: string
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>) {
  return (
    <FieldFrame
      name={name}
      // The unit drawn inside the input is decoration; a screen reader hears it with the label.
      label={
        <>
          {label}
          {suffix && suffix !== '€' ? <span className="sr-only"> ({suffix})</span> : null}
        </>
      }
      hint={hint}
      error={error}
      idPrefix="settings"
      className={className}
      labelClassName={small ? 'text-muted' : undefined}
    >
      {(control) => (
        <div className="relative">
          {/*
            Scrolled to after a refusal (the shell focuses the first wrong field): its message, under it, stays
            clear of the save bar stuck to the bottom of the screen.
          */}
          <input
            name={name}
            type="text"
            {...input}
            {...control}
            aria-describedby={[describedBy, control['aria-describedby']].filter(Boolean).join(' ') || undefined}
            className={cn(controlClass, 'scroll-mb-40', suffix ? 'pr-16' : undefined)}
          />
          {suffix ? (
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-4 mt-1.5 flex items-center text-sm text-muted">
              {suffix}
            </span>
          ) : null}
        </div>
      )}
    </FieldFrame>
  )
}
