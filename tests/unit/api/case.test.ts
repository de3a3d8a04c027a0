import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, expectTypeOf, test } from 'vitest'
import { camelize, camelToSnake, isDateKey, snakeToCamel, snakify } from '~/api/case'
import type { Camelize, Snakify } from '~/api/types'

const segment = fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/)
const snakeKey = fc
  .array(segment, { minLength: 1, maxLength: 4 })
  .map((s) => s.join('_'))
  .filter((k) => !isDateKey(k))
const camelKey = fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,10}$/).filter((k) => !isDateKey(camelToSnake(k)))
const leaf = fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null))

const jsonWith = (key: fc.Arbitrary<string>) =>
  fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength: 4 }),
    object: fc.dictionary(key, tie('value'), { maxKeys: 5, noNullPrototype: true }),
  })).object

const camelDateKey = fc.constantFrom('timeCreated', 'timeModified', 'startTime', 'autoRestartCooldownExpiration', 'timestamp')
const date = fc.date({ noInvalidDate: true })

describe('key conversion', () => {
  test('matches the type-level Camelize/Snakify on examples', () => {
    const wire = { ipv4_block: '10.0.0.0/8', time_created: '2024-01-02T03:04:05.678Z', hold_time: 5, vpc_id: 'v' }
    const console_ = camelize(wire) as Camelize<typeof wire>
    expectTypeOf(console_).toEqualTypeOf<{ ipv4Block: string; timeCreated: Date; holdTime: number; vpcId: string }>()
    expect(console_).toEqual({
      ipv4Block: '10.0.0.0/8',
      timeCreated: new Date('2024-01-02T03:04:05.678Z'),
      holdTime: 5,
      vpcId: 'v',
    })
    expectTypeOf<Snakify<typeof console_>>().toEqualTypeOf<{
      ipv4_block: string
      time_created: string
      hold_time: number
      vpc_id: string
    }>()
    expect(snakify(console_)).toEqual(wire)
  })

  test('odd underscores follow the type-level rule', () => {
    expect(snakeToCamel('a__b')).toBe('aB')
    expect(snakeToCamel('_a')).toBe('A')
    expect(snakeToCamel('a_')).toBe('a')
    expect(camelToSnake('aBC')).toBe('a_b_c')
  })

  test('every property name in the OpenAPI document survives snake → camel → snake', () => {
    const doc = JSON.parse(readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../../openapi/nexus-openapi.json'), 'utf8'))
    const keys = new Set<string>()
    const walk = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(walk)
      if (typeof node !== 'object' || node === null) return
      for (const [k, v] of Object.entries(node)) {
        if (k === 'properties' && v && typeof v === 'object') Object.keys(v).forEach((p) => keys.add(p))
        walk(v)
      }
    }
    walk(doc.components.schemas)
    expect(keys.size).toBeGreaterThan(100)
    const broken = [...keys].filter((k) => camelToSnake(snakeToCamel(k)) !== k)
    expect(broken).toEqual([])
  })
})

describe('camelize / snakify', () => {
  test('snakify(camelize(x)) is x for wire objects without date keys', () => {
    fc.assert(
      fc.property(jsonWith(snakeKey), (x) => {
        expect(snakify(camelize(x))).toStrictEqual(x)
      }),
    )
  })

  test('camelize(snakify(y)) is y for console objects, Dates under date keys included', () => {
    const withDates = fc
      .tuple(jsonWith(camelKey), fc.dictionary(camelDateKey, date, { noNullPrototype: true }))
      .map(([obj, dates]) => ({ ...obj, nested: [[{ ...dates }]], ...dates }))
    fc.assert(
      fc.property(withDates, (y) => {
        expect(camelize(snakify(y))).toStrictEqual(y)
      }),
    )
  })

  test('ISO strings under date keys become Dates and go back to the same strings', () => {
    const key = fc.constantFrom('time_created', 'time_modified', 'start_time', 'auto_restart_cooldown_expiration', 'timestamp')
    fc.assert(
      fc.property(key, date, (k, d) => {
        const wire = { [k]: d.toISOString() }
        const value = (camelize(wire) as Record<string, unknown>)[snakeToCamel(k)]
        expect(value).toBeInstanceOf(Date)
        expect((value as Date).getTime()).toBe(d.getTime())
        expect(snakify(camelize(wire))).toEqual(wire)
      }),
    )
  })

  test('walks nested arrays and leaves primitives alone', () => {
    const wire = { points: [[{ time_x: '2024-01-01T00:00:00.000Z', the_value: 1 }], [2, 'b_c', null]] }
    expect(camelize(wire)).toEqual({
      points: [[{ timeX: new Date('2024-01-01T00:00:00.000Z'), theValue: 1 }], [2, 'b_c', null]],
    })
    expect(camelize([{ a_b: [{ c_d: 1 }] }])).toEqual([{ aB: [{ cD: 1 }] }])
    for (const p of ['a_b', 5, null, undefined, true]) {
      expect(camelize(p)).toBe(p)
      expect(snakify(p)).toBe(p)
    }
  })

  test('only the spec’s date keys revive, and only string values', () => {
    const iso = '2024-05-06T07:08:09.000Z'
    const wire = {
      timestamps: [iso],
      timestamp_count: iso,
      hold_time: 5,
      time_deleted: null,
      name: iso,
      description: iso,
      my_timeout: iso,
      lifetime: iso,
    }
    expect(camelize(wire)).toEqual({
      timestamps: [iso],
      timestampCount: iso,
      holdTime: 5,
      timeDeleted: null,
      name: iso,
      description: iso,
      myTimeout: iso,
      lifetime: iso,
    })
  })

  test('a __proto__ key from JSON cannot change the prototype', () => {
    const out = snakify(JSON.parse('{"__proto__": {"isAdmin": true}}')) as Record<string, unknown>
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype)
    expect(Object.hasOwn(out, '__proto__')).toBe(true)
    expect(out.is_admin).toBeUndefined()
  })

  test('snakify leaves non-plain objects (Blob, typed arrays) untouched', () => {
    const bytes = new Uint8Array([1, 2])
    expect((snakify({ someBytes: bytes }) as { some_bytes: unknown }).some_bytes).toBe(bytes)
  })
})
