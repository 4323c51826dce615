import { FabricPaint } from '#app/modules/artwork/fabric-patterns.tsx'
import type { PatternKind, PatternSpec } from '#app/modules/artwork/pattern-kinds.ts'

/**
 * The fabrics in the home page's drawings (the hero's swatches and shirt, the basket of rolls): the
 * shop's own fabric drawings in the page's palette, one of each weave, each scaled to the drawing.
 */
const homeFabrics = {
  stripes: { pattern: { kind: 'stripes', base: '#efe6d8', accent: '#9c4f37' }, scale: 0.9 },
  dots: { pattern: { kind: 'dots', base: '#4d5a3a', accent: '#efe6d8' }, scale: 0.45 },
  gingham: { pattern: { kind: 'gingham', base: '#f7f2ea', accent: '#9c4f37' }, scale: 0.86 },
  herringbone: { pattern: { kind: 'herringbone', base: '#e2d5c1', accent: '#4a413a' }, scale: 0.8 },
  floral: { pattern: { kind: 'floral', base: '#7c3b27', accent: '#e2d5c1' }, scale: 0.4 },
} satisfies Partial<Record<PatternKind, { pattern: PatternSpec; scale: number }>>

export type HomeFabric = keyof typeof homeFabrics

export const fabricFill = (prefix: string, fabric: HomeFabric) => `url(#${prefix}-${fabric})`

/**
 * The paints, under a prefix so every drawing's ids stand alone. Strokes the drawing sets on its
 * root stop here: the weave draws its own threads.
 */
export function HomeFabricPaints({ prefix }: { prefix: string }) {
  return (
    <defs stroke="none">
      {Object.entries(homeFabrics).map(([name, { pattern, scale }]) => (
        <FabricPaint key={name} id={`${prefix}-${name}`} pattern={pattern} scale={scale} />
      ))}
    </defs>
  )
}
