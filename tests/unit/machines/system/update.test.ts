import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  compareVersions,
  olderThanCurrent,
  parseVersion,
  setTargetReleaseRight,
  targetVersionProblem,
  UPDATE_ADMIN_ONLY,
  validateTargetRelease,
  VERSION_FORMAT,
  VERSION_REQUIRED,
} from '~/machines/system/update'
const v = (s: string) => parseVersion(s)!

describe('a system version', () => {
  test.each(['1.0.0', '0.0.1', '16.0.0', '1.2.3-rc.1', '1.2.3-alpha.beta+build.5', '10.20.30+meta'])('%s is one', (s) => {
    expect(parseVersion(s)).toBeDefined()
  })

  test.each(['', '1', '1.2', 'v1.2.3', '01.2.3', '1.2.3.4', '1.2.3-', '1.2.3-01', ' 1.2.3', 'latest'])(
    '%j is not',
    (s) => {
      expect(parseVersion(s)).toBeUndefined()
    },
  )

  test('semver precedence: numbers by value, a pre-release before its release, build ignored', () => {
    const order = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
      '1.0.1',
      '1.2.0',
      '1.10.0',
      '2.0.0',
    ]
    for (let i = 1; i < order.length; i++) expect(compareVersions(v(order[i - 1]), v(order[i]))).toBeLessThan(0)
    expect(compareVersions(v('1.0.0+a'), v('1.0.0+b'))).toBe(0)
  })

  test('the order is antisymmetric', () => {
    const part = fc.integer({ min: 0, max: 30 })
    const pre = fc.option(fc.constantFrom('alpha', 'beta.2', 'rc.1', '1'))
    const ver = fc.tuple(part, part, part, pre).map(([a, b, c, p]) => `${a}.${b}.${c}${p ? `-${p}` : ''}`)
    fc.assert(
      fc.property(ver, ver, (a, b) => Math.sign(compareVersions(v(a), v(b))) === -Math.sign(compareVersions(v(b), v(a)))),
    )
  })
})

describe('the target release form’s check', () => {
  test('required, a semantic version, not older than the current target', () => {
    expect(targetVersionProblem('  ', '15.0.0')).toBe(VERSION_REQUIRED)
    expect(targetVersionProblem('16', '15.0.0')).toBe(VERSION_FORMAT)
    expect(targetVersionProblem('14.9.9', '15.0.0')).toBe(olderThanCurrent('15.0.0'))
    expect(olderThanCurrent('15.0.0')).toContain('(15.0.0)')
    expect(targetVersionProblem('15.0.0-rc.1', '15.0.0')).toBe(olderThanCurrent('15.0.0'))
    expect(targetVersionProblem('15.0.0', '15.0.0')).toBeUndefined()
    expect(targetVersionProblem(' 16.0.0 ', '15.0.0')).toBeUndefined()
  })

  test('with no target yet, any version will do', () => {
    expect(targetVersionProblem('0.0.1', undefined)).toBeUndefined()
    expect(validateTargetRelease({ systemVersion: '1.0.0' }, undefined)).toEqual({ systemVersion: undefined })
  })

  test('only a fleet admin may set it', () => {
    expect(setTargetReleaseRight('admin')).toEqual({ allowed: true })
    for (const role of ['collaborator', 'viewer', undefined] as const) {
      expect(setTargetReleaseRight(role)).toEqual({ allowed: false, reason: UPDATE_ADMIN_ONLY })
    }
  })
})
