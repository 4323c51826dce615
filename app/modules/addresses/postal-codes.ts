// Postal codes and provinces of a shipping address (issue 18 item 14). Pure: the address schema
// (account addresses and the checkout's address fields) runs it on the server; the pages use it to
// word the message (the country's example, the province's prefix).
//
// Spain: five digits whose first two are the province's code, 01–52 (Correos assigns the codes by
// province, in the INE's alphabetical order of the old names: 01 Álava … 50 Zaragoza, 51 Ceuta,
// 52 Melilla). The province field is free text, so its name is matched in any of its official forms
// (Castilian and the co-official one), without accents or case, and the islands by their own names.
// Other countries: their own pattern where the shop knows it; anywhere else, free text.

/** Province code → the names she may type (the first is the one shown in messages). */
export const SPANISH_PROVINCES: Readonly<Record<string, readonly string[]>> = {
  '01': ['Álava', 'Araba', 'Araba/Álava'],
  '02': ['Albacete'],
  '03': ['Alicante', 'Alacant'],
  '04': ['Almería'],
  '05': ['Ávila'],
  '06': ['Badajoz'],
  '07': ['Illes Balears', 'Islas Baleares', 'Baleares', 'Balears', 'Mallorca', 'Menorca', 'Ibiza', 'Eivissa', 'Formentera'],
  '08': ['Barcelona'],
  '09': ['Burgos'],
  '10': ['Cáceres'],
  '11': ['Cádiz'],
  '12': ['Castellón', 'Castelló', 'Castellón de la Plana'],
  '13': ['Ciudad Real'],
  '14': ['Córdoba'],
  '15': ['A Coruña', 'La Coruña', 'Coruña'],
  '16': ['Cuenca'],
  '17': ['Girona', 'Gerona'],
  '18': ['Granada'],
  '19': ['Guadalajara'],
  '20': ['Gipuzkoa', 'Guipúzcoa'],
  '21': ['Huelva'],
  '22': ['Huesca'],
  '23': ['Jaén'],
  '24': ['León'],
  '25': ['Lleida', 'Lérida'],
  '26': ['La Rioja', 'Rioja'],
  '27': ['Lugo'],
  '28': ['Madrid'],
  '29': ['Málaga'],
  '30': ['Murcia', 'Región de Murcia'],
  '31': ['Navarra', 'Nafarroa', 'Comunidad Foral de Navarra'],
  '32': ['Ourense', 'Orense'],
  '33': ['Asturias', 'Principado de Asturias', 'Oviedo'],
  '34': ['Palencia'],
  '35': ['Las Palmas', 'Gran Canaria', 'Lanzarote', 'Fuerteventura'],
  '36': ['Pontevedra'],
  '37': ['Salamanca'],
  '38': ['Santa Cruz de Tenerife', 'Tenerife', 'La Palma', 'La Gomera', 'El Hierro'],
  '39': ['Cantabria', 'Santander'],
  '40': ['Segovia'],
  '41': ['Sevilla'],
  '42': ['Soria'],
  '43': ['Tarragona'],
  '44': ['Teruel'],
  '45': ['Toledo'],
  '46': ['Valencia', 'València'],
  '47': ['Valladolid'],
  '48': ['Bizkaia', 'Vizcaya'],
  '49': ['Zamora'],
  '50': ['Zaragoza'],
  '51': ['Ceuta'],
  '52': ['Melilla'],
}

/** Lower case, no accents, no punctuation, single spaces: how names are compared. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

const provinceByName = new Map<string, string>(Object.entries(SPANISH_PROVINCES).flatMap(([code, names]) => names.map((name) => [normalizeName(name), code])))

/** The province code ('28') for a name as she typed it ("madrid", "Provincia de Málaga", "A Coruña"), or null. */
export function computeProvinceCode(province: string): string | null {
  const name = normalizeName(province).replace(/^provincia de /, '')
  return provinceByName.get(name) ?? null
}

/** A country whose postal codes the shop checks: its pattern and an example for the message. */
type PostalRule = { pattern: RegExp; example: string }

const POSTAL_RULES: Record<string, PostalRule> = {
  ES: { pattern: /^\d{5}$/, example: '28001' },
  PT: { pattern: /^\d{4}-\d{3}$/, example: '1000-001' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  IT: { pattern: /^\d{5}$/, example: '00184' },
  AD: { pattern: /^AD\d{3}$/i, example: 'AD500' },
  BE: { pattern: /^\d{4}$/, example: '1000' },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/i, example: '1012 AB' },
  CH: { pattern: /^\d{4}$/, example: '8001' },
  AT: { pattern: /^\d{4}$/, example: '1010' },
}

/** Country names as she may type them (Spanish, English, own language, ISO code) → ISO code. */
const COUNTRY_NAMES: Record<string, readonly string[]> = {
  ES: ['España', 'Spain', 'ES', 'Espanya', 'Espainia', 'Reino de España'],
  PT: ['Portugal', 'PT'],
  FR: ['Francia', 'France', 'FR'],
  DE: ['Alemania', 'Germany', 'Deutschland', 'DE'],
  IT: ['Italia', 'Italy', 'IT'],
  AD: ['Andorra', 'AD'],
  BE: ['Bélgica', 'Belgium', 'België', 'Belgique', 'BE'],
  NL: ['Países Bajos', 'Holanda', 'Netherlands', 'Nederland', 'NL'],
  CH: ['Suiza', 'Switzerland', 'Schweiz', 'Suisse', 'Svizzera', 'CH'],
  AT: ['Austria', 'Österreich', 'AT'],
}

const countryByName = new Map<string, string>(Object.entries(COUNTRY_NAMES).flatMap(([code, names]) => names.map((name) => [normalizeName(name), code])))

/** The ISO code of a country the shop knows the postal codes of, or null (free text). An empty country is Spain (the form's default). */
export function computeCountryCode(country: string): string | null {
  const name = normalizeName(country)
  return name === '' ? 'ES' : (countryByName.get(name) ?? null)
}

/** The example postal code of `country`, for the message (null where postal codes are free text). */
export function computePostalExample(country: string): string | null {
  const code = computeCountryCode(country)
  return code ? (POSTAL_RULES[code]?.example ?? null) : null
}

export type PostalProblem = 'postalFormat' | 'postalProvince' | 'unknownProvince'

/**
 * What is wrong with a (trimmed, non-empty) postal code and province for `country`, or null:
 * - `postalFormat`: not the country's pattern (Spain: five digits from 01 to 52);
 * - `unknownProvince`: a Spanish address whose province is not one of Spain's 52;
 * - `postalProvince`: a Spanish postal code whose first two digits are another province's.
 */
export function computePostalProblems(input: { postalCode: string; province: string; country: string }): Partial<Record<'postalCode' | 'province', PostalProblem>> {
  const country = computeCountryCode(input.country)
  const rule = country ? POSTAL_RULES[country] : undefined
  const postal = input.postalCode.trim()
  const problems: Partial<Record<'postalCode' | 'province', PostalProblem>> = {}
  if (postal !== '' && rule && !rule.pattern.test(postal)) problems.postalCode = 'postalFormat'
  if (country !== 'ES') return problems
  const prefix = postal.slice(0, 2)
  if (!problems.postalCode && postal !== '' && !SPANISH_PROVINCES[prefix]) problems.postalCode = 'postalFormat'
  if (input.province.trim() === '') return problems
  const province = computeProvinceCode(input.province)
  if (!province) problems.province = 'unknownProvince'
  else if (!problems.postalCode && postal !== '' && prefix !== province) problems.postalCode = 'postalProvince'
  return problems
}

/** "Madrid" and "28" for the message of a postal code that does not match its province. */
export function computeProvinceHint(province: string): { name: string; code: string } | null {
  const code = computeProvinceCode(province)
  return code ? { name: SPANISH_PROVINCES[code]![0]!, code } : null
}

/**
 * A phone number as the checkout's guest form states it (docs/product.md#checkout): an optional +,
 * then 9 or more digits, which may be separated by spaces, hyphens or brackets; at most 15 digits,
 * the longest international number (ITU-T E.164). The one rule of the account addresses and the checkout.
 */
export function isPhoneNumber(text: string): boolean {
  const value = text.trim()
  if (!/^\+?[\d\s\-()]+$/.test(value)) return false
  const digits = value.replace(/\D/g, '').length
  return digits >= 9 && digits <= 15
}

/**
 * The province a Spanish postal code names ('41001' → 'Sevilla'), or null when the country is not
 * Spain or the code is not one: the checkout fills the province she left empty from it (one field less).
 */
export function computeProvinceFromPostal(postalCode: string, country: string): string | null {
  if (computeCountryCode(country) !== 'ES') return null
  const postal = postalCode.trim()
  if (!/^\d{5}$/.test(postal)) return null
  return SPANISH_PROVINCES[postal.slice(0, 2)]?.[0] ?? null
}
