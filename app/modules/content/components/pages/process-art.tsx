import { FabricPaint } from '#app/modules/artwork/fabric-patterns.tsx'
import { Art, DressForm, Glint, tone, useArtIds } from './art-kit.tsx'

const shirtSketch = 'M150 120 100 140 52 250 88 268 124 200 126 400H274L276 200 312 268 348 250 300 140 250 120C238 136 222 142 200 142S162 136 150 120Z'

/** Step 1, design (on cream): a sketch on paper, the pencil, and three swatches to choose from. */
export function DesignArt() {
  return (
    <Art viewBox="0 0 320 320">
      <g transform="rotate(-6 160 160)">
        <rect x={74} y={46} width={172} height={214} fill={tone.paper} stroke={tone.line} strokeWidth={2} />
        <path d={shirtSketch} transform="translate(70 36) scale(.45)" fill="none" stroke={tone.ink} strokeWidth={1.8} vectorEffect="non-scaling-stroke" strokeLinejoin="round" />
        <path d="M160 100V216" stroke={tone.ink} strokeWidth={1.2} strokeDasharray="3 4" />
      </g>
      <g transform="translate(196 210) rotate(-42)">
        <rect x={0} y={-7} width={104} height={14} fill={tone.gold} />
        <rect x={92} y={-7} width={12} height={14} fill={tone.clay} />
        <path d="M0-7-22 0 0 7Z" fill={tone.sand} />
        <path d="M-14-3.2-22 0-14 3.2Z" fill={tone.ink} />
      </g>
      <circle cx={84} cy={268} r={20} fill={tone.clay} />
      <circle cx={124} cy={282} r={20} fill={tone.olive} />
      <circle cx={164} cy={276} r={20} fill={tone.gold} />
    </Art>
  )
}

/** Step 2, body profile (on sand): a dress form with the tape round it and the tape's coil. */
export function ProfileArt() {
  return (
    <Art viewBox="0 0 320 320">
      <DressForm transform="translate(140 44) scale(.56)" fill={tone.paper} stroke={tone.ink} standColor={tone.inkSoft} />
      <g transform="translate(140 44) scale(.56)">
        <path d="M-96 222C-50 246 50 246 96 222" stroke={tone.clay} strokeWidth={12} fill="none" strokeLinecap="round" />
        <path d="M-96 222C-50 246 50 246 96 222" stroke={tone.paper} strokeWidth={6} strokeDasharray="1.5 8" fill="none" />
      </g>
      <path d="M194 168C226 176 246 196 240 228" stroke={tone.clay} strokeWidth={7} fill="none" strokeLinecap="round" />
      <circle cx={246} cy={246} r={32} fill={tone.clay} />
      <circle cx={246} cy={246} r={20} fill="none" stroke={tone.blush} strokeWidth={2} />
      <circle cx={246} cy={246} r={7} fill={tone.paper} />
      <Glint x={60} y={70} r={8} fill={tone.clay} />
    </Art>
  )
}

/** Step 3, creation (on night): a pincushion, pins and a threaded needle. */
export function CreationArt() {
  const pins = [
    { x2: 86, y2: 110, head: tone.gold },
    { x2: 128, y2: 96, head: tone.blush },
    { x2: 168, y2: 116, head: tone.paper },
    { x2: 60, y2: 150, head: tone.sage },
  ]
  return (
    <Art viewBox="0 0 320 320">
      {pins.map((p) => (
        <g key={p.x2}>
          <path d={`M118 196L${p.x2} ${p.y2}`} stroke={tone.sand} strokeWidth={2} />
          <circle cx={p.x2} cy={p.y2} r={7} fill={p.head} />
        </g>
      ))}
      <ellipse cx={118} cy={262} rx={70} ry={14} fill={tone.nightSoft} />
      <path d="M52 206C52 166 82 146 118 146S184 166 184 206 156 262 118 262 52 246 52 206Z" fill={tone.clay} />
      <path d="M118 150V258M84 154C70 190 76 236 100 260M152 154C166 190 160 236 136 260" stroke={tone.clayDark} strokeWidth={2} fill="none" />
      <path d="M102 150C106 136 130 136 134 150" fill={tone.olive} />
      <path d="M214 70 262 196" stroke={tone.cream} strokeWidth={3.5} strokeLinecap="round" />
      <ellipse cx={218} cy={82} rx={1.6} ry={5} fill={tone.night} transform="rotate(-21 218 82)" />
      <path d="M218 82C250 40 300 80 268 110 240 136 232 220 280 250 300 262 296 290 270 296" stroke={tone.gold} strokeWidth={2.2} fill="none" />
      <Glint x={262} y={50} r={8} fill={tone.cream} />
    </Art>
  )
}

/** Step 4, delivery (on olive): the box, tied with our ribbon and its tag. */
export function DeliveryArt() {
  return (
    <Art viewBox="0 0 320 320">
      <rect x={70} y={146} width={180} height={124} fill={tone.sand} />
      <rect x={60} y={120} width={200} height={36} fill={tone.cream} />
      <rect x={150} y={120} width={20} height={150} fill={tone.clay} />
      <path d="M160 120C128 76 96 110 160 120ZM160 120C192 76 224 110 160 120Z" fill={tone.clay} stroke={tone.clayDark} strokeWidth={2} />
      <circle cx={160} cy={120} r={8} fill={tone.clayDark} />
      <path d="M166 124C196 140 214 170 226 196" stroke={tone.paper} strokeWidth={1.5} fill="none" />
      <g transform="rotate(18 236 216)">
        <path d="M222 196H250V236H222L212 216Z" fill={tone.gold} transform="rotate(90 236 216)" />
        <circle cx={236} cy={204} r={3} fill={tone.olive} />
      </g>
      <ellipse cx={160} cy={276} rx={104} ry={8} fill={tone.night} opacity={0.25} />
      <Glint x={68} y={78} r={9} fill={tone.cream} />
      <Glint x={262} y={92} r={6} fill={tone.gold} />
    </Art>
  )
}

/** How-it-works step 1 (on cream): a rail with three garments in three fabrics. */
export function RailArt() {
  const id = useArtIds()
  return (
    <Art viewBox="0 0 320 320">
      <defs>
        <FabricPaint id={id('g')} pattern={{ kind: 'gingham', base: tone.paper, accent: tone.clay }} scale={0.9} />
        <FabricPaint id={id('f')} pattern={{ kind: 'floral', base: tone.olive, accent: tone.sage }} scale={0.5} />
        <FabricPaint id={id('s')} pattern={{ kind: 'stripes', base: tone.sand, accent: tone.inkSoft }} />
      </defs>
      <path d="M40 292V64H280V292M22 292H58M262 292H298" stroke={tone.ink} strokeWidth={3.5} fill="none" strokeLinecap="round" />
      {[96, 166, 236].map((x) => (
        <path key={x} d={`M${x} 64V78L${x - 26} 96H${x + 26}Z`} stroke={tone.ink} strokeWidth={2} fill="none" strokeLinejoin="round" />
      ))}
      <path d="M72 96H120L140 124 130 132 122 120V210H70V120L62 132 52 124Z" fill={`url(#${id('g')})`} stroke={tone.ink} strokeWidth={1.5} strokeLinejoin="round" />
      <path d="M148 96H184L190 136 212 236H122L142 136Z" fill={`url(#${id('f')})`} stroke={tone.ink} strokeWidth={1.5} strokeLinejoin="round" />
      <path d="M214 96H258L264 240H242L236 140 230 240H208Z" fill={`url(#${id('s')})`} stroke={tone.ink} strokeWidth={1.5} strokeLinejoin="round" />
      <Glint x={286} y={34} r={8} fill={tone.clay} />
    </Art>
  )
}

/** /process hero: one thread stitching through four buttons, one per step. */
export function ProcessHeroArt() {
  const buttons = [
    { x: 110, y: 250, fill: tone.clay },
    { x: 210, y: 170, fill: tone.gold },
    { x: 320, y: 230, fill: tone.sage },
    { x: 420, y: 140, fill: tone.blush },
  ]
  return (
    <Art viewBox="0 0 520 380">
      <circle cx={280} cy={200} r={170} fill={tone.nightSoft} />
      <path d="M10 320C60 320 70 250 110 250S170 170 210 170 280 230 320 230 380 140 420 140 470 96 486 76" stroke={tone.cream} strokeWidth={2} fill="none" />
      {buttons.map((b) => (
        <g key={b.x}>
          <circle cx={b.x} cy={b.y} r={28} fill={b.fill} />
          <circle cx={b.x} cy={b.y} r={20} fill="none" stroke={tone.night} strokeOpacity={0.25} strokeWidth={2} />
          <g fill={tone.night}>
            <circle cx={b.x - 6} cy={b.y - 6} r={3} />
            <circle cx={b.x + 6} cy={b.y - 6} r={3} />
            <circle cx={b.x - 6} cy={b.y + 6} r={3} />
            <circle cx={b.x + 6} cy={b.y + 6} r={3} />
          </g>
        </g>
      ))}
      <path d="M480 84 516 38" stroke={tone.sand} strokeWidth={4} strokeLinecap="round" />
      <Glint x={70} y={110} r={9} fill={tone.cream} />
      <Glint x={460} y={300} r={6} fill={tone.gold} />
    </Art>
  )
}

/** /faq title band: a thread drawing a question mark, dotted with a button. */
export function FaqHeroArt() {
  return (
    <Art viewBox="0 0 300 340">
      <circle cx={160} cy={170} r={130} fill={tone.nightSoft} />
      <path d="M96 118C96 48 226 40 230 116 234 166 164 174 162 232V262" stroke={tone.gold} strokeWidth={4} fill="none" strokeLinecap="round" />
      <path d="M96 118 88 196" stroke={tone.cream} strokeWidth={3.5} strokeLinecap="round" />
      <ellipse cx={95} cy={126} rx={1.5} ry={4.5} fill={tone.night} transform="rotate(6 95 126)" />
      <circle cx={162} cy={298} r={20} fill={tone.clay} />
      <g fill={tone.night}>
        <circle cx={157} cy={293} r={2.6} />
        <circle cx={167} cy={293} r={2.6} />
        <circle cx={157} cy={303} r={2.6} />
        <circle cx={167} cy={303} r={2.6} />
      </g>
      <Glint x={246} y={64} r={8} fill={tone.cream} />
    </Art>
  )
}
