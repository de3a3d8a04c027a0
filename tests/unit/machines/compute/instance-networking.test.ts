import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { api, ApiError, queryClient, type ExternalIp, type InstanceNetworkInterface, type VpcFirewallRule } from '~/api'
import { connectForm } from '~/machines/shared/form.connect'
import { checkByRunState } from '~/machines/compute/instance-storage'
import {
  attachEphemeralIp,
  attachFloatingIp,
  deleteNic,
  detachExternalIp,
  ephemeralIpFormInput,
  ephemeralIpFormMachine,
  ephemeralIpPermission,
  floatingIpFormInput,
  floatingIpFormMachine,
  HAS_EPHEMERAL_REASON,
  ipInNet,
  nicCreateFormInput,
  nicCreateFormMachine,
  nicEditFormInput,
  nicEditFormMachine,
  nicPermission,
  nicPlacesSection,
  nicsPage,
  withPlaceNames,
  rulesForInstance,
  unattachedFloatingIpsPage,
  validateNicCreate,
  validateNicEdit,
  addTransitIp,
  vpcChoicesPage,
  type FirewallNic,
} from '~/machines/compute/instance-networking'

const ref = { project: 'mock-project', instance: 'db1' }
const t = new Date('2025-01-01T00:00:00Z')

const nic = (over: Partial<InstanceNetworkInterface> = {}): InstanceNetworkInterface => ({
  id: 'nic-id',
  name: 'nic1',
  description: 'second',
  instanceId: 'i',
  ip: '172.30.4.10',
  mac: 'A8:40:25:F0:00:FF',
  primary: false,
  subnetId: 'subnet-id',
  vpcId: 'vpc-id',
  transitIps: ['10.8.0.0/24'],
  timeCreated: t,
  timeModified: t,
  ...over,
})
const floating = (name: string, instanceId: string | null) => ({
  id: `fip-${name}`,
  name,
  description: '',
  ip: '123.4.56.5',
  ipPoolId: 'pool',
  projectId: 'p',
  instanceId,
  timeCreated: t,
  timeModified: t,
})

const nicsKey = ['/v1/network-interfaces', { query: { project: 'mock-project', instance: 'db1' } }]
const ipsKey = ['/v1/instances/{instance}/external-ips', { path: { instance: 'db1' }, query: { project: 'mock-project' } }]
const fipsKey = ['/v1/floating-ips', { query: { project: 'mock-project' } }]
const seedCache = () => {
  for (const key of [nicsKey, ipsKey, fipsKey]) queryClient.setQueryData(key, { items: [] })
}
const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

/** Answers cached reads by path template. */
function serveReads(byPath: Record<string, (args: { path?: Record<string, string>; query?: Record<string, unknown> }) => unknown>) {
  return vi.spyOn(queryClient, 'fetchQuery').mockImplementation((async (opts: { queryKey: [string, never] }) => {
    const [path, args] = opts.queryKey
    const answer = byPath[path]
    if (!answer) throw new Error(`unexpected read ${path}`)
    return answer(args)
  }) as never)
}

describe('networking reads', () => {
  it('a page is the interfaces alone; their VPC and subnet names are a part of the tab, one read per VPC and subnet', async () => {
    const reads = serveReads({
      '/v1/network-interfaces': () => ({ items: [nic(), nic({ id: 'n2', name: 'nic2' })], nextPage: null }),
      '/v1/vpcs/{vpc}': ({ path }) => ({ id: path?.vpc, name: path?.vpc === 'vpc-id' ? 'mock-vpc' : '?' }),
      '/v1/vpc-subnets/{subnet}': ({ path }) => ({ id: path?.subnet, name: 'mock-subnet' }),
    })
    const page = await nicsPage(ref)({ limit: 50 })
    expect(reads.mock.calls.map((c) => (c[0] as { queryKey: [string] }).queryKey[0])).toEqual(['/v1/network-interfaces'])
    const names = await nicPlacesSection(page.items).read({ signal: new AbortController().signal })
    expect(withPlaceNames(page.items, names).map((n) => [n.name, n.vpcName, n.subnetName])).toEqual([
      ['nic1', 'mock-vpc', 'mock-subnet'],
      ['nic2', 'mock-vpc', 'mock-subnet'],
    ])
    // one read per VPC and subnet, however many interfaces share them
    expect(reads.mock.calls.map((c) => (c[0] as { queryKey: [string] }).queryKey[0]).sort()).toEqual([
      '/v1/network-interfaces',
      '/v1/vpc-subnets/{subnet}',
      '/v1/vpcs/{vpc}',
    ])
  })

  it('a VPC gone since leaves its name out; one that cannot be read otherwise fails the part, not the table', async () => {
    serveReads({
      '/v1/vpcs/{vpc}': () => Promise.reject(new ApiError({ type: 'error', message: 'Not found', statusCode: 404 })),
      '/v1/vpc-subnets/{subnet}': ({ path }) => ({ id: path?.subnet, name: 'mock-subnet' }),
    })
    const names = await nicPlacesSection([nic()]).read({ signal: new AbortController().signal })
    expect(withPlaceNames([nic()], names)[0]).toMatchObject({ vpcName: undefined, subnetName: 'mock-subnet' })
    vi.restoreAllMocks()
    serveReads({ '/v1/vpcs/{vpc}': () => Promise.reject(new Error('boom')), '/v1/vpc-subnets/{subnet}': () => ({}) })
    await expect(nicPlacesSection([nic()]).read({ signal: new AbortController().signal })).rejects.toThrow('boom')
  })

  it('offers VPCs with their subnets, and only unattached floating IPs', async () => {
    serveReads({
      '/v1/vpcs': () => ({ items: [{ name: 'a' }, { name: 'b' }] }),
      '/v1/vpc-subnets': ({ query }) => ({ items: [{ name: `${query?.vpc}-1` }, { name: `${query?.vpc}-2` }] }),
      '/v1/floating-ips': () => ({ items: [floating('free', null), floating('taken', 'other')] }),
    })
    expect((await vpcChoicesPage('mock-project')({ limit: 50 })).items).toEqual([
      { name: 'a', subnets: ['a-1', 'a-2'] },
      { name: 'b', subnets: ['b-1', 'b-2'] },
    ])
    expect((await unattachedFloatingIpsPage('mock-project')({ limit: 50 })).items.map((f) => f.name)).toEqual(['free'])
  })
})

describe('what the networking tab may do', () => {
  it('interfaces change only while the instance is stopped', () => {
    expect(nicPermission(checkByRunState('stopped'))).toEqual({ allowed: true })
    expect(nicPermission(checkByRunState('running'))).toEqual({
      allowed: false,
      reason: 'Only available when the instance is stopped',
    })
  })

  it('one ephemeral IP at most', () => {
    const eph: ExternalIp = { kind: 'ephemeral', ip: '10.0.0.1' }
    const fip = { ...floating('f', 'i'), kind: 'floating' } as ExternalIp
    expect(ephemeralIpPermission({ status: 'ready', data: [fip] })).toEqual({ allowed: true })
    expect(ephemeralIpPermission({ status: 'ready', data: [fip, eph] })).toEqual({ allowed: false, reason: HAS_EPHEMERAL_REASON })
    // Whether it has one is known only once its IPs are read.
    expect(ephemeralIpPermission({ status: 'pending' }).allowed).toBe(false)
    expect(ephemeralIpPermission({ status: 'failed', message: 'Service Unavailable', retry: () => {} })).toEqual({
      allowed: false,
      reason: 'Could not read the instance’s external IPs: Service Unavailable',
    })
  })
})

describe('networking calls', () => {
  it('deleteNic deletes by name within the instance and refreshes interface reads', async () => {
    const del = vi.spyOn(api, 'delete').mockResolvedValue(undefined as never)
    seedCache()
    await deleteNic(ref, 'nic1')
    expect(del).toHaveBeenCalledWith('/v1/network-interfaces/{interface}', {
      path: { interface: 'nic1' },
      query: { project: 'mock-project', instance: 'db1' },
    })
    expect(stale(nicsKey)).toBe(true)
  })

  it('attaches an ephemeral IP from a pool, or the default pool when none is picked', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ kind: 'ephemeral', ip: '123.4.56.7' } as never)
    seedCache()
    await attachEphemeralIp(ref, 'ip-pool-2')
    await attachEphemeralIp(ref, '')
    expect(post.mock.calls).toEqual([
      ['/v1/instances/{instance}/external-ips/ephemeral', { path: { instance: 'db1' }, query: { project: 'mock-project' }, body: { pool: 'ip-pool-2' } }],
      ['/v1/instances/{instance}/external-ips/ephemeral', { path: { instance: 'db1' }, query: { project: 'mock-project' }, body: { pool: null } }],
    ])
    expect(stale(ipsKey)).toBe(true)
    expect(stale(fipsKey)).toBe(true)
  })

  it('attaches a floating IP to the instance', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(floating('cola-float', 'i') as never)
    seedCache()
    await attachFloatingIp(ref, 'cola-float')
    expect(post).toHaveBeenCalledWith('/v1/floating-ips/{floating_ip}/attach', {
      path: { floating_ip: 'cola-float' },
      query: { project: 'mock-project' },
      body: { kind: 'instance', parent: 'db1' },
    })
    expect(stale(ipsKey)).toBe(true)
  })

  it('detaches each kind of external IP its own way', async () => {
    const del = vi.spyOn(api, 'delete').mockResolvedValue(undefined as never)
    const post = vi.spyOn(api, 'post').mockResolvedValue(floating('f', null) as never)
    await detachExternalIp(ref, { kind: 'ephemeral', ip: '10.0.0.1' })
    expect(del).toHaveBeenCalledWith('/v1/instances/{instance}/external-ips/ephemeral', {
      path: { instance: 'db1' },
      query: { project: 'mock-project' },
    })
    await detachExternalIp(ref, { ...floating('rootbeer-float', 'i'), kind: 'floating' } as ExternalIp)
    expect(post).toHaveBeenCalledWith('/v1/floating-ips/{floating_ip}/detach', {
      path: { floating_ip: 'rootbeer-float' },
      query: { project: 'mock-project' },
    })
  })
})

describe('add interface form', () => {
  it('needs a name, VPC and subnet; the IP is optional but must be valid', () => {
    const base = { name: 'nic2', description: '', vpc: 'mock-vpc', subnet: 'mock-subnet', ip: '' }
    expect(validateNicCreate(base)).toMatchObject({ name: undefined, vpc: undefined, subnet: undefined, ip: undefined })
    expect(validateNicCreate({ ...base, name: '', vpc: '', subnet: '' })).toMatchObject({
      name: 'Name is required',
      vpc: 'VPC is required',
      subnet: 'Subnet is required',
    })
    expect(validateNicCreate({ ...base, ip: '300.1.1.1' }).ip).toBe('Not a valid IP address')
    expect(validateNicCreate({ ...base, ip: 'fd00::5' }).ip).toBeUndefined()
  })

  it('posts the interface, with the IP only when one is given', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(nic({ name: 'nic2' }) as never)
    const actor = createActor(nicCreateFormMachine, { input: nicCreateFormInput(ref) }).start()
    const props = () => connectForm(actor.getSnapshot(), actor.send)
    props().change('name', 'nic2')
    props().change('vpc', 'mock-vpc')
    props().change('subnet', 'mock-subnet')
    props().change('ip', '999')
    props().submit()
    expect(props().errors).toEqual({ ip: 'Not a valid IP address' })
    expect(post).not.toHaveBeenCalled()
    props().change('ip', ' ')
    props().submit()
    await waitFor(actor, (s) => s.status === 'done')
    expect(post).toHaveBeenCalledWith('/v1/network-interfaces', {
      query: { project: 'mock-project', instance: 'db1' },
      body: { name: 'nic2', description: '', vpcName: 'mock-vpc', subnetName: 'mock-subnet' },
    })
  })
})

describe('edit interface form', () => {
  it('starts from the interface and keeps its transit IPs', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue(nic({ name: 'renamed' }) as never)
    const actor = createActor(nicEditFormMachine, { input: nicEditFormInput(ref, nic()) }).start()
    const props = () => connectForm(actor.getSnapshot(), actor.send)
    expect(props().values).toEqual({
      name: 'nic1',
      description: 'second',
      primary: false,
      transitIps: ['10.8.0.0/24'],
      transitIpDraft: '',
    })
    props().change('name', 'renamed')
    props().change('primary', true)
    props().submit()
    await waitFor(actor, (s) => s.status === 'done')
    expect(put).toHaveBeenCalledWith('/v1/network-interfaces/{interface}', {
      path: { interface: 'nic1' },
      query: { project: 'mock-project', instance: 'db1' },
      body: { name: 'renamed', description: 'second', primary: true, transitIps: ['10.8.0.0/24'] },
    })
  })

  it('never asks to change a primary interface', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue(nic({ primary: true }) as never)
    const actor = createActor(nicEditFormMachine, {
      input: nicEditFormInput(ref, nic({ primary: true, transitIps: undefined })),
    }).start()
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(put.mock.calls[0][1]).toMatchObject({ body: { primary: false, transitIps: [] } })
  })
})

describe('transit IPs', () => {
  const values = (transitIps: string[], transitIpDraft: string) => ({
    name: 'nic1',
    description: '',
    primary: false,
    transitIps,
    transitIpDraft,
  })

  it.each([
    ['10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0.0/x', 'Width must be an integer'],
    ['10.0.0.0/33', 'Max width for IPv4 is 32'],
    ['fd00::/129', 'Max width for IPv6 is 128'],
    ['10.8.0.0/24', 'Items must be unique'],
  ])('refuses %s with the CIDR message', (draft, message) => {
    expect(addTransitIp(values(['10.8.0.0/24'], draft))).toEqual({ change: {}, error: message })
    expect(validateNicEdit(values(['10.8.0.0/24'], draft)).transitIpDraft).toBe(message)
  })

  it('adds a network written plainly and empties the field; an empty field does nothing', () => {
    expect(addTransitIp(values([], ' 10.9.0.0/016 '))).toEqual({ change: { transitIps: ['10.9.0.0/16'], transitIpDraft: '' } })
    expect(addTransitIp(values(['10.8.0.0/24'], ''))).toEqual({ change: {} })
  })

  it('a typed network not yet added is saved with the list', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue(nic() as never)
    const actor = createActor(nicEditFormMachine, { input: nicEditFormInput(ref, nic()) }).start()
    const props = () => connectForm(actor.getSnapshot(), actor.send)
    props().change('transitIpDraft', 'fd00:1::/64')
    props().submit()
    await waitFor(actor, (s) => s.status === 'done')
    expect(put.mock.calls[0][1]).toMatchObject({ body: { transitIps: ['10.8.0.0/24', 'fd00:1::/64'] } })
  })
})

describe('external IP forms', () => {
  it('the ephemeral form needs nothing: an empty pool is the default', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ kind: 'ephemeral', ip: '1.2.3.4' } as never)
    const actor = createActor(ephemeralIpFormMachine, { input: ephemeralIpFormInput(ref) }).start()
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(post.mock.calls[0][1]).toMatchObject({ body: { pool: null } })
  })

  it('the floating form needs a floating IP', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(floating('cola-float', 'i') as never)
    const actor = createActor(floatingIpFormMachine, { input: floatingIpFormInput(ref) }).start()
    actor.send({ type: 'SUBMIT' })
    expect(connectForm(actor.getSnapshot(), actor.send).errors).toEqual({ floatingIp: 'Floating IP is required' })
    actor.send({ type: 'CHANGE', name: 'floatingIp', value: 'cola-float' })
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(post.mock.calls[0][1]).toMatchObject({ path: { floating_ip: 'cola-float' } })
  })
})

// ---- which firewall rules apply ----

const VPC = 'vpc-1'
const OTHER_VPC = 'vpc-2'

const rule = (name: string, targets: VpcFirewallRule['targets'], extra: Partial<VpcFirewallRule> = {}): VpcFirewallRule => ({
  id: `id-${name}`,
  name,
  description: '',
  action: 'allow',
  direction: 'inbound',
  filters: {},
  priority: 65534,
  status: 'enabled',
  targets,
  timeCreated: new Date(0),
  timeModified: new Date(0),
  vpcId: VPC,
  ...extra,
})

const fwNic: FirewallNic = { vpcId: VPC, vpcName: 'default', subnetName: 'default', ip: '172.30.0.5' }
const names = (rules: VpcFirewallRule[], nics: FirewallNic[] = [fwNic]) => rulesForInstance('db1', nics, rules).map((a) => a.rule.name)

describe('rulesForInstance', () => {
  it('matches the instance by name', () => {
    const applied = rulesForInstance('db1', [fwNic], [rule('by-name', [{ type: 'instance', value: 'db1' }]), rule('other', [{ type: 'instance', value: 'web1' }])])
    expect(applied.map((a) => a.rule.name)).toEqual(['by-name'])
    expect(applied[0].because).toEqual([{ kind: 'instance', value: 'db1' }])
    expect(applied[0].vpcName).toBe('default')
  })

  it('matches a subnet of one of its interfaces', () => {
    expect(names([rule('sub', [{ type: 'subnet', value: 'default' }]), rule('sub2', [{ type: 'subnet', value: 'backend' }])])).toEqual(['sub'])
  })

  it('matches its VPC', () => {
    expect(names([rule('vpc', [{ type: 'vpc', value: 'default' }]), rule('vpc2', [{ type: 'vpc', value: 'prod' }])])).toEqual(['vpc'])
  })

  it('matches an IP of one of its interfaces, and an IP network holding one', () => {
    expect(
      names([
        rule('ip', [{ type: 'ip', value: '172.30.0.5' }]),
        rule('ip-other', [{ type: 'ip', value: '172.30.0.6' }]),
        rule('net', [{ type: 'ip_net', value: '172.30.0.0/22' }]),
        rule('net-edge', [{ type: 'ip_net', value: '172.30.0.4/30' }]),
        rule('net-outside', [{ type: 'ip_net', value: '172.30.4.0/22' }]),
        rule('net-v6', [{ type: 'ip_net', value: 'fd00::/8' }]),
      ]),
    ).toEqual(['ip', 'net', 'net-edge'])
  })

  it('lists only the targets that match, and a rule once', () => {
    const [a] = rulesForInstance('db1', [fwNic], [
      rule('two', [
        { type: 'vpc', value: 'default' },
        { type: 'instance', value: 'web1' },
        { type: 'instance', value: 'db1' },
      ]),
    ])
    expect(a.because.map((t) => t.kind)).toEqual(['vpc', 'instance'])
  })

  it('a rule with no targets applies to every instance of its VPC', () => {
    expect(rulesForInstance('db1', [fwNic], [rule('all', [])])[0].because).toEqual([{ kind: 'all', value: 'default' }])
  })

  it('a rule of a VPC the instance has no interface in never applies, whatever its targets', () => {
    expect(names([rule('elsewhere', [{ type: 'instance', value: 'db1' }, { type: 'vpc', value: 'default' }], { vpcId: OTHER_VPC })])).toEqual([])
  })

  it('matches a subnet name only within the rule’s VPC', () => {
    const nics: FirewallNic[] = [fwNic, { vpcId: OTHER_VPC, vpcName: 'prod', subnetName: 'backend', ip: '10.0.0.5' }]
    expect(names([rule('backend-in-vpc-1', [{ type: 'subnet', value: 'backend' }])], nics)).toEqual([])
    expect(names([rule('backend-in-vpc-2', [{ type: 'subnet', value: 'backend' }], { vpcId: OTHER_VPC })], nics)).toEqual(['backend-in-vpc-2'])
  })

  it('no match: nothing targets it', () => {
    expect(names([rule('web', [{ type: 'instance', value: 'web1' }, { type: 'ip', value: '10.1.1.1' }])])).toEqual([])
    expect(names([rule('web', [{ type: 'instance', value: 'db1' }])], [])).toEqual([])
  })

  it('orders by priority, then name', () => {
    expect(
      names([
        rule('b', [{ type: 'instance', value: 'db1' }], { priority: 10 }),
        rule('a', [{ type: 'instance', value: 'db1' }], { priority: 10 }),
        rule('first', [{ type: 'instance', value: 'db1' }], { priority: 1 }),
      ]),
    ).toEqual(['first', 'a', 'b'])
  })
})

describe('ipInNet', () => {
  it('IPv4 containment at the edges of the network', () => {
    expect(ipInNet('10.0.0.0', '10.0.0.0/8')).toBe(true)
    expect(ipInNet('10.255.255.255', '10.0.0.0/8')).toBe(true)
    expect(ipInNet('11.0.0.0', '10.0.0.0/8')).toBe(false)
    expect(ipInNet('192.168.1.7', '192.168.1.7/32')).toBe(true)
    expect(ipInNet('192.168.1.8', '192.168.1.7/32')).toBe(false)
    expect(ipInNet('8.8.8.8', '0.0.0.0/0')).toBe(true)
  })
  it('IPv6, and versions never mix', () => {
    expect(ipInNet('fd00::1', 'fd00::/64')).toBe(true)
    expect(ipInNet('fd01::1', 'fd00::/16')).toBe(false)
    expect(ipInNet('10.0.0.1', '::/0')).toBe(false)
    expect(ipInNet('not-an-ip', '10.0.0.0/8')).toBe(false)
    expect(ipInNet('10.0.0.1', 'nonsense')).toBe(false)
  })
})
