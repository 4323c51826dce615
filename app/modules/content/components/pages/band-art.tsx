import { Art, tone } from './art-kit.tsx'

/** The information pages' title band (on cream): a tape measure, a cutting line and the scissors. */
export function BandArt() {
  const tape = 'M10 178C110 128 196 206 292 150S392 84 414 104'
  return (
    <Art viewBox="0 0 420 220">
      <path d="M104 74C190 58 262 40 404 36" stroke={tone.inkSoft} strokeWidth={1.5} strokeDasharray="6 7" fill="none" />
      <g transform="translate(58 78) rotate(-12)" stroke={tone.ink} strokeWidth={2} fill="none" strokeLinecap="round">
        <circle cx={-14} cy={-12} r={10} />
        <circle cx={-14} cy={16} r={10} />
        <path d="M-5-6 42 8M-5 10 42-4" />
      </g>
      <path d={tape} stroke={tone.gold} strokeWidth={18} fill="none" strokeLinecap="round" />
      <path d={tape} stroke={tone.inkSoft} strokeWidth={7} strokeDasharray="1.2 7" fill="none" transform="translate(0 -4)" />
      <circle cx={214} cy={104} r={14} fill={tone.clay} />
      <circle cx={252} cy={86} r={9} fill={tone.olive} />
      <g fill={tone.cream}>
        <circle cx={209} cy={99} r={2.2} />
        <circle cx={219} cy={99} r={2.2} />
        <circle cx={209} cy={109} r={2.2} />
        <circle cx={219} cy={109} r={2.2} />
      </g>
    </Art>
  )
}
