import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, queryClient, type VpcRouter, type VpcSubnet } from '~/api'
import { reads } from '../reads'
import {
  subnetNicsPage,
  BLOCK_FAMILY,
  createSubnet,
  customRoutersSection,
  deleteSubnet,
  nicInstancesSection,
  subnetCreateBody,
  subnetFormInput,
  subnetInitialValues,
  subnetsPage,
  subnetUpdateBody,
  subnetValues,
  updateSubnet,
  validateSubnet,
  type SubnetFormValues,
} from '~/machines/networking/subnets'

const stamp = new Date('2025-01-01T00:00:00Z')
const router = (name: string, kind: VpcRouter['kind'], id: string): VpcRouter => ({
  id,
  name,
  kind,
  description: '',
  vpcId: 'vpc-id',
  timeCreated: stamp,
  timeModified: stamp,
})
const system = router('system', 'system', '00000000-0000-4000-8000-000000000001')
const custom = router('edge', 'custom', '00000000-0000-4000-8000-000000000002')
const subnet: VpcSubnet = {
  id: '00000000-0000-4000-8000-0000000000aa',
  vpcId: 'vpc-id',
  name: 'front',
  description: 'front end',
  ipv4Block: '10.1.0.0/24',
  ipv6Block: 'fd00:1:2:3::/64',
  customRouterId: custom.id,
  timeCreated: stamp,
  timeModified: stamp,
}
const ref = { project: 'p', vpc: 'v' }
const values = (v: Partial<SubnetFormValues>): SubnetFormValues => ({
  ...subnetInitialValues,
  name: 'front',
  ipv4Block: '10.1.0.0/24',
  ...v,
})
const creating = { creating: true }

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('subnet form rules', () => {
  const ipv4 = (ipv4Block: string) => validateSubnet(values({ ipv4Block }), creating).ipv4Block
  const ipv6 = (ipv6Block: string) => validateSubnet(values({ ipv6Block }), creating).ipv6Block

  it('needs a name and an IPv4 block', () => {
    expect(validateSubnet(subnetInitialValues, creating)).toEqual({
      name: 'Name is required',
      ipv4Block: 'IPv4 block is required',
    })
    expect(ipv4('  ')).toBe('IPv4 block is required')
  })

  it('gives each spec §5 CIDR message', () => {
    expect(ipv4('10.1.0.0')).toBe('Must contain an IP address and a width, separated by a /')
    expect(ipv4('10.1.0.0/abc')).toBe('Width must be an integer')
    expect(ipv4('10.1.0.0/33')).toBe('Max width for IPv4 is 32')
    expect(ipv6('fd00::/129')).toBe('Max width for IPv6 is 128')
    expect(ipv6('fd00::')).toBe('Must contain an IP address and a width, separated by a /')
    expect(ipv4('10.1.0/24')).toBe('Not a valid IP address')
  })

  it('wants each block in its own family', () => {
    expect(ipv4('fd00::/64')).toBe(BLOCK_FAMILY[4])
    expect(ipv6('10.0.0.0/24')).toBe(BLOCK_FAMILY[6])
    expect(ipv4(' 10.1.0.0/24 ')).toBeUndefined()
    expect(ipv6('fd00:1:2:3::/64')).toBeUndefined()
  })

  it('the IPv6 block is optional, and not checked on edit (it cannot change)', () => {
    expect(ipv6('')).toBeUndefined()
    expect(validateSubnet(values({ ipv6Block: 'junk' }), { creating: false }).ipv6Block).toBeUndefined()
  })
})

describe('subnet bodies', () => {
  it('create: blocks trimmed and written plainly; empty IPv6 and router are null', () => {
    expect(subnetCreateBody(values({ ipv4Block: ' 10.1.0.0/024 ', description: 'd' }))).toEqual({
      name: 'front',
      description: 'd',
      ipv4Block: '10.1.0.0/24',
      ipv6Block: null,
      customRouter: null,
    })
    expect(subnetCreateBody(values({ ipv6Block: 'fd00:1:2:3::/64', customRouter: 'edge' }))).toMatchObject({
      ipv6Block: 'fd00:1:2:3::/64',
      customRouter: 'edge',
    })
  })

  it('update: only name, description and router (none detaches it)', () => {
    expect(subnetUpdateBody(values({ description: 'd', ipv6Block: 'fd00::/64', customRouter: 'edge' }))).toEqual({
      name: 'front',
      description: 'd',
      customRouter: 'edge',
    })
    expect(subnetUpdateBody(values({})).customRouter).toBeNull()
  })

  it('edit starts from the subnet, its router by name (or its id when not listed)', () => {
    expect(subnetValues(subnet, [custom])).toEqual({
      name: 'front',
      description: 'front end',
      ipv4Block: '10.1.0.0/24',
      ipv6Block: 'fd00:1:2:3::/64',
      customRouter: 'edge',
    })
    expect(subnetValues(subnet, []).customRouter).toBe(custom.id)
    expect(subnetValues({ ...subnet, customRouterId: null }, [custom]).customRouter).toBe('')
  })
})

describe('subnet calls', () => {
  it('createSubnet posts to the VPC and marks subnets and routes stale', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(subnet as never)
    const subnetsKey = ['/v1/vpc-subnets', { query: { ...ref, limit: 50 } }]
    const routesKey = ['/v1/vpc-router-routes', { query: { ...ref, router: 'system' } }]
    queryClient.setQueryData(subnetsKey, { items: [] })
    queryClient.setQueryData(routesKey, { items: [] })
    await createSubnet(ref, values({}))
    expect(post).toHaveBeenCalledWith('/v1/vpc-subnets', { query: ref, body: subnetCreateBody(values({})) })
    expect(queryClient.getQueryState(subnetsKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(routesKey)?.isInvalidated).toBe(true)
  })

  it('updateSubnet puts the update body under the subnet’s current name', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue(subnet as never)
    await updateSubnet(ref, 'front', values({ name: 'renamed' }))
    expect(put).toHaveBeenCalledWith('/v1/vpc-subnets/{subnet}', {
      path: { subnet: 'front' },
      query: ref,
      body: { name: 'renamed', description: '', customRouter: null },
    })
  })

  it('deleteSubnet deletes in the VPC', async () => {
    const del = vi.spyOn(api, 'delete').mockResolvedValue(undefined as never)
    await deleteSubnet(ref, 'front')
    expect(del).toHaveBeenCalledWith('/v1/vpc-subnets/{subnet}', { path: { subnet: 'front' }, query: ref })
  })

  it('the form input creates, or edits under the loaded name (its router by id until the routers are in)', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(subnet as never)
    const put = vi.spyOn(api, 'put').mockResolvedValue(subnet as never)
    await subnetFormInput(ref).submit(values({}))
    expect(post).toHaveBeenCalledTimes(1)
    const edit = subnetFormInput(ref, subnet)
    expect(edit.initialValues.customRouter).toBe(custom.id)
    await edit.submit({ ...edit.initialValues, customRouter: '' })
    expect(put.mock.calls[0][1]).toMatchObject({ path: { subnet: 'front' }, body: { customRouter: null } })
  })
})

const signal = new AbortController().signal

describe('subnet list', () => {
  it('custom routers only are offered (and name the rows)', async () => {
    reads(() => ({ items: [system, custom], nextPage: null }))
    await expect(customRoutersSection(ref).read({ signal })).resolves.toEqual([custom])
  })

  it('a page is the subnets alone; the routers leave beside it, not waited for, and cannot fail it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetchQuery = reads((path) => {
      if (path === '/v1/vpc-subnets') return { items: [subnet], nextPage: null }
      throw new Error('forbidden')
    })
    const page = await subnetsPage(ref)({ limit: 50 })
    expect(page.items).toEqual([{ subnet }])
    expect(fetchQuery.mock.calls.map(([o]) => o.queryKey)).toContainEqual([
      '/v1/vpc-subnets',
      { query: { project: 'p', vpc: 'v', limit: 50, pageToken: undefined } },
    ])
  })
})

describe("a subnet's interfaces", () => {
  it('are a page of interfaces; their instances are named from one page of the project, only those past it read by id', async () => {
    const instance = (id: string, name: string) => ({ id, name })
    const nics = [
      { id: 'n1', name: 'nic0', instanceId: 'i-near' },
      { id: 'n2', name: 'nic1', instanceId: 'i-near' },
      { id: 'n3', name: 'nic0', instanceId: 'i-far' },
    ]
    const fetchQuery = reads((path, args) => {
      if (path === '/v1/vpc-subnets/{subnet}/network-interfaces') return { items: nics, nextPage: 'more' }
      if (path === '/v1/instances') return { items: [instance('i-near', 'db1')] }
      return instance(args.path!.instance, 'far-away')
    })
    const page = await subnetNicsPage({ project: 'p', vpc: 'v' }, 'sn')({ limit: 25 })
    expect(page).toEqual({ items: nics, nextPage: 'more' })
    const found = await nicInstancesSection('p', page.items).read({ signal })
    expect(page.items.map((n) => [n.id, found.get(n.instanceId)?.name])).toEqual([
      ['n1', 'db1'],
      ['n2', 'db1'],
      ['n3', 'far-away'],
    ])
    // (The first page of instances, started with the interfaces, is asked again through the cache, which answers it.)
    expect(fetchQuery.mock.calls.map(([o]) => o.queryKey[0])).toEqual([
      '/v1/instances',
      '/v1/vpc-subnets/{subnet}/network-interfaces',
      '/v1/instances',
      '/v1/instances/{instance}',
    ])
  })
})
