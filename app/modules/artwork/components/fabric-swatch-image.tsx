import type { PatternSpec } from '#app/modules/artwork/pattern-kinds.ts'
import { fabricImageUrl, type SwatchShape } from '#app/modules/artwork/garment-design.ts'
import { cn } from '#app/utils/cn.ts'

/** A fabric sample as a cached picture (/media/fabric.webp), for chips and lists; decorative (the fabric's name is beside it). */
export function FabricSwatchImage({ pattern, className, shape = 'circle' }: { pattern: PatternSpec; className?: string; shape?: SwatchShape }) {
  const double = fabricImageUrl(pattern, shape, 2)
  return <img src={double} srcSet={`${double} 2x, ${fabricImageUrl(pattern, shape, 3)} 3x`} width={64} height={64} alt="" decoding="async" className={cn('block', className)} />
}
