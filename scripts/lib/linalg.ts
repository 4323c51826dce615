// The little linear algebra the body model needs: Gram matrices and SPD solves by Cholesky.
// No dependency (issue 5): the systems are at most ~20 × 20.

export type Matrix = number[][]

export function createMatrix(rows: number, cols: number): Matrix {
  return Array.from({ length: rows }, () => new Array<number>(cols).fill(0))
}

/** XᵀX and XᵀY over the given rows of X (n × p) and Y (n × t). */
export function computeGram(x: readonly (readonly number[])[], y: readonly (readonly number[])[], rows: Iterable<number>): { xtx: Matrix; xty: Matrix } {
  const p = x[0]?.length ?? 0
  const t = y[0]?.length ?? 0
  const xtx = createMatrix(p, p)
  const xty = createMatrix(p, t)
  for (const r of rows) {
    const xr = x[r] as readonly number[]
    const yr = y[r] as readonly number[]
    for (let i = 0; i < p; i++) {
      const xi = xr[i] as number
      const rowI = xtx[i] as number[]
      for (let j = i; j < p; j++) rowI[j] = (rowI[j] as number) + xi * (xr[j] as number)
      const rowY = xty[i] as number[]
      for (let k = 0; k < t; k++) rowY[k] = (rowY[k] as number) + xi * (yr[k] as number)
    }
  }
  for (let i = 0; i < p; i++) for (let j = 0; j < i; j++) (xtx[i] as number[])[j] = (xtx[j] as number[])[i] as number
  return { xtx, xty }
}

export function subtractMatrix(a: Matrix, b: Matrix): Matrix {
  return a.map((row, i) => row.map((v, j) => v - ((b[i] as number[])[j] as number)))
}

/**
 * Solves A X = B for symmetric positive definite A (Cholesky, A = L Lᵀ). Throws when A is not
 * positive definite: a ridge penalty > 0 on every non-intercept column prevents that.
 */
export function solveSpd(a: Matrix, b: Matrix): Matrix {
  const n = a.length
  const l = createMatrix(n, n)
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = (a[i] as number[])[j] as number
      for (let k = 0; k < j; k++) sum -= ((l[i] as number[])[k] as number) * ((l[j] as number[])[k] as number)
      if (i === j) {
        if (!(sum > 0)) throw new Error('solveSpd: matrix is not positive definite')
        ;(l[i] as number[])[i] = Math.sqrt(sum)
      } else (l[i] as number[])[j] = sum / ((l[j] as number[])[j] as number)
    }
  }
  const t = b[0]?.length ?? 0
  const x = createMatrix(n, t)
  for (let c = 0; c < t; c++) {
    const z = new Array<number>(n).fill(0)
    for (let i = 0; i < n; i++) {
      let sum = (b[i] as number[])[c] as number
      for (let k = 0; k < i; k++) sum -= ((l[i] as number[])[k] as number) * (z[k] as number)
      z[i] = sum / ((l[i] as number[])[i] as number)
    }
    for (let i = n - 1; i >= 0; i--) {
      let sum = z[i] as number
      for (let k = i + 1; k < n; k++) sum -= ((l[k] as number[])[i] as number) * ((x[k] as number[])[c] as number)
      ;(x[i] as number[])[c] = sum / ((l[i] as number[])[i] as number)
    }
  }
  return x
}

/**
 * Ridge regression with an unpenalised intercept in column 0: minimises
 * ‖y − Xβ‖² + λ·n·‖β₁…‖². Scaling λ by n keeps its meaning across training-set sizes.
 */
export function solveRidge(xtx: Matrix, xty: Matrix, lambda: number, n: number): Matrix {
  const a = xtx.map((row, i) => row.map((v, j) => (i === j && i > 0 ? v + lambda * n : v)))
  return solveSpd(a, xty)
}

/** Empirical quantile with linear interpolation between order statistics (type 7). */
export function computeQuantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const pos = (sorted.length - 1) * q
  const lo = Math.floor(pos)
  const hi = Math.ceil(pos)
  const a = sorted[lo] as number
  return a + ((sorted[hi] as number) - a) * (pos - lo)
}

/** Deterministic fold of each row: a seeded shuffle (mulberry32), then round-robin. */
export function computeFolds(n: number, k: number, seed: number): number[] {
  let state = seed >>> 0
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const order = Array.from({ length: n }, (_, i) => i)
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[order[i], order[j]] = [order[j] as number, order[i] as number]
  }
  const folds = new Array<number>(n).fill(0)
  order.forEach((row, position) => (folds[row] = position % k))
  return folds
}
