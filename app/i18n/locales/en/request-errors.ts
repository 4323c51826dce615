import type { requestErrors as es } from '../es/request-errors.ts'
import type { Translation } from '../../types.ts'

export const requestErrors = {
  notAForm: "The shop's forms are sent as application/x-www-form-urlencoded or multipart/form-data; this request is not a form.",
  unreadableForm: 'We could not read the form that was sent. Go back to the page and try again.',
  methodNotAllowed: 'This address only accepts the GET, HEAD and POST methods.',
  badPathEncoding: 'The address has an invalid encoding: every "%" must be followed by two hexadecimal digits of a UTF-8 character.',
} satisfies Translation<typeof es>
