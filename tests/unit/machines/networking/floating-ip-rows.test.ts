import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '~/api'
import {
  DELETE_ATTACHED_REASON,
  floatingIpRowActions,
  floatingIpRows,
  floatingIpRowsPage,
} from '~/machines/networking/floating-ips'
import { floatingIp, pool } from './floating-ip.fixture'

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

type Read = { queryKey: [string, { query?: Record<string, unknown> }] }

function serveReads(byPath: Record<string, () => unknown>) {
  return vi.spyOn(queryClient, 'fetchQuery').mockImplementation((async ({ queryKey: [path] }: Read) => {
    const answer = byPath[path]
    if (!answer) throw new Error(`unexpected read ${path}`)
    return answer()
  }) as never)
}

const attached = floatingIp({ id: 'a', name: 'rootbeer-float', instanceId: 'db1-id' })
const detached = floatingIp({ id: 'd', name: 'cola-float', ipPoolId: 'ip-pool-2-id' })

describe('floating IP rows', () => {
  it("names each row's pool and instance", () => {
    const rows = floatingIpRows([attached, detached], [pool('ip-pool-1', true), pool('ip-pool-2', false)], [
      { id: 'db1-id', name: 'db1' },
    ])
    expect(rows.map((r) => [r.name, r.poolName, r.instanceName])).toEqual([
      ['rootbeer-float', 'ip-pool-1', 'db1'],
      ['cola-float', 'ip-pool-2', undefined],
    ])
  })

  it('a pool or instance it cannot name keeps its id (the view shows it)', () => {
    const [row] = floatingIpRows([attached], [], [])
    expect(row.poolName).toBeUndefined()
    expect(row.instanceName).toBeUndefined()
    expect(row.instanceId).toBe('db1-id')
  })

  it('reads a page, the pools and the instances once each, the last two bounded', async () => {
    const reads = serveReads({
      '/v1/floating-ips': () => ({ items: [attached, detached], nextPage: 'next' }),
      '/v1/ip-pools': () => ({ items: [pool('ip-pool-1', true)] }),
      '/v1/instances': () => ({ items: [{ id: 'db1-id', name: 'db1' }] }),
    })
    const page = await floatingIpRowsPage('mock-project')({ limit: 25, pageToken: 'tok' })
    expect(page.nextPage).toBe('next')
    expect(page.items.map((r) => r.instanceName)).toEqual(['db1', undefined])
    const keys = reads.mock.calls.map((c) => (c[0] as Read).queryKey)
    expect(keys).toEqual([
      ['/v1/floating-ips', { query: { project: 'mock-project', limit: 25, pageToken: 'tok' } }],
      ['/v1/ip-pools', { query: { limit: 1000 } }],
      ['/v1/instances', { query: { project: 'mock-project', limit: 1000 } }],
    ])
  })

  it('unreadable pools or instances leave names out rather than failing the list', async () => {
    serveReads({
      '/v1/floating-ips': () => ({ items: [attached], nextPage: null }),
      '/v1/ip-pools': () => Promise.reject(new Error('403')),
      '/v1/instances': () => Promise.reject(new Error('500')),
    })
    const page = await floatingIpRowsPage('mock-project')({ limit: 50 })
    expect(page.items).toHaveLength(1)
    expect(page.items[0].poolName).toBeUndefined()
  })

  it('a failed floating IP read fails the page', async () => {
    serveReads({
      '/v1/floating-ips': () => Promise.reject(new Error('boom')),
      '/v1/ip-pools': () => ({ items: [] }),
      '/v1/instances': () => ({ items: [] }),
    })
    await expect(floatingIpRowsPage('mock-project')({ limit: 50 })).rejects.toThrow('boom')
  })
})

describe('floating IP row actions', () => {
  it('a detached floating IP can be attached and deleted', () => {
    expect(floatingIpRowActions(detached)).toEqual({ attach: true, detach: false, delete: { allowed: true } })
  })

  it('an attached one can be detached, and deleted only once detached', () => {
    expect(floatingIpRowActions(attached)).toEqual({
      attach: false,
      detach: true,
      delete: { allowed: false, reason: DELETE_ATTACHED_REASON },
    })
    expect(DELETE_ATTACHED_REASON).toBe('Detach the floating IP before deleting it')
  })
})
