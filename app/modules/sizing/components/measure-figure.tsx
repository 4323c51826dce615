import type { MeasurementField } from '../fields.ts'

/**
 * A small front-view figure with the line where a field is measured (docs/product.md#the-22-measurements: each
 * field has a short how-to and an illustration). One drawing, 22 highlights: girths are rings,
 * lengths are lines with end ticks, and what is taken at the back is dashed.
 */

type Mark = { kind: 'ring'; cx: number; cy: number; rx: number; ry?: number } | { kind: 'line'; d: string; back?: boolean; ticks?: [number, number, number, number][] }

const tickH = (x: number, y: number): [number, number, number, number] => [x - 2.5, y, x + 2.5, y]

const MARKS: Record<MeasurementField, Mark> = {
  alturaTotal: { kind: 'line', d: 'M70 5V154', ticks: [tickH(70, 5), tickH(70, 154)] },
  alturaTalleDelantero: { kind: 'line', d: 'M40 25V56', ticks: [tickH(40, 25), tickH(40, 56)] },
  alturaTalleTrasero: { kind: 'line', d: 'M40 21V56', back: true, ticks: [tickH(40, 21), tickH(40, 56)] },
  contornoBusto: { kind: 'ring', cx: 40, cy: 44, rx: 16.5 },
  contornoDebajoBusto: { kind: 'ring', cx: 40, cy: 50, rx: 14 },
  contornoCintura: { kind: 'ring', cx: 40, cy: 56, rx: 12 },
  contornoAbdomen: { kind: 'ring', cx: 40, cy: 64, rx: 13.5 },
  contornoCadera: { kind: 'ring', cx: 40, cy: 77, rx: 15.5 },
  alturaCadera: { kind: 'line', d: 'M61 56V77', ticks: [tickH(61, 56), tickH(61, 77)] },
  anchoEspalda: { kind: 'line', d: 'M26 33H54', back: true, ticks: [[26, 30.5, 26, 35.5], [54, 30.5, 54, 35.5]] },
  contornoCuello: { kind: 'ring', cx: 40, cy: 24.5, rx: 4.5, ry: 1.3 },
  contornoBrazo: { kind: 'ring', cx: 21.8, cy: 45, rx: 4, ry: 1.3 },
  largoBrazo: { kind: 'line', d: 'M22 29L16.5 57L12.5 86', ticks: [[19.5, 28.5, 24.5, 29.5], [10, 86, 15, 86]] },
  contornoMuneca: { kind: 'ring', cx: 16.4, cy: 84, rx: 3, ry: 1.1 },
  contornoAxila: { kind: 'ring', cx: 40, cy: 37, rx: 20.5, ry: 2 },
  tiroCompleto: { kind: 'line', d: 'M33 56C34 80 37.5 93 40 93C42.5 93 46 80 47 56' },
  largoPiernaExterior: { kind: 'line', d: 'M61 56V152', ticks: [tickH(61, 56), tickH(61, 152)] },
  largoPiernaInterior: { kind: 'line', d: 'M41.2 95L43.6 152', ticks: [[39.5, 95, 43, 95], [41.5, 152, 46, 152]] },
  contornoMuslo: { kind: 'ring', cx: 47, cy: 100, rx: 7.5 },
  contornoRodilla: { kind: 'ring', cx: 46.3, cy: 122, rx: 5.5 },
  contornoPantorrilla: { kind: 'ring', cx: 45.6, cy: 133, rx: 4.6 },
  contornoTobillo: { kind: 'ring', cx: 45.6, cy: 146.5, rx: 3.4, ry: 1.2 },
}

export function MeasureFigure({ field, className }: { field: MeasurementField; className?: string }) {
  const mark = MARKS[field]
  return (
    <svg viewBox="0 0 80 160" className={className} aria-hidden="true" focusable="false">
      <g fill="var(--color-cream)" stroke="var(--color-ink-soft)" strokeWidth="0.7" strokeLinejoin="round">
        <path d="M22.5 31C20 42 19 50 17.5 58L14 86C13.6 89 14.5 92 16.3 92C18 92 18.6 89 18.8 86L22.6 59C23.6 53 24.6 47 25 41Z" />
        <path d="M57.5 31C60 42 61 50 62.5 58L66 86C66.4 89 65.5 92 63.7 92C62 92 61.4 89 61.2 86L57.4 59C56.4 53 55.4 47 55 41Z" />
        {/* Legs, then the torso over their top: both are open paths, so no seam is drawn at the hip. */}
        <path d="M54 86C54 100 51 118 49 130L48 150C48 152 43 152 43 150L42 128C41 115 41 100 40 93C39 100 39 115 38 128L37 150C37 152 32 152 32 150L31 130C29 118 26 100 26 86" />
        <path d="M26 86.5C25 82 24.8 77 25.5 72C26.5 67 28 62 29 56C28 50 25 46 24.5 41C24 37 23.5 34 24.5 30.5C27 27 33 27.5 37 25V21H43V25C47 27.5 53 27 55.5 30.5C56.5 34 56 37 55.5 41C55 46 52 50 51 56C52 62 53.5 67 54.5 72C55.2 77 55 82 54 86.5" />
        <circle cx="40" cy="13" r="8" />
      </g>
      <g fill="none" stroke="var(--color-clay)" strokeWidth="1.6" strokeLinecap="round">
        {mark.kind === 'ring' ? (
          <ellipse cx={mark.cx} cy={mark.cy} rx={mark.rx} ry={mark.ry ?? 1.7} />
        ) : (
          <>
            <path d={mark.d} strokeDasharray={mark.back ? '2.2 2' : undefined} />
            {mark.ticks?.map(([x1, y1, x2, y2]) => <line key={`${x1}-${y1}`} x1={x1} y1={y1} x2={x2} y2={y2} />)}
          </>
        )}
      </g>
    </svg>
  )
}
