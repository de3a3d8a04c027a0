import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, queryClient, type InternetGateway, type InternetGatewayIpAddress, type InternetGatewayIpPool } from '~/api'
import {
  fetchGatewayDetail,
  gatewayAddressesSection,
  gatewayAttachmentsSection,
  gatewayDeleteConfirm,
  gatewayDeleteImpact,
  gatewaysLinksSection,
  internetGatewaysPage,
  noOutboundReason,
  poolLabel,
  validateAddressAttach,
} from '~/machines/networking/internet-gateways'

const stamp = new Date('2025-01-01T00:00:00Z')
const base = { description: '', timeCreated: stamp, timeModified: stamp }
const gateway: InternetGateway = { ...base, id: 'g1', name: 'default', vpcId: 'v1' }
const attachment: InternetGatewayIpPool = { ...base, id: 'a1', name: 'default', internetGatewayId: 'g1', ipPoolId: 'pool-1' }
const orphan: InternetGatewayIpPool = { ...base, id: 'a2', name: 'old', internetGatewayId: 'g1', ipPoolId: 'pool-gone' }
const address: InternetGatewayIpAddress = { ...base, id: 'ad1', name: 'out', internetGatewayId: 'g1', address: '203.0.113.9' }
const ref = { project: 'p', vpc: 'v' }

type Key = readonly [string, { query?: Record<string, unknown>; path?: Record<string, unknown> }]

/** Answers cached reads by path template, as the mock would. */
function serve(answers: Record<string, unknown>) {
  return vi.spyOn(queryClient, 'fetchQuery').mockImplementation((async ({ queryKey }: { queryKey: Key }) => {
    const answer = answers[queryKey[0]]
    if (answer instanceof Error) throw answer
    return answer
  }) as never)
}

const page = <T>(items: T[]) => ({ items, nextPage: null })

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

const signal = new AbortController().signal

describe('internet gateways', () => {
  it('names each attached pool by the silo’s pools, else by the attachment (also while the names are not in)', () => {
    const names = new Map([['pool-1', 'ip-pool-1']])
    expect([attachment, orphan].map((a) => poolLabel(a, names))).toEqual(['ip-pool-1', 'old'])
    expect([attachment, orphan].map((a) => poolLabel(a))).toEqual(['default', 'old'])
  })

  it('a page is the gateways alone: no read per gateway before the rows; the silo’s pools leave beside it', async () => {
    const fetchQuery = serve({ '/v1/internet-gateways': page([gateway]), '/v1/ip-pools': page([]) })
    const result = await internetGatewaysPage(ref)({ limit: 50 })
    expect(result.items).toEqual([{ gateway }])
    expect(fetchQuery.mock.calls.map(([o]) => (o as { queryKey: Key }).queryKey[0])).toEqual(['/v1/ip-pools', '/v1/internet-gateways'])
  })

  it('the gateways’ pools and addresses: two reads per gateway on screen, by name within the VPC, all at once', async () => {
    const fetchQuery = serve({ '/v1/internet-gateway-ip-pools': page([attachment]), '/v1/internet-gateway-ip-addresses': page([]) })
    const links = await gatewaysLinksSection(ref, [gateway]).read({ signal })
    expect([...links]).toEqual([['default', { pools: [attachment], addresses: [] }]])
    const keys = fetchQuery.mock.calls.map(([o]) => (o as { queryKey: Key }).queryKey)
    const query = { project: 'p', vpc: 'v', gateway: 'default', limit: 1000, pageToken: undefined }
    expect(keys).toEqual([
      ['/v1/internet-gateway-ip-pools', { query }],
      ['/v1/internet-gateway-ip-addresses', { query }],
    ])
  })

  it('a gateway’s page waits for the gateway alone; its pools and addresses are tables of it; a missing gateway fails it', async () => {
    serve({
      '/v1/internet-gateways/{gateway}': gateway,
      '/v1/internet-gateway-ip-pools': page([attachment]),
      '/v1/internet-gateway-ip-addresses': page([address]),
      '/v1/ip-pools': page([]),
    })
    const one = { ...ref, gateway: 'default' }
    await expect(fetchGatewayDetail(one)).resolves.toEqual(gateway)
    await expect(gatewayAttachmentsSection(one).read({ signal })).resolves.toEqual([attachment])
    await expect(gatewayAddressesSection(one).read({ signal })).resolves.toEqual([address])
    vi.restoreAllMocks()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    serve({
      '/v1/internet-gateways/{gateway}': new ApiError({ type: 'error', message: 'not found', statusCode: 404 }),
      '/v1/internet-gateway-ip-pools': page([]),
      '/v1/internet-gateway-ip-addresses': page([]),
      '/v1/ip-pools': page([]),
    })
    await expect(fetchGatewayDetail({ ...ref, gateway: 'nope' })).rejects.toMatchObject({ statusCode: 404 })
  })

  it('a gateway with neither pool nor address gives no outbound address', () => {
    expect(noOutboundReason({ pools: [], addresses: [] })).toMatch(/no outbound address/)
    expect(noOutboundReason({ pools: [], addresses: [address] })).toBeUndefined()
    expect(noOutboundReason({ pools: [attachment], addresses: [] })).toBeUndefined()
  })

  it('an address to attach is checked as every IP in the console', () => {
    expect(validateAddressAttach({ address: '203.0.113.300', name: 'out', description: '' }).address).toBe('Not a valid IP address')
    expect(validateAddressAttach({ address: ' 203.0.113.9 ', name: 'out', description: '' }).address).toBeUndefined()
  })

  it('before a delete: the links and the routes that target it, one bounded read each, never a loop', async () => {
    const route = (name: string, target: string) => ({
      ...base,
      id: name,
      name,
      kind: 'custom',
      vpcRouterId: 'r',
      destination: { type: 'ip_net', value: '0.0.0.0/0' },
      target: { type: 'internet_gateway', value: target },
    })
    const fetchQuery = serve({
      '/v1/internet-gateway-ip-pools': page([attachment]),
      '/v1/internet-gateway-ip-addresses': { items: [address], nextPage: 'more' },
      '/v1/vpc-routers': page([{ ...base, id: 'r', name: 'custom', kind: 'custom', vpcId: 'v1' }]),
      '/v1/vpc-router-routes': page([route('to-default', 'default'), route('elsewhere', 'other')]),
      '/v1/ip-pools': page([{ ...base, id: 'pool-1', name: 'ip-pool-1', isDefault: true }]),
    })
    const impact = await gatewayDeleteImpact({ ...ref, gateway: 'default' })
    expect(impact.routes).toEqual([{ router: 'custom', route: 'to-default' }])
    expect(impact.more).toBe(true)
    expect(fetchQuery).toHaveBeenCalledTimes(5)
    const confirm = gatewayDeleteConfirm({ ...ref, gateway: 'default' }, impact, (r) => `/r/${r}`)
    expect(confirm.message).toMatch(/cascade/)
    expect(confirm.dependents.map((g) => [g.noun, g.items])).toEqual([
      ['IP pool', [{ name: 'ip-pool-1' }]],
      ['IP address', [{ name: '203.0.113.9' }]],
      ['route', [{ name: 'custom/to-default', to: '/r/custom' }]],
    ])
  })
})
