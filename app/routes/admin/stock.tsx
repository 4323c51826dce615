import { Link } from 'react-router'
import type { Route } from './+types/stock'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { AdminPageHeader } from '#app/modules/admin/components/admin-frame.tsx'
import { PeopleEmpty, PeopleSearch, Pill, useMetres } from '#app/modules/admin/components/people-ui.tsx'
import { countGarmentsInStock } from '#app/modules/atelier/stock-count.server.ts'
import { listCategoryConsumption, listFabricStock } from '#app/modules/catalogue/stock.server.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

/**
 * /admin/stock: every fabric with its metres and how many garments of each category they make (in
 * size M, laid on its width), the low ones first; searched by name. Each fabric opens its page (/admin/stock/:fabricId).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100)
  const [fabrics, consumption] = await Promise.all([listFabricStock(locale, q), listCategoryConsumption(locale)])
  return {
    q,
    consumption,
    // Counted as orders take metres: a size M's pattern laid on each fabric's width (a layout per width, kept once drafted).
    fabrics: fabrics.map((f) => ({ ...f, garments: countGarmentsInStock(f.stockMetres, consumption, f.widthCm) })),
    lowCount: fabrics.filter((f) => f.low && !f.archived).length,
  }
}

export default function AdminStock({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const metres = useMetres()
  const { q, fabrics, consumption, lowCount } = loaderData
  const categoryName = new Map(consumption.map((c) => [c.id, c.name]))
  return (
    <>
      <AdminPageHeader eyebrow={t('admin.sections.stock.title')} title={t('adminPeople.stock.title')} intro={t('adminPeople.stock.intro')} />
      <section aria-labelledby="stock-consumption" className="mb-8 rounded-2xl border border-line bg-cream/50 p-5 md:p-6">
        <h2 id="stock-consumption" className="text-xl">
          {t('adminPeople.stock.consumptionTitle')}
        </h2>
        <p className="mt-2 max-w-prose text-sm text-ink-soft">{t('adminPeople.stock.consumptionText')}</p>
        {consumption.length ? (
          <>
            <p id="stock-fixed" className="mt-4 text-sm font-medium">
              {t('adminPeople.stock.fixedTitle')}
            </p>
            <ul aria-labelledby="stock-fixed" className="mt-1.5 flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {consumption.map((c) => (
                <li key={c.id}>
                  <span className="text-ink-soft">{c.name}</span> <span className="font-medium">{metres(c.fabricMetres)}</span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-2 text-sm text-ink-soft">{t('adminPeople.stock.noCategories')}</p>
        )}
        <p className="mt-3 text-sm text-muted">
          <Link to="/admin/catalogue" className="text-ink underline underline-offset-4">
            {t('adminPeople.stock.consumptionLink')}
          </Link>
        </p>
      </section>
      <PeopleSearch q={q} label={t('adminPeople.stock.searchLabel')} placeholder={t('adminPeople.stock.searchPlaceholder')} clearTo="/admin/stock" />
      {fabrics.length ? (
        <>
          <p role="status" className="mb-3 text-sm text-muted">
            {q ? t('adminPeople.stock.found', { count: fabrics.length, q }) : lowCount ? t('adminPeople.stock.lowSummary', { count: lowCount }) : t('adminPeople.stock.lowNone')}
          </p>
          <table className="w-full border-separate border-spacing-0 text-sm">
            <caption className="sr-only">{t('adminPeople.stock.caption')}</caption>
            <thead className="hidden md:table-header-group">
              <tr className="text-left text-xs uppercase tracking-wider text-muted">
                <th scope="col" className="border-b border-line px-3 pb-3 font-normal">
                  {t('adminPeople.stock.fabric')}
                </th>
                <th scope="col" className="border-b border-line px-3 pb-3 text-right font-normal">
                  {t('adminPeople.stock.metresLeft')}
                </th>
                <th scope="col" className="border-b border-line px-3 pb-3 font-normal">
                  {t('adminPeople.stock.garments')}
                </th>
              </tr>
            </thead>
            <tbody>
              {fabrics.map((f) => (
                <tr
                  key={f.id}
                  className="mb-3 grid grid-cols-2 gap-x-3 gap-y-2 rounded-2xl border border-line bg-white p-4 md:mb-0 md:table-row md:rounded-none md:border-0 md:bg-transparent md:p-0 md:hover:bg-white"
                >
                  <th scope="row" className="text-left font-normal md:border-b md:border-line md:px-3 md:py-4">
                    <Link to={`/admin/stock/${f.id}`} className="font-medium underline-offset-4 hover:underline">
                      {f.name}
                    </Link>
                    <span className="block text-xs text-muted">{f.subname}</span>
                    <span className="mt-1.5 flex flex-wrap gap-1.5">
                      {f.archived ? <Pill tone="muted">{t('adminPeople.stock.archived')}</Pill> : null}
                      {f.stockMetres <= 0 ? <Pill tone="danger">{t('adminPeople.stock.soldOut')}</Pill> : f.low ? <Pill tone="warn">{t('adminPeople.stock.low')}</Pill> : null}
                    </span>
                  </th>
                  <td className="text-right font-display text-xl md:border-b md:border-line md:px-3 md:py-4">{metres(f.stockMetres)}</td>
                  <td className="col-span-2 text-ink-soft md:border-b md:border-line md:px-3 md:py-4">
                    <ul className="flex flex-wrap gap-x-4 gap-y-1">
                      {f.garments.map((g) => (
                        <li key={g.categoryId}>
                          {categoryName.get(g.categoryId)}: <span className={g.garments ? 'font-medium text-ink' : 'font-medium text-danger'}>{g.garments}</span>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <PeopleEmpty
          icon={q ? 'search' : 'list'}
          title={q ? t('adminPeople.stock.noMatchTitle', { q }) : t('adminPeople.stock.emptyTitle')}
          text={q ? t('adminPeople.stock.noMatchText') : t('adminPeople.stock.emptyText')}
        />
      )}
    </>
  )
}

export const handle = { i18n: ['admin', 'adminPeople'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'adminPeople.stock.metaTitle', path: location.pathname, noindex: true })
}
