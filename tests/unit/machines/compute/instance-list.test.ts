import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient, STALE_TIME, type ExternalIp, type Instance } from '~/api'
import { cachedIps, instancesPage, toInstanceRows } from '~/machines/compute/instance-list'
import { reads } from '../reads'

const instance = (name: string) => ({ id: `id-${name}`, name }) as Instance
const ip = (address: string) => ({ kind: 'ephemeral', ip: address, ipPoolId: 'pool' }) as ExternalIp
const ipsKey = (id: string) => ['/v1/instances/{instance}/external-ips', { path: { instance: id } }]

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

// The instances list shows its rows before each instance's external IPs are
// in (Nexus lists them per instance): no second round trip before the first row.
describe('the instances list rows', () => {
  it('show at once: IPs from the cache, the others loading and looked up together', () => {
    const lookUp = vi.fn()
    const cached = (id: string) => (id === 'id-web' ? { ips: [ip('10.0.0.1')], fetch: false } : { fetch: true })
    const rows = toInstanceRows([instance('web'), instance('db')], lookUp, cached)
    expect(rows).toEqual([{ instance: instance('web'), externalIps: [ip('10.0.0.1')] }, { instance: instance('db') }])
    expect(lookUp).toHaveBeenCalledExactlyOnceWith(['id-db'])
  })

  it('IPs read within the staleness are not read again; older ones show while they are', () => {
    queryClient.setQueryData(ipsKey('a'), { items: [ip('10.0.0.2')] })
    const fresh = cachedIps('a')
    expect(fresh).toEqual({ ips: [ip('10.0.0.2')], fetch: false })
    expect(cachedIps('a', Date.now() + STALE_TIME)).toEqual({ ips: [ip('10.0.0.2')], fetch: true })
    expect(cachedIps('unknown')).toEqual({ fetch: true })
  })

  it('a page reads the instances, then each one’s IPs after it has returned its rows', async () => {
    let answerIps: () => void = () => {}
    const ipsIn = new Promise<void>((resolve) => (answerIps = resolve))
    const fetchQuery = reads(async (path, args) => {
      if (path === '/v1/instances') return { items: [instance('web')], nextPage: null }
      await ipsIn
      return { items: [ip(`10.0.0.${args.path?.instance === 'id-web' ? 1 : 9}`)] }
    })
    const page = await instancesPage('p')({ limit: 25 })
    // The rows are back before any IP is.
    expect(page.items).toEqual([{ instance: instance('web') }])
    expect(fetchQuery.mock.calls.map(([o]) => o.queryKey[0])).toEqual(['/v1/instances', '/v1/instances/{instance}/external-ips'])
    answerIps()
  })
})
