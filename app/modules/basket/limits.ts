/**
 * How many designs one basket holds (issue 14 item 9): far more than one order's worth of made-
 * to-measure garments, few enough that a script posting the customizer cannot fill the database.
 */
export const MAX_BASKET_ITEMS = 20
