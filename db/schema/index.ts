export * from './catalogue.ts'
export * from './newsletter.ts'
export * from './returns.ts'
export * from './settings.ts'
