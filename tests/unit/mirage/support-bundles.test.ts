// Support bundles in the mock, as Nexus keeps them: a new bundle collects,
// then is active on the mock's clock; only an active bundle's index and files
// can be read; a delete sends it destroying, then it is gone (a failed one
// goes at once); only a fleet admin collects or deletes. The whole bundle is
// a real zip whose every byte survives the in-page mock's string bodies.
import { describe, expect, test } from 'vitest'
import { actAs, advanceTransitions } from '../../../mirage'
import { bundleFiles, crc32, zipBundle } from '../../../mirage/lib/support-bundles'
import { ids } from '../../../mirage/seed/ids'
import { SEEDED_BUNDLES } from '../../../mirage/seed/support-bundles'
import { call, withFreshServer } from './helpers'
import { responseErrors } from './openapi'

withFreshServer({ transitionMs: 'manual' })

const BUNDLES = '/experimental/v1/system/support-bundles'
const NOT_ACTIVE = { error_code: 'InvalidRequest', message: 'Cannot download bundle in non-active state' }

describe('support bundles', () => {
  test('the seed: two active, one failed with its reason; each a SupportBundleInfo', async () => {
    const list = await call('GET', BUNDLES)
    expect(list.status).toBe(200)
    expect(responseErrors(BUNDLES, 'get', 200, list.body)).toEqual([])
    const states = Object.fromEntries(list.body.items.map((b: { id: string; state: string }) => [b.id, b.state]))
    expect(states).toEqual({ [SEEDED_BUNDLES.active]: 'active', [SEEDED_BUNDLES.older]: 'active', [SEEDED_BUNDLES.failed]: 'failed' })
    const failed = list.body.items.find((b: { id: string }) => b.id === SEEDED_BUNDLES.failed)
    expect(failed.reason_for_failure).toBe('Allocated dataset no longer exists')
  })

  test('a new bundle is collecting, active one step later, and can then be read', async () => {
    const made = await call('POST', BUNDLES)
    expect(made.status).toBe(201)
    expect(responseErrors(BUNDLES, 'post', 201, made.body)).toEqual([])
    expect(made.body.state).toBe('collecting')
    const one = `${BUNDLES}/${made.body.id}`
    expect((await call('GET', `${one}/index`)).body).toMatchObject(NOT_ACTIVE)
    advanceTransitions()
    expect((await call('GET', one)).body.state).toBe('active')
    const index = await call('GET', `${one}/index`)
    expect(index.headers.get('content-type')).toBe('text/plain')
    expect(index.body).toContain('bundle_id.txt')
    expect(index.body).toContain('rack/sled/')
    const file = await call('GET', `${one}/download/${encodeURIComponent('bundle_id.txt')}`)
    expect(file.body).toBe(`${made.body.id}\n`)
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="bundle_id.txt"')
  })

  test('a HEAD gives a file’s size and no body', async () => {
    const path = 'rack/sled/BRM42220004/logs/oxide-sled-agent.log'
    const url = `${BUNDLES}/${SEEDED_BUNDLES.active}/download/${encodeURIComponent(path)}`
    const head = await call('HEAD', url)
    expect(head.status).toBe(200)
    expect(head.body).toBeUndefined()
    const get = await call('GET', url)
    expect(Number(head.headers.get('content-length'))).toBe((get.body as string).length)
  })

  test('a file the bundle does not hold is not found', async () => {
    expect((await call('GET', `${BUNDLES}/${SEEDED_BUNDLES.active}/download/nope.txt`)).status).toBe(404)
  })

  test('the whole bundle is a zip named for the bundle', async () => {
    const whole = await call('GET', `${BUNDLES}/${SEEDED_BUNDLES.active}/download`)
    expect(whole.headers.get('content-type')).toBe('application/zip')
    expect(whole.headers.get('content-disposition')).toBe(`attachment; filename="support-bundle-${SEEDED_BUNDLES.active}.zip"`)
    expect((whole.body as string).startsWith('PK\x03\x04')).toBe(true)
  })

  test('a failed bundle cannot be read, and is gone at once when deleted', async () => {
    expect((await call('GET', `${BUNDLES}/${SEEDED_BUNDLES.failed}/download`)).body).toMatchObject(NOT_ACTIVE)
    expect((await call('DELETE', `${BUNDLES}/${SEEDED_BUNDLES.failed}`)).status).toBe(204)
    expect((await call('GET', `${BUNDLES}/${SEEDED_BUNDLES.failed}`)).status).toBe(404)
  })

  test('an active bundle is destroying when deleted, gone one step later; a second delete is refused', async () => {
    const one = `${BUNDLES}/${SEEDED_BUNDLES.active}`
    expect((await call('DELETE', one)).status).toBe(204)
    expect((await call('GET', one)).body.state).toBe('destroying')
    expect((await call('DELETE', one)).body).toEqual({
      error_code: 'InvalidRequest',
      message: 'Cannot update support bundle state from Destroying to Destroying',
      request_id: expect.any(String),
    })
    advanceTransitions()
    expect((await call('GET', one)).status).toBe(404)
  })

  test('a fleet viewer reads but may not collect or delete', async () => {
    actAs(ids.user.grace)
    expect((await call('GET', BUNDLES)).status).toBe(200)
    expect((await call('POST', BUNDLES)).status).toBe(403)
    expect((await call('DELETE', `${BUNDLES}/${SEEDED_BUNDLES.active}`)).status).toBe(403)
  })
})

describe('the bundle zip', () => {
  const files = bundleFiles({ id: SEEDED_BUNDLES.active, time_created: '2025-01-15T12:00:00Z', reason_for_creation: 'test' })
  const zip = zipBundle(files)

  test('every byte is below 0x80, so the in-page mock’s string body carries it unchanged', () => {
    expect([...zip].every((c) => c.charCodeAt(0) < 0x80)).toBe(true)
  })

  test('is a zip: each local header names its file, with its CRC, and the end record counts them', () => {
    const view = Buffer.from(zip, 'latin1')
    let offset = 0
    for (const file of files) {
      expect(view.readUInt32LE(offset)).toBe(0x04034b50)
      const size = view.readUInt32LE(offset + 22)
      const nameLength = view.readUInt16LE(offset + 26)
      const name = view.toString('latin1', offset + 30, offset + 30 + nameLength)
      const text = view.toString('latin1', offset + 30 + nameLength, offset + 30 + nameLength + size)
      expect(name).toBe(file.path)
      expect(text.startsWith(file.text)).toBe(true)
      expect(view.readUInt32LE(offset + 14)).toBe(crc32(text))
      offset += 30 + nameLength + size
    }
    const end = view.lastIndexOf(Buffer.from('PK\x05\x06', 'latin1'))
    expect(view.readUInt16LE(end + 10)).toBe(files.length)
    expect(view.readUInt32LE(end + 16)).toBe(offset)
    expect(end - offset).toBe(view.readUInt32LE(end + 12))
  })

  test('crc32 is the zip CRC', () => {
    expect(crc32('The quick brown fox jumps over the lazy dog')).toBe(0x414fa339)
  })
})
