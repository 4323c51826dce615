import { fabricFill, type HomeFabric, HomeFabricPaints } from './home-fabrics.tsx'

/*
 * The hero's picture, drawn for us: two twin dress forms (the founders), one still being measured,
 * the other wearing the finished shirt, over a fan of fabric swatches. Line art, no raster, ~4 KB.
 */
const body =
  'M-13 18C-26 24-50 26-60 36c-8 10-6 30-4 48 2 26 16 50 19 72 2 20-15 44-15 70l4 14q56 12 112 0l4-14c0-26-17-50-15-70 3-22 17-46 19-72 2-18 4-38-4-48-10-10-34-12-47-18Z'
const shirt =
  'M-13 18C-26 24-50 26-60 36c-8 10-6 30-4 48 2 26 16 50 19 72 1 20-9 40-11 58q28 12 56 6 28 6 56-6c-2-18-12-38-11-58 3-22 17-46 19-72 2-18 4-38-4-48-10-10-34-12-47-18Z'
const sleeve = 'M-60 36c-10 6-20 22-26 40l19 8c1-14 2-28 7-48Z'
const collar = 'M-13 17-20 28l16 16 4-14Z'
const buttons = [58, 86, 114, 142, 170, 198]
const swatches: { x: number; y: number; r: number; fabric: HomeFabric }[] = [
  { x: 24, y: 408, r: -11, fabric: 'gingham' },
  { x: 112, y: 424, r: -3, fabric: 'herringbone' },
  { x: 200, y: 420, r: 5, fabric: 'dots' },
  { x: 290, y: 406, r: 13, fabric: 'floral' },
]

function DressForm({ x, children }: { x: number; children?: React.ReactNode }) {
  return (
    <g transform={`translate(${x} 64)`}>
      <path d="M0 246v104m-42 30 42-30 42 30M0 350v34" />
      <circle cy="-6" r="3" />
      <path d="M-13 18-12 2m25 16-1-16" />
      <ellipse cy="2" rx="12" ry="3.5" fill="#342d28" />
      <path d={body} fill="#342d28" />
      <path d="M-56 240q56-10 112 0" strokeOpacity=".5" />
      {children}
    </g>
  )
}

function Tape({ d }: { d: string }) {
  return (
    <>
      <path d={d} stroke="#c9a98a" strokeWidth="6" strokeOpacity="1" />
      <path d={d} stroke="#26211d" strokeWidth="3" strokeDasharray="0.8 3.2" strokeOpacity="1" />
    </>
  )
}

export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 440 520"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="#efe6d8"
      strokeOpacity=".85"
      strokeWidth="1.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <HomeFabricPaints prefix="hero" />
      <radialGradient id="hero-glow">
        <stop offset="0" stopColor="#9c4f37" stopOpacity=".45" />
        <stop offset="1" stopColor="#9c4f37" stopOpacity="0" />
      </radialGradient>
      <circle cx="220" cy="220" r="210" fill="url(#hero-glow)" stroke="none" />
      <path d="M380 30c26 14 22 52-8 62-44 15-92-34-150-8" strokeOpacity=".45" strokeDasharray="2 5" />
      <path d="m404 14-30 34" strokeWidth="1.6" />
      <ellipse cx="401" cy="17.5" rx="1.3" ry="3.2" transform="rotate(41 401 17.5)" />
      <DressForm x={130}>
        <path d="M0 20v228" strokeOpacity=".35" strokeDasharray="3 4" />
        <Tape d="M-64 88q64 18 128 0" />
        <Tape d="M-45 156q45 12 90 0" />
        <Tape d="M64 88c16 30 2 70 22 116" />
      </DressForm>
      <DressForm x={310}>
        <path d={sleeve} fill={fabricFill('hero', 'stripes')} />
        <path d={sleeve} fill={fabricFill('hero', 'stripes')} transform="scale(-1 1)" />
        <path d={shirt} fill={fabricFill('hero', 'stripes')} />
        <path d="M-13 17q13 7 26 0" />
        <path d={collar} fill="#efe6d8" />
        <path d={collar} fill="#efe6d8" transform="scale(-1 1)" />
        <path d="M0 30v190" stroke="#7c3b27" />
        {buttons.map((y) => (
          <circle key={y} cy={y} r="1.8" fill="#f7f2ea" stroke="#7c3b27" strokeWidth=".6" />
        ))}
      </DressForm>
      {swatches.map((s) => (
        <g key={s.fabric} transform={`translate(${s.x} ${s.y}) rotate(${s.r})`}>
          <rect width="112" height="76" rx="2" fill={fabricFill('hero', s.fabric)} stroke="#26211d" strokeWidth="3" strokeOpacity="1" />
          <rect x="7" y="7" width="98" height="62" stroke="#26211d" strokeOpacity=".55" strokeDasharray="3 3" />
        </g>
      ))}
    </svg>
  )
}
