/**
 * The code's own layout, written down: no semicolons, single quotes, trailing commas, and long lines
 * (a call or a row of data stays on one line up to 180 characters; most files' longest lines are
 * 150–190). Hand-laid tables of data (seed rows, drawing coordinates) carry `// prettier-ignore`.
 * @type {import('prettier').Config}
 */
export default {
  semi: false,
  singleQuote: true,
  printWidth: 180,
}
