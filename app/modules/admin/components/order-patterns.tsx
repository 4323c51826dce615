import { Form } from 'react-router'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { Notice } from '#app/components/ui/field.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { pieceCutText, pieceTitle } from '#app/modules/atelier/pattern-labels.ts'
import type { PatternView } from '#app/modules/atelier/pattern-view.ts'
import type { AdminOrderView } from '#app/modules/orders/admin-order-view.ts'

/**
 * Each garment's sewing pattern on the admin's order page (docs/atelier.md#the-workshops-view): a
 * preview of its pieces, sized to the column, and the three files to download; while it is being
 * drafted, or when it could not be, what is happening and why, and a button to draft it again now.
 */
export function OrderPatternsSection({
  order,
  patterns,
  when,
  busyItem,
}: {
  order: AdminOrderView
  patterns: PatternView[]
  when: (iso: string) => string
  /** The item whose "draft again" is being sent, if any. */
  busyItem: string | null
}) {
  const { t } = useTranslation()
  if (patterns.length === 0) return null
  const page = `/admin/orders/${order.number}/patterns`
  return (
    <section aria-labelledby="order-patterns" className="rounded-2xl border border-line bg-white p-5 md:p-6">
      <h2 id="order-patterns" className="font-display text-3xl">
        {t('atelier.sectionTitle')}
      </h2>
      <ol className="mt-2 divide-y divide-line">
        {patterns.map((pattern) => {
          const item = order.items.find((i) => i.position === pattern.position)
          const name = item?.kind === 'garment' ? item.productName : ''
          const headingId = `pattern-${pattern.position}`
          return (
            <li key={pattern.position} className="py-5 first:pt-3 last:pb-0">
              <article aria-labelledby={headingId}>
                <h3 id={headingId} className="font-display text-2xl">
                  {pattern.position}. {name}
                </h3>
                {pattern.state === 'unpaid' ? <p className="mt-1 text-sm text-ink-soft">{t('atelier.status.unpaid')}</p> : null}
                {pattern.state === 'pending' && !pattern.reason ? (
                  <Notice tone="info" title={t('atelier.status.pending')} text={t('atelier.status.pendingText')} className="mt-3" />
                ) : null}
                {(pattern.state === 'pending' && pattern.reason) || pattern.state === 'failed' ? (
                  <Notice
                    tone="error"
                    title={t('atelier.status.failed')}
                    text={[
                      // The sentence ends with its own full stop: an error message's own is dropped, never doubled.
                      t('atelier.status.reason', { reason: pattern.reason?.replace(/\.+$/, '') }),
                      pattern.state === 'pending' && pattern.retryAt ? t('atelier.status.retrying', { date: when(pattern.retryAt) }) : null,
                      pattern.state === 'failed' ? t('atelier.status.givenUp') : null,
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    className="mt-3"
                  />
                ) : null}
                {item && ((pattern.state === 'pending' && pattern.reason) || pattern.state === 'failed') ? (
                  <Form method="post" preventScrollReset className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
                    <input type="hidden" name="intent" value="redraftPattern" />
                    <input type="hidden" name="item" value={item.id} />
                    <Button look="secondary" size="sm" busy={busyItem === item.id} busyLabel={t('adminOrders.actions.busy')}>
                      {t('atelier.redraft')}
                    </Button>
                    <span className="text-sm text-ink-soft">{t('atelier.redraftHint')}</span>
                  </Form>
                ) : null}
                {pattern.state === 'done' ? (
                  <>
                    <p className="mt-1 text-sm text-ink-soft">{t('atelier.drafted', { ms: pattern.ms, count: pattern.pieces.length })}</p>
                    <figure className="mt-4 overflow-hidden rounded-xl border border-line bg-cream/40 p-3">
                      <img
                        src={`${page}/${pattern.position}/pattern.svg`}
                        alt={t('atelier.preview', { product: name })}
                        className="mx-auto block h-auto max-h-[32rem] w-full object-contain"
                        loading="lazy"
                      />
                    </figure>
                    <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label={t('atelier.sheet.pieces')}>
                      {pattern.pieces.map((piece) => (
                        <li key={piece.name} className="rounded-full border border-line bg-paper px-3 py-1">
                          <span className="font-medium">{pieceTitle(t, piece.name)}</span>
                          <span className="text-ink-soft"> · {pieceCutText(t, piece)}</span>
                        </li>
                      ))}
                    </ul>
                    <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label={t('atelier.downloads.label')}>
                      <a href={`${page}/${pattern.position}/a4.pdf?download`} download className={buttonClass('secondary', 'sm')}>
                        {t('atelier.downloads.a4', { pages: pattern.a4Pages })}
                      </a>
                      <a href={`${page}/${pattern.position}/a0.pdf?download`} download className={buttonClass('secondary', 'sm')}>
                        {t('atelier.downloads.a0')}
                      </a>
                      <a href={`${page}/${pattern.position}/pattern.svg?download`} download className={buttonClass('secondary', 'sm')}>
                        {t('atelier.downloads.svg')}
                      </a>
                    </div>
                  </>
                ) : null}
              </article>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
