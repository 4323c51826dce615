/** The common-password list of @zxcvbn-ts/language-common (its package has no types for this file). */
declare module '@zxcvbn-ts/language-common/dist/passwords.json.mjs' {
  const passwords: string[]
  export default passwords
}
