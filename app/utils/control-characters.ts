/**
 * Control characters no form of the shop accepts (issue 31, item 4): NUL and the other C0 controls,
 * DEL and the C1 controls. Tab, line feed and carriage return are text a multi-line field may hold
 * (a browser's single-line input cannot send them). PostgreSQL refuses NUL in text outright (a 500
 * before this rule); the others would reach e-mails, PDFs and CSV exports as invisible bytes.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what is being matched
const refused = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

export function hasControlCharacters(value: string): boolean {
  return refused.test(value)
}

/** The message code a field with one gets: its page shows the field's message for it. */
export const controlCharactersCode = 'controlCharacters'
