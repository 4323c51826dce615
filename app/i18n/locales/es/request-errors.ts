/**
 * Plain-text answers to requests no page of the shop can read (issue 14, item 7). Written on the
 * server only (app/utils/request-errors.server.ts): no page's namespaces include them.
 */
export const requestErrors = {
  notAForm: 'Los formularios de la tienda se envían como application/x-www-form-urlencoded o multipart/form-data; este envío no es un formulario.',
  unreadableForm: 'No hemos podido leer el formulario enviado. Vuelve a la página e inténtalo de nuevo.',
  methodNotAllowed: 'Esta dirección solo admite los métodos GET, HEAD y POST.',
  badPathEncoding: 'La dirección tiene una codificación no válida: cada «%» debe ir seguido de dos cifras hexadecimales de un carácter UTF-8.',
}
