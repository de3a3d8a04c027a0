// A bundle's action table and its page's plain rules: what each state allows
// (as Nexus does), who may change bundles, the index as a tree, which files
// show in place, and sizes in binary units.
import { afterEach, describe, expect, it, test, vi } from 'vitest'
import * as api from '~/api'
import {
  BUNDLE_ACTIONS,
  BUNDLE_ADMIN_ONLY,
  BUNDLE_STATES,
  bundleRefusal,
  bundleWriteRight,
  formatSize,
  MAX_SIZE_READS,
  newestFirst,
  parseIndex,
  readFileSizes,
  VIEW_LIMIT_BYTES,
  viewRefusal,
  type SupportBundle,
} from '~/machines/system/support-bundles'
import { isBundleTransitional } from '~/machines/system/support-bundles.rules'

describe('the bundle action table', () => {
  test('delete while collecting, active or failed (not again while destroying); download only when active', () => {
    expect(BUNDLE_ACTIONS).toEqual({ delete: ['collecting', 'active', 'failed'], download: ['active'] })
    expect(BUNDLE_STATES.filter((s) => bundleRefusal('delete', s) === undefined)).toEqual(['collecting', 'active', 'failed'])
    expect(bundleRefusal('delete', 'destroying')).toBe('Only available when the bundle is collecting, active or failed')
    expect(bundleRefusal('download', 'collecting')).toBe('Only available when the bundle is active')
  })

  test('collecting and destroying are left on their own: screens poll', () => {
    expect(BUNDLE_STATES.filter(isBundleTransitional)).toEqual(['collecting', 'destroying'])
  })

  test('only a fleet admin collects and deletes', () => {
    expect(bundleWriteRight('admin')).toEqual({ allowed: true })
    for (const role of ['collaborator', 'viewer', undefined] as const) {
      expect(bundleWriteRight(role)).toEqual({ allowed: false, reason: BUNDLE_ADMIN_ONLY })
    }
  })

  test('newest first', () => {
    const b = (id: string, day: number) => ({ id, timeCreated: new Date(Date.UTC(2025, 0, day)) }) as SupportBundle
    expect(newestFirst([b('a', 1), b('b', 3), b('c', 2)]).map((x) => x.id)).toEqual(['b', 'c', 'a'])
  })
})

describe('the index', () => {
  test('a tree walk: directories first (added when the zip does not list them), then files, names sorted', () => {
    const text = 'bundle_id.txt\nrack/\nrack/sled/b.log\nrack/sled/a.log\nmeta/trace.json\nrack/uptime'
    expect(parseIndex(text).map((e) => `${'  '.repeat(e.depth)}${e.name}${e.isDir ? '/' : ''}`)).toEqual([
      'meta/',
      '  trace.json',
      'rack/',
      '  sled/',
      '    a.log',
      '    b.log',
      '  uptime',
      'bundle_id.txt',
    ])
  })

  test('an empty index has no entries', () => {
    expect(parseIndex('')).toEqual([])
  })
})

describe('viewing in place', () => {
  test('a small text file can be viewed; a binary, an unknown size or a big file cannot', () => {
    expect(viewRefusal('rack/sled/x/logs/a.log', 1200)).toBeUndefined()
    expect(viewRefusal('rack/sled/x/uptime', 80)).toBeUndefined()
    expect(viewRefusal('core.tar.gz', 80)).toBe('Only text files can be viewed here')
    expect(viewRefusal('a.json', undefined)).toBe('Its size is not known yet')
    expect(viewRefusal('a.json', VIEW_LIMIT_BYTES + 1)).toBe('Larger than 256 KiB: download it instead')
  })
})

describe('formatSize', () => {
  test.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1 KiB'],
    [1536, '1.5 KiB'],
    [10 * 1024 ** 2 + 40_000, '10 MiB'],
    [10 * 1024 ** 2 + 60_000, '10.1 MiB'],
    [3 * 1024 ** 3, '3 GiB'],
    [5 * 1024 ** 5, '5120 TiB'],
  ])('%d bytes → %s', (bytes, shown) => expect(formatSize(bytes)).toBe(shown))
})

// A bundle page asks for at most MAX_SIZE_READS file sizes, however long the index.

afterEach(() => vi.restoreAllMocks())

describe('file sizes of a bundle', () => {
  it('reads the first MAX_SIZE_READS sizes only, with one HEAD each', async () => {
    const head = vi
      .spyOn(api, 'requestRaw')
      .mockImplementation(async () => new Response(null, { headers: { 'content-length': '37' } }))
    const files = Array.from({ length: MAX_SIZE_READS + 50 }, (_, i) => `sled-${i}/log.txt`)
    const sized: string[] = []
    await readFileSizes('b', files, (file) => void sized.push(file))
    expect(head).toHaveBeenCalledTimes(MAX_SIZE_READS)
    expect(sized).toEqual(files.slice(0, MAX_SIZE_READS))
  })
})
