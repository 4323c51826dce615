import { useTranslation } from '#app/i18n/react.tsx'
import { fabricFill, type HomeFabric, HomeFabricPaints } from './home-fabrics.tsx'
import { SectionLink } from './section-link.tsx'

/** Rolls of this season's fabrics fanned out of a basket: each one runs out and does not return. */
const rolls: { angle: number; top: number; fabric: HomeFabric }[] = [
  { angle: -21, top: 92, fabric: 'gingham' },
  { angle: -10, top: 52, fabric: 'floral' },
  { angle: 0, top: 34, fabric: 'stripes' },
  { angle: 10, top: 60, fabric: 'dots' },
  { angle: 21, top: 98, fabric: 'herringbone' },
]

function FabricBasket() {
  return (
    <svg viewBox="70 20 260 318" className="h-auto w-full" aria-hidden="true" focusable="false" stroke="#26211d" strokeWidth="1.4" strokeLinejoin="round">
      <HomeFabricPaints prefix="basket" />
      <path d="M80 327h240" stroke="#e2d5c1" strokeOpacity=".45" />
      {rolls.map(({ angle, top, fabric }) => (
        <g key={fabric} transform={`rotate(${angle} 200 330)`}>
          <rect x="182" y={top} width="36" height={300 - top} fill={fabricFill('basket', fabric)} />
          <ellipse cx="200" cy={top} rx="18" ry="5.5" fill="#f7f2ea" />
          <ellipse cx="200" cy={top} rx="10" ry="3" fill="none" strokeWidth=".8" />
          <ellipse cx="200" cy={top} rx="3.5" ry="1.2" fill="#26211d" />
        </g>
      ))}
      <path d="M122 232h156l-18 94H140Z" fill="#3a322c" stroke="#efe6d8" strokeOpacity=".7" />
      <path d="M125 252h150m-146 20h142m-138 20h134m-130 20h126" stroke="#efe6d8" strokeOpacity=".3" strokeDasharray="6 4" />
      <rect x="114" y="224" width="172" height="12" rx="6" fill="#c9a98a" stroke="#26211d" />
      <path d="M146 234c-3 24 5 44 0 68q7.5 6 15 0t15 0 15 0 15 0c-4-24 4-44 0-68Z" fill={fabricFill('basket', 'gingham')} />
    </svg>
  )
}

export function CollectionIntro() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="home-collection-title" className="bg-paper py-20 md:py-28">
      <div className="container-page grid items-center gap-12 md:grid-cols-2 md:gap-16">
        <div>
          <p className="eyebrow text-clay-dark">{t('home.collection.eyebrow')}</p>
          <h2 id="home-collection-title" className="mt-4 text-4xl leading-[1.08] md:text-5xl">
            {t('home.collection.title')}
          </h2>
          <p className="mt-6 max-w-lg text-lg leading-relaxed text-ink-soft">{t('home.collection.text')}</p>
          <SectionLink to="/collection" className="mt-9">
            {t('home.collection.cta')}
          </SectionLink>
        </div>
        <div className="rounded-sm bg-night px-8 pb-6 pt-10 md:px-14 md:pb-8 md:pt-14">
          <FabricBasket />
        </div>
      </div>
    </section>
  )
}
