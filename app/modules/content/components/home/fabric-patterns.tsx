/**
 * Fabric swatches drawn as SVG patterns (the shop has no photographs). Each illustration renders its
 * own <defs> under a prefix, so ids never collide and every SVG stands alone.
 */
export type Fabric = 'stripe' | 'dots' | 'check' | 'herring' | 'sprig'

export const fabricFill = (prefix: string, fabric: Fabric) => `url(#${prefix}-${fabric})`

const tile = { patternUnits: 'userSpaceOnUse' } as const

export function FabricPatterns({ prefix }: { prefix: string }) {
  return (
    <defs>
      <pattern id={`${prefix}-stripe`} width="9" height="9" {...tile}>
        <rect width="9" height="9" fill="#efe6d8" />
        <rect x="1" width="1.6" height="9" fill="#9c4f37" />
        <rect x="5" width="0.6" height="9" fill="#9c4f37" />
      </pattern>
      <pattern id={`${prefix}-dots`} width="9" height="9" {...tile}>
        <rect width="9" height="9" fill="#4d5a3a" />
        <circle cx="2.2" cy="2.2" r="1" fill="#efe6d8" />
        <circle cx="6.7" cy="6.7" r="1" fill="#efe6d8" />
      </pattern>
      <pattern id={`${prefix}-check`} width="12" height="12" {...tile}>
        <rect width="12" height="12" fill="#f7f2ea" />
        <path d="M0 0h6v12H0zM0 0h12v6H0z" fill="#9c4f37" fillOpacity=".32" />
      </pattern>
      <pattern id={`${prefix}-herring`} width="10" height="7" {...tile}>
        <rect width="10" height="7" fill="#e2d5c1" />
        <path d="M0 7 5 0l5 7" fill="none" stroke="#4a413a" strokeWidth="1" />
      </pattern>
      <pattern id={`${prefix}-sprig`} width="16" height="16" {...tile}>
        <rect width="16" height="16" fill="#7c3b27" />
        <circle cx="4" cy="4" r="1.5" fill="#e2d5c1" />
        <path d="M12 9c-2 2-2 4 0 6 2-2 2-4 0-6Z" fill="#c9a98a" />
      </pattern>
    </defs>
  )
}
