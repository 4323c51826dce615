import { FabricPaint } from '#app/modules/artwork/fabric-patterns.tsx'
import { Art, DressForm, Glint, tone, useArtIds } from './art-kit.tsx'

/** /values hero: a dress form under an arch, draped in one of our fabrics, on the dark band. */
export function ValuesHeroArt() {
  const id = useArtIds()
  return (
    <Art viewBox="0 0 480 560">
      <defs>
        <FabricPaint id={id('drape')} pattern={{ kind: 'floral', base: tone.clay, accent: tone.blush }} scale={0.7} />
      </defs>
      <path d="M60 560V250a180 180 0 0 1 360 0v310Z" fill={tone.nightSoft} />
      <circle cx={345} cy={150} r={44} fill={tone.clay} opacity={0.85} />
      <DressForm transform="translate(240 96)" fill={tone.sand} standColor={tone.gold} />
      <g transform="translate(240 96)">
        <path d="M0 14V298" stroke={tone.muted} strokeWidth={1.5} strokeDasharray="4 6" />
        <path
          d="M-70 44C-30 60 10 120 40 170 62 208 80 250 92 300 100 336 100 360 96 392 84 384 70 384 58 394 62 350 56 318 44 290 28 252 0 214-26 170-48 134-62 96-70 44Z"
          fill={`url(#${id('drape')})`}
        />
        <path d="M-40 92C-14 136 16 176 46 226M20 150C44 190 66 240 76 300" stroke={tone.clayDark} strokeWidth={2} fill="none" opacity={0.7} />
        <path d="M-112 214C-60 240 60 240 100 222 124 212 142 226 134 250 128 268 110 276 106 302" stroke={tone.gold} strokeWidth={10} fill="none" strokeLinecap="round" />
        <path d="M-112 214C-60 240 60 240 100 222 124 212 142 226 134 250 128 268 110 276 106 302" stroke={tone.night} strokeWidth={5} strokeDasharray="1.2 6" fill="none" />
      </g>
      <g stroke={tone.cream} strokeWidth={2.5} fill="none" strokeLinecap="round" transform="translate(96 470) rotate(-28)">
        <circle cx={0} cy={0} r={11} />
        <circle cx={0} cy={34} r={11} />
        <path d="M9 7 62 30M9 27 62 4" />
      </g>
      <Glint x={120} y={150} r={9} fill={tone.cream} />
      <Glint x={396} y={300} r={6} fill={tone.gold} />
      <Glint x={150} y={96} r={5} fill={tone.gold} />
    </Art>
  )
}

/** Customisation: a shirt's flat sketch with the swatches it could be made in. */
export function CustomizationArt() {
  const id = useArtIds()
  return (
    <Art viewBox="0 0 400 500">
      <defs>
        <FabricPaint id={id('gingham')} pattern={{ kind: 'gingham', base: tone.paper, accent: tone.clay }} scale={1.15} />
        <FabricPaint id={id('stripes')} pattern={{ kind: 'stripes', base: tone.sand, accent: tone.olive }} scale={1.4} />
        <FabricPaint id={id('dots')} pattern={{ kind: 'dots', base: tone.night, accent: tone.gold }} scale={0.7} />
      </defs>
      <circle cx={200} cy={250} r={150} fill={tone.blush} opacity={0.45} />
      <g transform="translate(30 -14) scale(.85)">
        <path
          d="M150 120 100 140 52 250 88 268 124 200 126 400H274L276 200 312 268 348 250 300 140 250 120C238 136 222 142 200 142S162 136 150 120Z"
          fill={tone.paper}
          stroke={tone.ink}
          strokeWidth={2}
          strokeLinejoin="round"
        />
        <g fill={tone.paper} stroke={tone.ink} strokeWidth={2} strokeLinejoin="round">
          <path d="M152 118 200 142 176 168Z" />
          <path d="M248 118 200 142 224 168Z" />
        </g>
        <g stroke={tone.ink} strokeWidth={1.5} fill="none">
          <path d="M200 142V400M59 233 95 251M341 233 305 251" />
          <path d="M222 206h32v36h-32zM222 214h32" />
        </g>
        <g fill={tone.ink}>
          {[180, 220, 260, 300, 340, 380].map((y) => (
            <circle key={y} cx={200} cy={y} r={3.2} />
          ))}
        </g>
        <path d="M112 110 96 138 44 252 92 282 124 222" stroke={tone.clay} strokeWidth={1.5} strokeDasharray="6 6" fill="none" />
      </g>
      <rect x={56} y={350} width={104} height={100} fill={`url(#${id('gingham')})`} transform="rotate(-10 108 400)" />
      <rect x={150} y={362} width={100} height={96} fill={`url(#${id('dots')})`} transform="rotate(3 200 410)" />
      <rect x={240} y={348} width={104} height={100} fill={`url(#${id('stripes')})`} transform="rotate(11 292 398)" />
      <g transform="translate(320 70) rotate(35)" stroke={tone.ink} strokeWidth={2} fill="none" strokeLinecap="round">
        <circle cx={0} cy={0} r={10} />
        <circle cx={0} cy={30} r={10} />
        <path d="M8 6 58 27M8 24 58 3" />
      </g>
    </Art>
  )
}

/** Technology: the body profile, a dress form crossed by its measuring lines and a data lattice. */
export function TechnologyArt() {
  const id = useArtIds()
  const lines = [
    { y: 150, w: 104 },
    { y: 228, w: 84 },
    { y: 300, w: 98 },
  ]
  return (
    <Art viewBox="0 0 400 500">
      <defs>
        <pattern id={id('grid')} width={20} height={20} patternUnits="userSpaceOnUse">
          <circle cx={10} cy={10} r={1.1} fill={tone.cream} opacity={0.28} />
        </pattern>
      </defs>
      <rect width={400} height={500} fill={`url(#${id('grid')})`} />
      <circle cx={200} cy={250} r={168} fill="none" stroke={tone.gold} strokeWidth={1.2} strokeDasharray="2 8" />
      <DressForm transform="translate(200 66)" fill={tone.nightSoft} stroke={tone.cream} standColor={tone.muted} />
      <g transform="translate(200 66)">
        {lines.map(({ y, w }) => (
          <g key={y}>
            <path d={`M${-w - 24} ${y}H${w + 24}`} stroke={tone.gold} strokeWidth={2} strokeDasharray="7 5" />
            <circle cx={-w - 24} cy={y} r={5} fill={tone.gold} />
            <circle cx={w + 24} cy={y} r={5} fill={tone.gold} />
          </g>
        ))}
        <path d="M-140 8V302M-148 8h16M-148 302h16" stroke={tone.blush} strokeWidth={2} />
      </g>
      <g stroke={tone.blush} strokeWidth={1.5} opacity={0.9}>
        <path d="M300 60 340 92 322 140 364 170M340 92 372 70" fill="none" />
      </g>
      <g fill={tone.blush}>
        {[
          [300, 60],
          [340, 92],
          [322, 140],
          [364, 170],
          [372, 70],
        ].map(([x = 0, y = 0]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={4.5} />
        ))}
      </g>
      <Glint x={70} y={90} r={8} fill={tone.cream} />
    </Art>
  )
}

/** Durability: a spool whose thread runs into a reinforced seam joining two fabrics. */
export function DurabilityArt() {
  const id = useArtIds()
  return (
    <Art viewBox="0 0 400 500">
      <defs>
        <FabricPaint id={id('herring')} pattern={{ kind: 'herringbone', base: tone.olive, accent: tone.sage }} scale={1.4} />
        <FabricPaint id={id('pin')} pattern={{ kind: 'stripes', base: tone.clay, accent: tone.blush }} scale={0.9} />
      </defs>
      <g transform="translate(0 40) rotate(-8 280 200)">
        <rect x={196} y={70} width={84} height={190} fill={`url(#${id('herring')})`} />
        <rect x={280} y={70} width={84} height={190} fill={`url(#${id('pin')})`} />
        <path d="M280 70V260" stroke={tone.ink} strokeWidth={1} opacity={0.5} />
        <path d="M270 78V252M290 78V252" stroke={tone.paper} strokeWidth={2.5} strokeDasharray="9 6" />
      </g>
      <path d="M174 336C232 340 262 324 258 296" stroke={tone.clay} strokeWidth={2} fill="none" />
      <g transform="translate(258 296) rotate(-10)">
        <path d="M0 0V-92" stroke={tone.inkSoft} strokeWidth={3} strokeLinecap="round" />
        <ellipse cx={0} cy={-8} rx={1.3} ry={4.5} fill={tone.sand} />
      </g>
      <ellipse cx={120} cy={438} rx={74} ry={18} fill={tone.goldDark} />
      <rect x={46} y={420} width={148} height={18} fill={tone.goldDark} />
      <ellipse cx={120} cy={420} rx={74} ry={18} fill={tone.gold} />
      <rect x={66} y={300} width={108} height={120} fill={tone.clay} />
      <g stroke={tone.clayDark} strokeWidth={1.6}>
        {[312, 326, 340, 354, 368, 382, 396, 410].map((y) => (
          <path key={y} d={`M66 ${y}Q120 ${y + 7} 174 ${y}`} fill="none" />
        ))}
      </g>
      <ellipse cx={120} cy={300} rx={74} ry={18} fill={tone.gold} />
      <rect x={46} y={282} width={148} height={18} fill={tone.goldDark} />
      <ellipse cx={120} cy={282} rx={74} ry={18} fill={tone.gold} />
      <ellipse cx={120} cy={282} rx={14} ry={4} fill={tone.goldDark} />
      <Glint x={90} y={140} r={10} fill={tone.paper} />
      <Glint x={350} y={330} r={7} fill={tone.clay} />
    </Art>
  )
}

/** Sustainability: a leaf cut from fabric, its vein a seam, inside a circle that never closes. */
export function SustainabilityArt() {
  const id = useArtIds()
  return (
    <Art viewBox="0 0 400 500">
      <defs>
        <FabricPaint id={id('leaf')} pattern={{ kind: 'herringbone', base: tone.sage, accent: tone.olive }} scale={1.4} />
      </defs>
      <path d="M352 250A152 152 0 1 1 300 136" fill="none" stroke={tone.cream} strokeWidth={2} strokeDasharray="2 9" strokeLinecap="round" />
      <path d="M284 118 306 134 282 150" fill="none" stroke={tone.cream} strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" />
      <path d="M196 420C110 360 92 220 170 110 188 84 210 70 236 58 272 150 300 262 252 360 238 388 220 406 196 420Z" fill={`url(#${id('leaf')})`} />
      <path d="M196 420C206 300 220 180 236 58" stroke={tone.paper} strokeWidth={2.5} strokeDasharray="8 6" fill="none" />
      <g stroke={tone.paper} strokeWidth={1.5} fill="none" opacity={0.8}>
        <path d="M204 330 150 290M210 270 164 220M218 210 184 160M214 300 262 258M220 230 266 190" />
      </g>
      <path d="M196 420 184 462" stroke={tone.sage} strokeWidth={4} strokeLinecap="round" />
      <rect x={72} y={396} width={54} height={40} fill={tone.blush} transform="rotate(-16 99 416)" />
      <rect x={292} y={388} width={46} height={52} fill={tone.sand} transform="rotate(14 315 414)" />
      <Glint x={318} y={84} r={9} fill={tone.cream} />
    </Art>
  )
}

/** Exclusivity: one dress on one hanger, tagged one of one. */
export function ExclusivityArt() {
  const id = useArtIds()
  return (
    <Art viewBox="0 0 400 500">
      <defs>
        <FabricPaint id={id('dress')} pattern={{ kind: 'floral', base: tone.paper, accent: tone.blush }} scale={0.7} />
      </defs>
      <circle cx={200} cy={290} r={150} fill={tone.clayDark} opacity={0.55} />
      <path d="M200 96C200 80 186 72 176 80 166 88 172 100 180 100" fill="none" stroke={tone.paper} strokeWidth={4} strokeLinecap="round" transform="translate(20 -20)" />
      <path d="M200 80 112 136H288Z" fill="none" stroke={tone.paper} strokeWidth={4} strokeLinejoin="round" />
      <path d="M148 136C170 148 230 148 252 136L264 200C252 216 248 232 246 252L306 444C240 462 160 462 94 444L154 252C152 232 148 216 136 200Z" fill={`url(#${id('dress')})`} />
      <path d="M154 252C184 262 216 262 246 252" stroke={tone.clay} strokeWidth={2} fill="none" />
      <path d="M246 256C270 272 292 272 302 292" stroke={tone.paper} strokeWidth={1.5} fill="none" />
      <g transform="rotate(-12 312 330)">
        <path d="M286 300 300 286H326L340 300V376H286Z" fill={tone.gold} />
        <circle cx={313} cy={302} r={4} fill={tone.clay} />
        <text x={313} y={350} textAnchor="middle" fontFamily="Jost Variable, sans-serif" fontSize={20} fontWeight={500} fill={tone.night}>
          1/1
        </text>
      </g>
      <Glint x={90} y={150} r={9} fill={tone.paper} />
      <Glint x={330} y={120} r={6} fill={tone.gold} />
    </Art>
  )
}
