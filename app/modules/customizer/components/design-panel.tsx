import { useTranslation } from '#app/i18n/react.tsx'
import { Form, Link, useLocation, useNavigation } from 'react-router'
import type { Locale } from '#app/i18n/config.ts'
import { FabricSwatchImage } from '#app/modules/artwork/components/fabric-swatch-image.tsx'
import { uploadedImageSources } from '#app/utils/media.ts'
import { GarmentImage } from '#app/modules/artwork/components/garment-image.tsx'
import { type CloseUp, computeCloseUp } from '#app/modules/artwork/components/garment/close-up.ts'
import { type GarmentDesign, type GarmentPartType } from '#app/modules/artwork/garment-design.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import { busyButtonProps } from '#app/components/ui/button.tsx'
import { Money } from '#app/modules/money/components/money.tsx'
import { cn } from '#app/utils/cn.ts'
import type { CustomizerLoad } from '../customizer.server.ts'
import { computeShownDesign, computeShownSelection } from './customizer-preview.tsx'
import { useFocusFirstAdded } from './focus-first-added.ts'
import { useOptionKeys } from './option-keys.ts'
import { SummaryCard } from './summary-card.tsx'
import { fabricPageSize } from '../fabric-list.ts'
import { PriceNote } from './price-note.tsx'
import { ContinueButton, PhoneContinueBar } from './continue-bar.tsx'

type Data = Extract<CustomizerLoad, { status: 'ok' }>

/**
 * One design step as a real form: each option is a submit button (so it works before JavaScript),
 * Continue posts the current selection and moves on; in edit mode it reads 'Confirmar'.
 */
export function DesignPanel({ data, busy }: { data: Data; busy: boolean }) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const shown = computeShownSelection(data, navigation.formData)
  const step = data.step.kind === 'design' ? data.step : null
  if (!step) return null
  const selected = shown[step.type] ?? null
  const titleId = `step-title-${step.type}`
  return (
    <Form method="post" preventScrollReset className="contents">
      <input type="hidden" name="type" value={step.type} />
      <input type="hidden" name="selected" value={selected ?? ''} />
      <section aria-labelledby={titleId} className="min-w-0">
        <h1 id={titleId} tabIndex={-1} className="text-4xl outline-none md:text-5xl">
          {data.editing ? t(`customizer.editing.${step.type}`) : t(`customizer.stepTitles.${step.type}`)}
        </h1>
        {step.type === 'fabric' ? (
          <FabricOptions data={data} selected={selected} busy={busy} labelledBy={titleId} />
        ) : (
          <PartOptions data={data} type={step.type} selected={selected} busy={busy} labelledBy={titleId} />
        )}
        <PhoneContinueBar totalCents={data.totalCents} selected={selected} busy={busy} editing={data.editing} />
      </section>
      <div className="lg:sticky lg:top-28 lg:self-start">
        <SummaryCard data={data} selection={shown} busy={busy}>
          <div className="mt-5 hidden lg:block">
            <ContinueButton selected={selected} busy={busy} editing={data.editing} />
          </div>
        </SummaryCard>
      </div>
    </Form>
  )
}

/**
 * One option of a step: a radio of the step's group, and a submit button (so it works before
 * JavaScript). Only the checked option is a tab stop; the arrow keys move among them (useOptionKeys).
 */
function OptionButton(props: { selected: boolean; tabStop: boolean; disabled?: boolean; busy: boolean; children: React.ReactNode; value: number; label: string; bare?: boolean }) {
  const { selected, tabStop, disabled, busy, children, value, label, bare } = props
  return (
    <button
      type="submit"
      name="choose"
      value={value}
      role="radio"
      aria-checked={selected}
      aria-label={label}
      disabled={disabled}
      tabIndex={tabStop ? 0 : -1}
      data-option={value}
      {...busyButtonProps(busy)}
      className={cn(
        'flex w-full items-center gap-4 p-3 text-left aria-disabled:cursor-wait',
        !bare && 'rounded-2xl border bg-white transition-[border-color,box-shadow]',
        !bare && (selected ? 'border-ink shadow-[0_0_0_1px_var(--color-ink)]' : 'border-line hover:border-ink-soft'),
        // A fabric card clips its corners: its option draws the focus ring inside, where nothing cuts it.
        bare && 'rounded-t-2xl focus-visible:-outline-offset-4',
        disabled && 'cursor-not-allowed',
        disabled && !bare && 'opacity-55 hover:border-line',
      )}
    >
      {children}
    </button>
  )
}

function FabricOptions({ data, selected, busy, labelledBy }: { data: Data; selected: number | null; busy: boolean; labelledBy: string }) {
  const { t, i18n } = useTranslation()
  const location = useLocation()
  const locale = i18n.language as Locale
  const chips = [null, 'algodon', 'seda', 'lino'] as const
  const visible = data.fabrics.filter((f) => !data.material || f.material === data.material)
  const keys = useOptionKeys(selected, busy)
  const tabStop = keys.tabStop(visible.filter((f) => !f.unavailable).map((f) => f.id))
  const hrefFor = (material: string | null) => {
    const params = new URLSearchParams(location.search)
    if (material) params.set('material', material)
    else params.delete('material')
    params.delete('shown')
    return `?${params}`
  }
  const moreHref = (shown: number) => {
    const params = new URLSearchParams(location.search)
    params.set('shown', String(shown))
    return `?${params}`
  }
  const { nextShown, shown, total } = data.fabricList
  const focusFrom = useFocusFirstAdded(keys.groupRef, visible.length)
  return (
    <>
      <nav aria-label={t('customizer.filters.label')} className="mt-5 flex flex-wrap gap-2">
        {chips.map((chip) => (
          <Link
            key={chip ?? 'all'}
            to={hrefFor(chip)}
            preventScrollReset
            replace
            aria-current={data.material === chip ? 'true' : undefined}
            className={cn('rounded-full border px-4 py-2 text-sm', data.material === chip ? 'border-ink bg-ink text-white' : 'border-line bg-white hover:border-ink')}
          >
            {t(`customizer.filters.${chip ?? 'all'}`)}
          </Link>
        ))}
      </nav>
      {visible.length === 0 ? <p className="mt-6 text-muted">{t('customizer.noFabrics')}</p> : null}
      <div role="radiogroup" aria-labelledby={labelledBy} ref={keys.groupRef} onKeyDown={keys.onKeyDown} className="mt-5 grid gap-3 sm:grid-cols-2">
        {visible.map((fabric) => {
          const reason = fabric.unavailable ? t(`customizer.unavailable.${fabric.unavailable}`) : null
          const price = fabric.priceCents > 0 ? `+${formatMoney(fabric.priceCents, locale)}` : t('customizer.included')
          return (
            <div
              key={fabric.id}
              className={cn(
                'flex flex-col overflow-hidden rounded-2xl border bg-white transition-[border-color,box-shadow]',
                keys.current === fabric.id ? 'border-ink shadow-[0_0_0_1px_var(--color-ink)]' : 'border-line hover:border-ink-soft',
                reason && 'opacity-60',
              )}
            >
              <OptionButton
                value={fabric.id}
                selected={keys.current === fabric.id}
                tabStop={tabStop === fabric.id}
                disabled={!!reason}
                busy={busy}
                bare
                label={`${fabric.name}, ${fabric.subname}, ${price}${reason ? `. ${reason}` : ''}`}
              >
                {fabric.image ? (
                  <img {...uploadedImageSources(fabric.image, 64)} width={64} height={64} alt="" decoding="async" className="block size-16 shrink-0 rounded-xl object-cover" />
                ) : (
                  <FabricSwatchImage pattern={fabric.pattern} className="size-16 shrink-0 rounded-xl" shape="square" />
                )}
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{fabric.name}</span>
                  <span className="block text-sm text-muted">{fabric.subname}</span>
                  <span className="mt-1 block text-sm">
                    {fabric.priceCents > 0 ? (
                      <>
                        +<Money cents={fabric.priceCents} />
                      </>
                    ) : (
                      t('customizer.included')
                    )}
                  </span>
                  {reason ? <span className="mt-1 block text-xs font-medium text-danger">{reason}</span> : null}
                </span>
              </OptionButton>
              {/* Only the checked fabric's page is a tab stop: the keyboard reaches Continue in a few presses, not one per fabric. */}
              <Link
                to={`/fabric/${fabric.id}`}
                tabIndex={tabStop === fabric.id ? undefined : -1}
                className="mt-auto rounded-b-2xl border-t border-line/70 px-3 py-2 text-right text-xs underline underline-offset-2 hover:text-clay focus-visible:-outline-offset-4"
              >
                {t('customizer.moreInfo', { name: fabric.name })}
              </Link>
            </div>
          )
        })}
      </div>
      {nextShown ? (
        <div className="mt-5 flex flex-col items-center gap-2 text-center">
          <p className="text-sm text-muted">{t('customizer.fabricsShown', { shown, total })}</p>
          <Link
            to={moreHref(nextShown)}
            preventScrollReset
            replace
            onClick={() => focusFrom(nextShown - fabricPageSize)}
            className="button-voice rounded-full border border-ink px-5 py-2.5 hover:bg-ink hover:text-white"
          >
            {t('customizer.moreFabrics')}
          </Link>
        </div>
      ) : null}
      <p className="mt-5 text-sm text-muted">{t('customizer.colorDisclaimer')}</p>
      <PriceNote surchargeCents={data.price.partsSurchargeCents} someOptionsCost={data.price.someOptionsCost} />
    </>
  )
}

function PartOptions({ data, type, selected, busy, labelledBy }: { data: Data; type: string; selected: number | null; busy: boolean; labelledBy: string }) {
  const { t } = useTranslation()
  const options = data.parts.filter((p) => p.type === type)
  const keys = useOptionKeys(selected, busy)
  const tabStop = keys.tabStop(options.map((p) => p.id))
  // Each option is pictured on her garment as it stands (the saved choices, this option in its place).
  const shown = computeShownDesign(data)
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} ref={keys.groupRef} onKeyDown={keys.onKeyDown} className="mt-6 grid gap-3">
      {options.map((part) => (
        <div key={part.id}>
          <OptionButton value={part.id} selected={keys.current === part.id} tabStop={tabStop === part.id} busy={busy} label={part.name}>
            {part.image ? (
              <img
                {...uploadedImageSources(part.image, 64)}
                width={64}
                height={64}
                alt=""
                decoding="async"
                className="block size-16 shrink-0 rounded-full object-cover ring-1 ring-line"
              />
            ) : (
              <PartPicture design={{ ...shown, parts: { ...shown.parts, [type]: part.slug } }} closeUp={computeCloseUp(type as GarmentPartType, shown)} />
            )}
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{part.name}</span>
              <span className="block text-sm text-muted">{part.description}</span>
            </span>
            <span className="text-sm text-muted">
              {part.surchargeCents > 0 ? (
                <>
                  +<Money cents={part.surchargeCents} />
                </>
              ) : (
                t('customizer.included')
              )}
            </span>
          </OptionButton>
        </div>
      ))}
    </div>
  )
}

/** An option's picture: the whole garment in a round frame, or a close-up of the part it changes. */
function PartPicture({ design, closeUp }: { design: GarmentDesign; closeUp: CloseUp | null }) {
  const frame = 64 // px, the size-16 circle
  const width = frame * (closeUp?.zoom ?? 1)
  const scale = width / 400
  const place = closeUp
    ? { left: frame / 2 - closeUp.x * scale, top: frame / 2 - closeUp.y * scale, width, height: width * 1.25 }
    : { left: frame * 0.1, top: frame * 0.05, width: frame * 0.8, height: frame * 0.9 }
  return (
    <span className="relative size-16 shrink-0 overflow-hidden rounded-full bg-cream ring-1 ring-line" aria-hidden="true">
      <span className="absolute" style={place}>
        <GarmentImage design={design} />
      </span>
    </span>
  )
}
