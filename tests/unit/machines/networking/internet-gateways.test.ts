import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, queryClient, type InternetGateway, type InternetGatewayIpAddress, type InternetGatewayIpPool } from '~/api'
import {
  fetchGatewayDetail,
  internetGatewaysPage,
  namePools,
  poolLabel,
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

describe('internet gateways', () => {
  it('names each attached pool by the silo’s pools, else by the attachment', () => {
    const pools = namePools([attachment, orphan], new Map([['pool-1', 'ip-pool-1']]))
    expect(pools.map(poolLabel)).toEqual(['ip-pool-1', 'old'])
  })

  it('a page of gateways asks each gateway’s pools by name within the VPC', async () => {
    const fetchQuery = serve({
      '/v1/internet-gateways': page([gateway]),
      '/v1/internet-gateway-ip-pools': page([attachment]),
      '/v1/ip-pools': page([{ ...base, id: 'pool-1', name: 'ip-pool-1', isDefault: true }]),
    })
    const result = await internetGatewaysPage(ref)({ limit: 50 })
    expect(result.items).toEqual([{ gateway, pools: [{ attachment, poolName: 'ip-pool-1' }] }])
    const keys = fetchQuery.mock.calls.map(([o]) => (o as { queryKey: Key }).queryKey)
    expect(keys).toContainEqual(['/v1/internet-gateway-ip-pools', { query: { project: 'p', vpc: 'v', gateway: 'default', limit: 1000, pageToken: undefined } }])
  })

  it('the silo’s pools are a nicety: without them the attachments’ names show', async () => {
    serve({
      '/v1/internet-gateways': page([gateway]),
      '/v1/internet-gateway-ip-pools': page([attachment]),
      '/v1/ip-pools': new ApiError({ type: 'error', message: 'Action not authorized', statusCode: 403 }),
    })
    const result = await internetGatewaysPage(ref)({ limit: 50 })
    expect(result.items[0].pools.map(poolLabel)).toEqual(['default'])
  })

  it('a gateway’s detail holds its pools and addresses; a missing gateway fails it', async () => {
    serve({
      '/v1/internet-gateways/{gateway}': gateway,
      '/v1/internet-gateway-ip-pools': page([attachment]),
      '/v1/internet-gateway-ip-addresses': page([address]),
      '/v1/ip-pools': page([]),
    })
    await expect(fetchGatewayDetail({ ...ref, gateway: 'default' })).resolves.toEqual({
      gateway,
      pools: [{ attachment, poolName: undefined }],
      addresses: [address],
    })
    vi.restoreAllMocks()
    serve({
      '/v1/internet-gateways/{gateway}': new ApiError({ type: 'error', message: 'not found', statusCode: 404 }),
      '/v1/internet-gateway-ip-pools': page([]),
      '/v1/internet-gateway-ip-addresses': page([]),
      '/v1/ip-pools': page([]),
    })
    await expect(fetchGatewayDetail({ ...ref, gateway: 'nope' })).rejects.toMatchObject({ statusCode: 404 })
  })
})
