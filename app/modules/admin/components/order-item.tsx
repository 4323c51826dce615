import type { Locale } from '#app/i18n/config.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { FabricSwatchImage } from '#app/modules/artwork/components/fabric-swatch-image.tsx'
import { GarmentImage } from '#app/modules/artwork/components/garment-image.tsx'
import type { GarmentDesign } from '#app/modules/artwork/garment-design.ts'
import type { PatternSpec } from '#app/modules/artwork/pattern-kinds.ts'
import { Money } from '#app/modules/money/components/money.tsx'
import { formatMoney } from '#app/modules/money/money.ts'
import type { AdminGarment, AdminOrderView } from '#app/modules/orders/admin-order-view.ts'

function designOf(item: AdminGarment): GarmentDesign {
  return {
    kind: item.garmentKind as GarmentDesign['kind'],
    fabric: item.fabric ? { pattern: item.fabric.pattern as PatternSpec, name: item.fabric.name } : null,
    parts: Object.fromEntries(Object.entries(item.parts).map(([type, part]) => [type, part.slug])),
  }
}

const cm = (value: number, locale: Locale) => `${(Number.isInteger(value) ? String(value) : value.toFixed(1)).replace('.', locale === 'es' ? ',' : '.')} cm`

/** One line of the order as the workshop needs it: drawing, fabric, parts and the full size. */
export function OrderItemCard({ item }: { item: AdminOrderView['items'][number] }) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  if (item.kind === 'gift_card')
    return (
      <li className="flex gap-4 py-5">
        <div aria-hidden="true" className="grid h-16 w-20 shrink-0 place-items-center rounded-lg bg-night font-display text-lg text-sand">
          Gemela
        </div>
        <p className="min-w-0 flex-1 font-medium">{t('adminOrders.order.giftCardFor', { name: item.giftCard?.recipientName ?? '', email: item.giftCard?.recipientEmail ?? '' })}</p>
        <Money cents={item.totalCents} className="shrink-0" />
      </li>
    )
  const size = item.size
  return (
    <li className="py-6">
      <div className="flex gap-4 md:gap-6">
        <div className="w-24 shrink-0 self-start overflow-hidden rounded-xl bg-cream md:w-36" style={{ aspectRatio: '4 / 5' }}>
          <GarmentImage design={designOf(item)} />
        </div>
        <div className="min-w-0 flex-1">
          <p className="eyebrow text-[0.65rem] text-muted">{t('adminOrders.order.item', { index: item.position })}</p>
          <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3">
            <h3 className="font-display text-2xl leading-tight">{item.productName}</h3>
            <Money cents={item.totalCents} className="text-sm" />
          </div>
          <p className="text-sm text-muted">{item.categoryName}</p>
          <dl className="mt-3 space-y-1 text-sm">
            <div className="flex items-center gap-2">
              <dt className="text-muted">{t('adminOrders.order.fabric')}:</dt>
              <dd className="flex items-center gap-2">
                {item.fabric ? <FabricSwatchImage pattern={item.fabric.pattern as PatternSpec} className="size-5 shrink-0" shape="circle" /> : null}
                <span>
                  {item.fabric?.name ?? '—'} · {t('adminOrders.order.metres', { metres: String(item.fabricMetres).replace('.', locale === 'es' ? ',' : '.') })}
                  {item.fabricMetresFrom ? ` · ${t(`adminOrders.order.metresFrom.${item.fabricMetresFrom}`)}` : null}
                </span>
              </dd>
            </div>
            {item.partTypes.map((type) => (
              <div key={type} className="flex gap-1.5">
                <dt className="text-muted">{t(`basket.item.partNames.${type}`)}:</dt>
                <dd>{item.parts[type]?.name ?? '—'}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-muted">
            {t('adminOrders.order.prices', {
              base: formatMoney(item.prices.baseCents, locale),
              fabric: formatMoney(item.prices.fabricCents, locale),
              parts: formatMoney(item.prices.partsCents, locale),
            })}
          </p>
        </div>
      </div>
      <div className="mt-4 rounded-xl bg-paper p-4">
        {!size ? (
          <p className="text-sm">—</p>
        ) : size.type === 'standard' ? (
          <>
            <h4 className="font-medium">{t('adminOrders.order.standardSize', { size: size.size })}</h4>
            <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
              {size.table
                ? (
                    [
                      ['chest', size.table.chest],
                      ['waist', size.table.waist],
                      ['hip', size.table.hip],
                    ] as const
                  ).map(([key, value]) => (
                    <div key={key} className="flex justify-between gap-2 sm:block">
                      <dt className="text-muted">{t(`adminOrders.order.${key}`)}</dt>
                      <dd className="font-medium tabular-nums">{value} cm</dd>
                    </div>
                  ))
                : null}
              {size.neck ? (
                <div className="flex justify-between gap-2 sm:block">
                  <dt className="text-muted">{t('adminOrders.order.neck')}</dt>
                  <dd className="font-medium tabular-nums">
                    {size.neck.value} {size.neck.unit}
                  </dd>
                </div>
              ) : null}
              {size.inseamCm !== null ? (
                <div className="flex justify-between gap-2 sm:block">
                  <dt className="text-muted">{t('adminOrders.order.inseam')}</dt>
                  <dd className="font-medium tabular-nums">{size.inseamCm} cm</dd>
                </div>
              ) : null}
            </dl>
          </>
        ) : (
          <>
            <h4 className="font-medium">{t('adminOrders.order.customSize', { name: size.profileName })}</h4>
            <p className="text-xs text-muted">
              {t('adminOrders.order.measurements')} · {t(size.method === 'estimated' ? 'adminOrders.order.estimated' : 'adminOrders.order.measured')}
            </p>
            <dl className="mt-3 grid gap-x-6 text-sm sm:grid-cols-2">
              {size.values.map((v) => (
                <div key={v.field} className="flex justify-between gap-3 border-b border-line/70 py-1.5">
                  <dt className="text-ink-soft">{t(`sizing.fields.${v.field}`)}</dt>
                  <dd className="font-medium tabular-nums">{v.cm === null ? '—' : cm(v.cm, locale)}</dd>
                </div>
              ))}
            </dl>
            {size.notes ? (
              <p className="mt-3 text-sm">
                <span className="text-muted">{t('adminOrders.order.sizeNotes')}:</span> {size.notes}
              </p>
            ) : null}
          </>
        )}
      </div>
    </li>
  )
}
