import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Money } from '#app/modules/money/components/money.tsx'

/** Continue (or Confirmar in edit mode): disabled until the step has a choice, with the spec's hint. */
export function ContinueButton({ selected, busy, editing, compact }: { selected: number | null; busy: boolean; editing: boolean; compact?: boolean }) {
  const { t } = useTranslation()
  const hintId = compact ? 'continue-hint-compact' : 'continue-hint'
  return (
    <>
      <Button
        name="intent"
        value="continue"
        size="block"
        disabled={selected == null}
        busy={busy}
        busyLabel={t('customizer.saving')}
        aria-describedby={selected == null ? hintId : undefined}
        className="transition-colors disabled:cursor-not-allowed disabled:bg-line disabled:text-muted aria-disabled:cursor-wait"
      >
        {editing ? t('customizer.confirm') : t('customizer.continue')}
      </Button>
      {selected == null ? (
        <p id={hintId} className="mt-2 text-center text-sm text-warn">
          {t('customizer.chooseHint')}
        </p>
      ) : null}
    </>
  )
}

/**
 * The phone's Continue bar, kept at the bottom of the screen: the design's running total beside
 * Continue (issue 34 item 3); the wide layout has the summary card instead.
 */
export function PhoneContinueBar({ totalCents, selected, busy, editing }: { totalCents: number; selected: number | null; busy: boolean; editing: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="sticky bottom-0 z-10 -mx-5 mt-6 flex items-center gap-4 border-t border-line bg-paper px-5 py-2 lg:hidden" data-testid="continue-bar">
      <p className="shrink-0 leading-tight">
        <span className="block text-xs text-muted">{t('customizer.summaryCard.total')}</span>
        <span className="font-display text-2xl tabular-nums" aria-busy={busy}>
          <Money cents={totalCents} />
        </span>
      </p>
      <div className="min-w-0 flex-1">
        <ContinueButton selected={selected} busy={busy} editing={editing} compact />
      </div>
    </div>
  )
}
