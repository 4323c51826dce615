import { afterEach, describe, expect, test } from 'vitest'
import { getEnv } from './env.server.ts'

const saved = { ...process.env }

afterEach(() => {
  for (const name of ['LOG_LEVEL', 'TRUST_PROXY', 'BUILD_DIR']) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
})

describe('getEnv: all configuration, validated', () => {
  test('defaults for what is unset, and a change is seen on the next call', () => {
    delete process.env.TRUST_PROXY
    delete process.env.BUILD_DIR
    expect(getEnv()).toMatchObject({ TRUST_PROXY: 'loopback', BUILD_DIR: 'build' })
    process.env.BUILD_DIR = 'build-q'
    expect(getEnv().BUILD_DIR).toBe('build-q')
  })

  test('a wrong value fails, naming the variable', () => {
    process.env.LOG_LEVEL = 'loud'
    expect(() => getEnv()).toThrow(/LOG_LEVEL/)
  })
})
