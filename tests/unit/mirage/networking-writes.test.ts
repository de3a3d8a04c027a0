// VPC networking writes: VPCs, subnets, routers and routes, firewall rules and
// internet gateways, with Nexus's rules and wording.
import { describe, expect, test } from 'vitest'
import { actAs } from '../../../mirage'
import { childId, ids } from '../../../mirage/seed/ids'
import { Store } from '../../../mirage/store'
import { call, withFreshServer } from './helpers'

const holder = withFreshServer({ transitionMs: 'manual' })

const P = '?project=mock-project'
const inVpc = (vpc = 'mock-vpc') => `?project=mock-project&vpc=${vpc}`
const onRouter = (router: string) => `${inVpc()}&router=${router}`
const onGateway = (gateway: string) => `${inVpc()}&gateway=${gateway}`
const names = (res: { body: { items: { name: string }[] } }) => res.body.items.map((i) => i.name)
const invalid = (message: string) => ({ error_code: 'InvalidRequest', message })

const newVpc = (name: string, extra: Record<string, unknown> = {}) =>
  call('POST', `/v1/vpcs${P}`, { name, description: 'made by a test', dns_name: name, ...extra })
const newSubnet = (name: string, ipv4_block: string, extra: Record<string, unknown> = {}) =>
  call('POST', `/v1/vpc-subnets${inVpc()}`, { name, description: '', ipv4_block, ...extra })
const newRoute = (router: string, destination: unknown, target: unknown, name = 'r') =>
  call('POST', `/v1/vpc-router-routes${onRouter(router)}`, { name, description: '', destination, target })

describe('VPCs', () => {
  test('a new VPC comes with a system router and its routes, a default subnet, rules and a gateway', async () => {
    const res = await newVpc('fresh')
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ name: 'fresh', dns_name: 'fresh', project_id: ids.project.mock })
    expect(res.body.ipv6_prefix).toMatch(/^fd[0-9a-f]{0,2}:.*\/48$/)

    const subnets = (await call('GET', `/v1/vpc-subnets${inVpc('fresh')}`)).body.items
    expect(subnets).toEqual([
      expect.objectContaining({ name: 'default', ipv4_block: '172.30.0.0/22', custom_router_id: null }),
    ])
    const routers = (await call('GET', `/v1/vpc-routers${inVpc('fresh')}`)).body.items
    expect(routers).toEqual([expect.objectContaining({ name: 'system', kind: 'system', id: res.body.system_router_id })])
    const routes = await call('GET', `/v1/vpc-router-routes${inVpc('fresh')}&router=system`)
    expect(names(routes).sort()).toEqual(['default', 'default-v4', 'default-v6'])
    const rules = (await call('GET', `/v1/vpc-firewall-rules${inVpc('fresh')}`)).body.rules
    expect(rules.map((r: { name: string }) => r.name)).toEqual(['allow-icmp', 'allow-internal-inbound', 'allow-ssh'])
    expect(names(await call('GET', `/v1/internet-gateways${inVpc('fresh')}`))).toEqual(['default'])
    expect(names(await call('GET', `/v1/internet-gateway-ip-pools${inVpc('fresh')}&gateway=default`))).toEqual(['default'])
  })

  test('an IPv6 prefix asked for is used, and the default subnet takes its first /64', async () => {
    const res = await newVpc('ula', { ipv6_prefix: 'fd12:3456:789a::/48' })
    expect(res.body.ipv6_prefix).toBe('fd12:3456:789a::/48')
    const subnet = await call('GET', `/v1/vpc-subnets/default${inVpc('ula')}`)
    expect(subnet.body.ipv6_block).toBe('fd12:3456:789a::/64')
  })

  test.each(['fd12:3456::/64', '2001:db8:1::/48'])('the prefix %s is refused: not a ULA /48', async (prefix) => {
    const res = await newVpc('ula', { ipv6_prefix: prefix })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject(
      invalid('VPC IPv6 address prefixes must be in the Unique Local Address range `fd00::/48` (RFD 4193)'),
    )
  })

  test('a prefix that is not an IPv6 network does not parse', async () => {
    const res = await newVpc('ula', { ipv6_prefix: '10.0.0.0/8' })
    expect(res.status).toBe(400)
    expect(res.body.error_code).toBeUndefined()
    expect(res.body.message).toBe('unable to parse JSON body: ipv6_prefix: invalid IP network "10.0.0.0/8"')
  })

  test('names are unique in a project, on create and on rename', async () => {
    const res = await newVpc('mock-vpc')
    expect(res.body).toMatchObject({ error_code: 'ObjectAlreadyExists', message: 'already exists: vpc "mock-vpc"' })
    const rename = await call('PUT', `/v1/vpcs/mock-vpc-2${P}`, { name: 'mock-vpc' })
    expect(rename.body.message).toBe('already exists: vpc "mock-vpc"')
    // Another project may have one so named.
    expect((await call('POST', '/v1/vpcs?project=other-project', { name: 'mock-vpc', description: '', dns_name: 'x' })).status).toBe(201)
  })

  test('an update changes only what it names', async () => {
    const res = await call('PUT', `/v1/vpcs/mock-vpc-2${P}`, { name: 'renamed', dns_name: 'renamed-dns' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ name: 'renamed', dns_name: 'renamed-dns', description: 'A second VPC with only the defaults' })
    expect((await call('GET', `/v1/vpcs/renamed${P}`)).status).toBe(200)
  })

  test('a VPC with subnets cannot be deleted; once they are gone it goes, with all it held', async () => {
    const vpcId = childId('vpc', 'mock-project', 'mock-vpc-2')
    const refused = await call('DELETE', `/v1/vpcs/mock-vpc-2${P}`)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject(invalid('VPC cannot be deleted while VPC Subnets exist'))

    expect((await call('POST', `/v1/vpc-routers${inVpc('mock-vpc-2')}`, { name: 'extra', description: '' })).status).toBe(201)
    expect((await call('DELETE', `/v1/vpc-subnets/default${inVpc('mock-vpc-2')}`)).status).toBe(204)
    expect((await call('DELETE', `/v1/vpcs/mock-vpc-2${P}`)).status).toBe(204)
    expect((await call('GET', `/v1/vpcs/mock-vpc-2${P}`)).status).toBe(404)

    const store = new Store(holder.server.schema)
    const routerIds = new Set(store.where('vpcRouter', (r) => r.vpcId === vpcId).map((r) => r.id))
    expect(routerIds.size).toBe(0)
    expect(store.where('routerRoute', (r) => r.name === 'default-v4').length).toBe(
      store.all('vpc').length, // one per remaining VPC
    )
    expect(store.where('vpcFirewallRule', (r) => r.vpcId === vpcId)).toEqual([])
    expect(store.where('internetGateway', (g) => g.vpcId === vpcId)).toEqual([])
  })

  test('a project viewer may not create, change or delete a VPC', async () => {
    actAs(ids.user.katherine)
    expect((await newVpc('mine')).status).toBe(403)
    expect((await call('PUT', `/v1/vpcs/mock-vpc${P}`, { description: 'x' })).status).toBe(403)
    expect((await call('DELETE', `/v1/vpcs/mock-vpc-2${P}`)).status).toBe(403)
  })
})

describe('a project with VPCs', () => {
  test('is deleted only once its VPCs are', async () => {
    expect((await call('POST', '/v1/projects', { name: 'doomed', description: '' })).status).toBe(201)
    const refused = await call('DELETE', '/v1/projects/doomed')
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject(invalid('project to be deleted contains a vpc: default'))

    expect((await call('DELETE', '/v1/vpc-subnets/default?project=doomed&vpc=default')).status).toBe(204)
    expect((await call('DELETE', '/v1/vpcs/default?project=doomed')).status).toBe(204)
    expect((await call('DELETE', '/v1/projects/doomed')).status).toBe(204)
  })
})

describe('subnets', () => {
  test('a new subnet takes the next free /64 and gets a route on the system router', async () => {
    const vpc = (await call('GET', `/v1/vpcs/mock-vpc${P}`)).body
    const res = await newSubnet('third', '10.1.0.0/24')
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ name: 'third', ipv4_block: '10.1.0.0/24', vpc_id: vpc.id, custom_router_id: null })
    // mock-subnet and mock-subnet-2 hold the first two.
    const second = (await call('GET', `/v1/vpc-subnets/mock-subnet-2${inVpc()}`)).body.ipv6_block as string
    expect(res.body.ipv6_block).not.toBe(second)
    expect(res.body.ipv6_block.endsWith('/64')).toBe(true)

    const route = await call('GET', `/v1/vpc-router-routes/third${onRouter('system')}`)
    expect(route.body).toMatchObject({
      kind: 'vpc_subnet',
      destination: { type: 'subnet', value: 'third' },
      target: { type: 'subnet', value: 'third' },
    })
  })

  test('an IPv4 block overlapping another subnet of the VPC is refused', async () => {
    const res = await newSubnet('overlap', '172.30.1.0/24')
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject(invalid("IP address range '172.30.1.0/24' conflicts with an existing subnet"))
    // Another VPC's subnets do not count.
    const other = await call('POST', `/v1/vpc-subnets${inVpc('mock-vpc-2')}`, { name: 'x', description: '', ipv4_block: '172.30.4.0/24' })
    expect(other.status).toBe(201)
  })

  test.each([
    ['10.0.0.0/28', 'VPC Subnet IPv4 address ranges must have prefix length between 8 and 26, inclusive'],
    ['10.0.0.0/7', 'VPC Subnet IPv4 address ranges must have prefix length between 8 and 26, inclusive'],
    ['8.8.8.0/24', 'VPC Subnet IPv4 address ranges must be from a private range'],
  ])('the IPv4 block %s is refused', async (block, message) => {
    const res = await newSubnet('bad', block)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject(invalid(message))
  })

  test('an IPv4 block that is not a CIDR does not parse', async () => {
    const res = await newSubnet('bad', '10.0.0.0')
    expect(res.body.message).toBe('unable to parse JSON body: ipv4_block: invalid IP network "10.0.0.0"')
  })

  test('an IPv6 block must be a /64 of the VPC prefix and free', async () => {
    const vpc = (await call('GET', `/v1/vpcs/mock-vpc${P}`)).body
    const outside = await newSubnet('v6', '10.2.0.0/24', { ipv6_block: 'fd99:1:2:3::/64' })
    expect(outside.body).toMatchObject(
      invalid(`VPC Subnet IPv6 address range 'fd99:1:2:3::/64' is not valid for VPC with IPv6 prefix '${vpc.ipv6_prefix}'`),
    )
    const taken = (await call('GET', `/v1/vpc-subnets/mock-subnet${inVpc()}`)).body.ipv6_block
    const clash = await newSubnet('v6', '10.2.0.0/24', { ipv6_block: taken })
    expect(clash.body).toMatchObject(invalid(`IP address range '${taken}' conflicts with an existing subnet`))
  })

  test('names are unique in a VPC', async () => {
    const res = await newSubnet('mock-subnet', '10.3.0.0/24')
    expect(res.body).toMatchObject({ error_code: 'ObjectAlreadyExists', message: 'already exists: vpc-subnet "mock-subnet"' })
  })

  test('a custom router of the same VPC may be attached; a system router or another VPC’s may not', async () => {
    const custom = (await call('GET', `/v1/vpc-routers/mock-custom-router${inVpc()}`)).body
    const withRouter = await newSubnet('routed', '10.4.0.0/24', { custom_router: 'mock-custom-router' })
    expect(withRouter.body.custom_router_id).toBe(custom.id)

    const system = await newSubnet('routed-2', '10.5.0.0/24', { custom_router: 'system' })
    expect(system.body).toMatchObject(invalid('cannot attach a system router to a VPC subnet'))

    await call('POST', `/v1/vpc-routers${inVpc('mock-vpc-2')}`, { name: 'elsewhere', description: '' })
    const byName = await newSubnet('routed-2', '10.5.0.0/24', { custom_router: 'elsewhere' })
    expect(byName.status).toBe(404)
    const elsewhere = (await call('GET', `/v1/vpc-routers/elsewhere${inVpc('mock-vpc-2')}`)).body
    const byId = await newSubnet('routed-2', '10.5.0.0/24', { custom_router: elsewhere.id })
    expect(byId.body).toMatchObject(
      invalid('a router can only be attached to a subnet when both belong to the same VPC'),
    )
  })

  test('an update renames the subnet and its system route, and sets or clears the custom router', async () => {
    const url = `/v1/vpc-subnets/mock-subnet-2${inVpc()}`
    const renamed = await call('PUT', url, { name: 'renamed', custom_router: 'mock-custom-router' })
    expect(renamed.body).toMatchObject({ name: 'renamed', description: 'A subnet routed by mock-custom-router' })
    expect(renamed.body.custom_router_id).not.toBeNull()
    const routes = names(await call('GET', `/v1/vpc-router-routes${onRouter('system')}`))
    expect(routes).toContain('renamed')
    expect(routes).not.toContain('mock-subnet-2')
    const route = (await call('GET', `/v1/vpc-router-routes/renamed${onRouter('system')}`)).body
    expect(route.destination).toEqual({ type: 'subnet', value: 'renamed' })

    const cleared = await call('PUT', `/v1/vpc-subnets/renamed${inVpc()}`, { custom_router: null })
    expect(cleared.body.custom_router_id).toBeNull()
    await call('PUT', `/v1/vpc-subnets/renamed${inVpc()}`, { custom_router: 'mock-custom-router' })
    // As in Nexus, leaving custom_router out of an update detaches the router too.
    const omitted = await call('PUT', `/v1/vpc-subnets/renamed${inVpc()}`, { description: 'edited' })
    expect(omitted.body).toMatchObject({ description: 'edited', custom_router_id: null })

    const clash = await call('PUT', `/v1/vpc-subnets/renamed${inVpc()}`, { name: 'mock-subnet' })
    expect(clash.body.message).toBe('already exists: vpc-subnet "mock-subnet"')
  })

  test('a subnet with network interfaces cannot be deleted', async () => {
    const res = await call('DELETE', `/v1/vpc-subnets/mock-subnet${inVpc()}`)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject(invalid('VPC Subnet cannot be deleted while network interfaces in the subnet exist'))
  })

  test('an empty subnet is deleted with its system route', async () => {
    await newSubnet('brief', '10.6.0.0/24')
    expect((await call('DELETE', `/v1/vpc-subnets/brief${inVpc()}`)).status).toBe(204)
    expect((await call('GET', `/v1/vpc-subnets/brief${inVpc()}`)).status).toBe(404)
    expect(names(await call('GET', `/v1/vpc-router-routes${onRouter('system')}`))).not.toContain('brief')
  })

  test('a subnet named like a default route gets a route name of its own', async () => {
    await newSubnet('default-v4', '10.7.0.0/24')
    const routes = names(await call('GET', `/v1/vpc-router-routes${onRouter('system')}&limit=100`))
    expect(routes.filter((n) => n === 'default-v4')).toHaveLength(1)
    expect(routes.some((n) => n.startsWith('conflict-default-v4-'))).toBe(true)
  })
})

describe('routers', () => {
  test('users create custom routers; names are unique in a VPC', async () => {
    const res = await call('POST', `/v1/vpc-routers${inVpc()}`, { name: 'edge', description: 'to the edge' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ name: 'edge', kind: 'custom' })
    const again = await call('POST', `/v1/vpc-routers${inVpc()}`, { name: 'edge', description: '' })
    expect(again.body).toMatchObject({ error_code: 'ObjectAlreadyExists', message: 'already exists: vpc-router "edge"' })
    const renamed = await call('PUT', `/v1/vpc-routers/edge${inVpc()}`, { name: 'edge-2' })
    expect(renamed.body).toMatchObject({ name: 'edge-2', description: 'to the edge' })
  })

  test('the system router cannot be deleted', async () => {
    const res = await call('DELETE', `/v1/vpc-routers/system${inVpc()}`)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject(invalid('cannot delete system router'))
  })

  test('a custom router goes with its routes, and subnets that used it are detached (as in Nexus)', async () => {
    const routerId = childId('router', 'mock-project', 'mock-vpc', 'mock-custom-router')
    expect((await call('DELETE', `/v1/vpc-routers/mock-custom-router${inVpc()}`)).status).toBe(204)
    const subnet = (await call('GET', `/v1/vpc-subnets/mock-subnet-2${inVpc()}`)).body
    expect(subnet.custom_router_id).toBeNull()
    const store = new Store(holder.server.schema)
    expect(store.where('routerRoute', (r) => r.vpcRouterId === routerId)).toEqual([])
  })

  test('a project viewer may not create one', async () => {
    actAs(ids.user.katherine)
    expect((await call('POST', `/v1/vpc-routers${inVpc()}`, { name: 'edge', description: '' })).status).toBe(403)
  })
})

describe('routes', () => {
  test('none may be added to the system router', async () => {
    const res = await newRoute('system', { type: 'ip_net', value: '10.9.0.0/16' }, { type: 'drop' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject(invalid('user-provided routes cannot be added to a system router'))
  })

  test('a custom router takes custom routes, named uniquely', async () => {
    const res = await newRoute('mock-custom-router', { type: 'ip', value: '10.9.0.1' }, { type: 'ip', value: '10.9.0.2' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      kind: 'custom',
      destination: { type: 'ip', value: '10.9.0.1' },
      target: { type: 'ip', value: '10.9.0.2' },
    })
    const clash = await newRoute('mock-custom-router', { type: 'subnet', value: 'mock-subnet' }, { type: 'drop' }, 'drop-local')
    expect(clash.body).toMatchObject({ error_code: 'ObjectAlreadyExists', message: 'already exists: router-route "drop-local"' })
  })

  test.each([
    [{ type: 'ip', value: '10.0.0.1' }, { type: 'ip', value: 'fd00::1' }, 'cannot mix explicit IPv4 and IPv6 addresses between destination and target'],
    [{ type: 'ip_net', value: 'fd00::/64' }, { type: 'ip', value: '10.0.0.1' }, 'cannot mix explicit IPv4 and IPv6 addresses between destination and target'],
    [{ type: 'vpc', value: 'mock-vpc' }, { type: 'drop' }, 'users cannot specify VPCs as a destination or target in Custom routes'],
    [{ type: 'ip', value: '10.0.0.1' }, { type: 'vpc', value: 'mock-vpc' }, 'users cannot specify VPCs as a destination or target in Custom routes'],
    [{ type: 'ip', value: '10.0.0.1' }, { type: 'subnet', value: 'mock-subnet' }, 'subnets cannot be used as a target in Custom routers'],
  ])('%j → %j is refused', async (destination, target, message) => {
    const res = await newRoute('mock-custom-router', destination, target)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject(invalid(message))
  })

  test.each([
    [{ type: 'ip', value: '10.0.0.300' }, { type: 'drop' }, 'destination.value: invalid IP address syntax'],
    [{ type: 'ip_net', value: '10.0.0.0' }, { type: 'drop' }, 'destination.value: invalid IP network "10.0.0.0"'],
    [{ type: 'elsewhere', value: 'x' }, { type: 'drop' }, 'destination.type: unknown variant `elsewhere`, expected one of `ip`, `ip_net`, `vpc`, `subnet`'],
    [{ type: 'subnet', value: 'mock-subnet' }, { type: 'instance' }, 'target: missing field `value`'],
  ])('%j → %j does not parse', async (destination, target, detail) => {
    const res = await newRoute('mock-custom-router', destination, target)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(`unable to parse JSON body: ${detail}`)
  })

  test('a subnet route of the system router cannot be changed or deleted', async () => {
    const url = `/v1/vpc-router-routes/mock-subnet${onRouter('system')}`
    const put = await call('PUT', url, { destination: { type: 'subnet', value: 'mock-subnet' }, target: { type: 'drop' } })
    expect(put.body).toMatchObject(invalid('routes of type VpcSubnet within the system router are not modifiable'))
    expect((await call('DELETE', url)).body).toMatchObject(invalid('DELETE not allowed on system routes'))
  })

  test('a default route may be re-aimed but keeps its destination and metadata, and stays', async () => {
    const url = `/v1/vpc-router-routes/default-v4${onRouter('system')}`
    const destination = { type: 'ip_net', value: '0.0.0.0/0' }
    const moved = await call('PUT', url, { destination: { type: 'ip_net', value: '10.0.0.0/8' }, target: { type: 'drop' } })
    expect(moved.body).toMatchObject(invalid('the destination and metadata of a Default route cannot be changed'))
    const renamed = await call('PUT', url, { name: 'mine', destination, target: { type: 'drop' } })
    expect(renamed.body).toMatchObject(invalid('the destination and metadata of a Default route cannot be changed'))
    const reaimed = await call('PUT', url, { destination, target: { type: 'internet_gateway', value: 'second-gateway' } })
    expect(reaimed.status).toBe(200)
    expect(reaimed.body).toMatchObject({ kind: 'default', target: { type: 'internet_gateway', value: 'second-gateway' } })
    expect((await call('DELETE', url)).body).toMatchObject(invalid('DELETE not allowed on system routes'))
  })

  test('a custom route is changed and deleted', async () => {
    const url = `/v1/vpc-router-routes/drop-local${onRouter('mock-custom-router')}`
    const res = await call('PUT', url, {
      name: 'drop-lab',
      destination: { type: 'ip_net', value: '192.168.2.0/24' },
      target: { type: 'drop' },
    })
    expect(res.body).toMatchObject({ name: 'drop-lab', description: 'Drop traffic to the office network' })
    const clash = await call('PUT', `/v1/vpc-router-routes/drop-lab${onRouter('mock-custom-router')}`, {
      name: 'to-gateway',
      destination: { type: 'ip_net', value: '192.168.2.0/24' },
      target: { type: 'drop' },
    })
    expect(clash.body.message).toBe('already exists: router-route "to-gateway"')
    expect((await call('DELETE', `/v1/vpc-router-routes/drop-lab${onRouter('mock-custom-router')}`)).status).toBe(204)
  })
})

describe('firewall rules', () => {
  const url = `/v1/vpc-firewall-rules${inVpc()}`
  const rule = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    description: '',
    action: 'allow',
    direction: 'inbound',
    priority: 10,
    status: 'enabled',
    targets: [{ type: 'vpc', value: 'mock-vpc' }],
    filters: { ports: ['443'], protocols: ['TCP'], hosts: [{ type: 'ip_net', value: '10.0.0.0/8' }] },
    ...extra,
  })

  test('a PUT replaces the whole set, and both answers list it by name', async () => {
    const res = await call('PUT', url, { rules: [rule('zeta'), rule('alpha', { filters: {} })] })
    expect(res.status).toBe(200)
    expect(res.body.rules.map((r: { name: string }) => r.name)).toEqual(['alpha', 'zeta'])
    expect(res.body.rules[1]).toMatchObject({ vpc_id: childId('vpc', 'mock-project', 'mock-vpc'), filters: { ports: ['443'] } })
    expect((await call('GET', url)).body).toEqual(res.body)

    expect((await call('PUT', url, {})).body).toEqual({ rules: [] })
  })

  test('rule names must be unique', async () => {
    const res = await call('PUT', url, { rules: [rule('a'), rule('b'), rule('a')] })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      error_code: 'InvalidValue',
      message: 'unsupported value for "rules": Rule names must be unique. Duplicates: ["a"]',
    })
    // Nothing changed.
    expect((await call('GET', url)).body.rules).toHaveLength(5)
  })

  test('at most 1024 rules and 256 targets', async () => {
    const many = Array.from({ length: 1025 }, (_, i) => rule(`r${i}`))
    expect((await call('PUT', url, { rules: many })).body.message).toBe('unsupported value for "rules": max length 1024')
    const targets = Array.from({ length: 257 }, (_, i) => ({ type: 'instance', value: `i${i}` }))
    expect((await call('PUT', url, { rules: [rule('a', { targets })] })).body.message).toBe(
      'unsupported value for "targets": max length 256',
    )
  })

  test.each([
    [{ priority: 65536 }, 'rules[0].priority: invalid value: integer `65536`, expected u16'],
    [{ priority: -1 }, 'rules[0].priority: invalid value: integer `-1`, expected u16'],
    [{ action: 'maybe' }, 'rules[0].action: unknown variant `maybe`, expected one of `allow`, `deny`'],
    [{ filters: { protocols: ['tcp'] } }, 'rules[0].filters.protocols[0]: unknown variant `tcp`, expected one of `TCP`, `UDP`, `ICMP`'],
    [{ filters: { ports: ['90-80'] } }, 'rules[0].filters.ports[0]: range has larger start value than end value'],
    [{ filters: { ports: ['0'] } }, 'rules[0].filters.ports[0]: "0" unparsable for type: number would be zero for non-zero type'],
    [{ filters: { ports: ['70000'] } }, 'rules[0].filters.ports[0]: "70000" unparsable for type: number too large to fit in target type'],
    [{ filters: { ports: ['-80'] } }, 'rules[0].filters.ports[0]: range has no start value'],
    [{ filters: { ports: ['http'] } }, 'rules[0].filters.ports[0]: "http" unparsable for type: invalid digit found in string'],
    [{ targets: [{ type: 'everything' }] }, 'rules[0].targets[0].type: unknown variant `everything`, expected one of `vpc`, `subnet`, `instance`, `ip`, `ip_net`'],
    [{ targets: [{ type: 'ip', value: 'nope' }] }, 'rules[0].targets[0].value: invalid IP address syntax'],
    [{ filters: { hosts: [{ type: 'subnet', value: 'Bad Name' }] } }, 'rules[0].filters.hosts[0].value: name must begin with an ASCII lowercase character'],
  ])('%j is refused as serde would', async (extra, detail) => {
    const res = await call('PUT', url, { rules: [rule('a', extra)] })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(`unable to parse JSON body: ${detail}`)
  })

  test('port ranges are stored as Nexus prints them', async () => {
    const res = await call('PUT', url, { rules: [rule('a', { filters: { ports: ['8000-8080', '22-22', '0443'] } })] })
    expect(res.body.rules[0].filters.ports).toEqual(['8000-8080', '22', '443'])
  })

  test('a project viewer may read but not replace them', async () => {
    actAs(ids.user.katherine)
    expect((await call('GET', url)).status).toBe(200)
    expect((await call('PUT', url, { rules: [] })).status).toBe(403)
  })
})

describe('internet gateways', () => {
  test('are created with unique names', async () => {
    const res = await call('POST', `/v1/internet-gateways${inVpc()}`, { name: 'third', description: '' })
    expect(res.status).toBe(201)
    expect(res.body.vpc_id).toBe(childId('vpc', 'mock-project', 'mock-vpc'))
    const again = await call('POST', `/v1/internet-gateways${inVpc()}`, { name: 'third', description: '' })
    expect(again.body).toMatchObject({ error_code: 'ObjectAlreadyExists', message: 'already exists: internet-gateway "third"' })
  })

  test('a gateway with links is kept unless the delete cascades, which takes the routes aimed at it', async () => {
    const refused = await call('DELETE', `/v1/internet-gateways/default${inVpc()}`)
    expect(refused.body).toMatchObject(
      invalid('Ip pools referencing this gateway exist. To perform a cascading delete set the cascade option'),
    )
    const res = await call('DELETE', `/v1/internet-gateways/default${inVpc()}&cascade=true`)
    expect(res.status).toBe(204)
    expect(names(await call('GET', `/v1/internet-gateways${inVpc()}`))).toEqual(['second-gateway'])
    expect(names(await call('GET', `/v1/vpc-router-routes${onRouter('system')}`))).not.toContain('default-v4')
    expect(names(await call('GET', `/v1/vpc-router-routes${onRouter('mock-custom-router')}`))).toEqual(['drop-local'])
  })

  test('a gateway with only addresses is kept too, and one with no links goes', async () => {
    await call('DELETE', `/v1/internet-gateway-ip-pools/pool-two${onGateway('second-gateway')}`)
    await call('POST', `/v1/internet-gateway-ip-addresses${onGateway('second-gateway')}`, {
      name: 'addr',
      description: '',
      address: '10.0.0.25',
    })
    const refused = await call('DELETE', `/v1/internet-gateways/second-gateway${inVpc()}`)
    expect(refused.body).toMatchObject(
      invalid('Ip addresses referencing this gateway exist. To perform a cascading delete set the cascade option'),
    )
    await call('DELETE', `/v1/internet-gateway-ip-addresses/addr${onGateway('second-gateway')}`)
    expect((await call('DELETE', `/v1/internet-gateways/second-gateway${inVpc()}`)).status).toBe(204)
  })

  test('a cascade value must be true or false', async () => {
    const res = await call('DELETE', `/v1/internet-gateways/default${inVpc()}&cascade=yes`)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('unable to parse query string: cascade: provided string was not `true` or `false`')
  })

  test('an IP pool of the silo is attached under a name of its own', async () => {
    const res = await call('POST', `/v1/internet-gateway-ip-pools${onGateway('second-gateway')}`, {
      name: 'pool-one',
      description: '',
      ip_pool: 'ip-pool-1',
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ ip_pool_id: ids.ipPool.one, name: 'pool-one' })
    const clash = await call('POST', `/v1/internet-gateway-ip-pools${onGateway('second-gateway')}`, {
      name: 'pool-two',
      description: '',
      ip_pool: 'ip-pool-1',
    })
    expect(clash.body.message).toBe('already exists: internet-gateway-ip-pool "pool-two"')
    const unlinked = await call('POST', `/v1/internet-gateway-ip-pools${onGateway('second-gateway')}`, {
      name: 'pool-four',
      description: '',
      ip_pool: 'ip-pool-4',
    })
    expect(unlinked.status).toBe(404)
    expect(unlinked.body.message).toBe('not found: ip-pool with name "ip-pool-4"')
  })

  test('a pool link routed instances depend on is kept unless the detach cascades', async () => {
    // db1, in mock-vpc, has an ephemeral address from ip-pool-1, and default routes use the gateway.
    const refused = await call('DELETE', `/v1/internet-gateway-ip-pools/default${onGateway('default')}`)
    expect(refused.body).toMatchObject(
      invalid('VPC routes dependent on this IP pool. To perform a cascading delete set the cascade option'),
    )
    expect((await call('DELETE', `/v1/internet-gateway-ip-pools/default${onGateway('default')}&cascade=true`)).status).toBe(204)
    // Nothing routes to second-gateway, so its link goes without a cascade.
    expect((await call('DELETE', `/v1/internet-gateway-ip-pools/pool-two${onGateway('second-gateway')}`)).status).toBe(204)
  })

  test('an address is attached and detached, unless a routed instance uses it', async () => {
    const res = await call('POST', `/v1/internet-gateway-ip-addresses${onGateway('default')}`, {
      name: 'db1-address',
      description: '',
      address: '123.4.56.7',
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ address: '123.4.56.7', name: 'db1-address' })
    const bad = await call('POST', `/v1/internet-gateway-ip-addresses${onGateway('default')}`, {
      name: 'bad',
      description: '',
      address: '123.4.56',
    })
    expect(bad.body.message).toBe('unable to parse JSON body: address: invalid IP address syntax')

    const refused = await call('DELETE', `/v1/internet-gateway-ip-addresses/db1-address${onGateway('default')}`)
    expect(refused.body).toMatchObject(
      invalid('VPC routes dependent on this IP pool. To perform a cascading delete set the cascade option'),
    )
    expect((await call('DELETE', `/v1/internet-gateway-ip-addresses/mock-address${onGateway('default')}`)).status).toBe(204)
  })

  test('links are found by id alone, and a selector beside an id is refused', async () => {
    const link = (await call('GET', `/v1/internet-gateway-ip-pools${onGateway('second-gateway')}`)).body.items[0]
    const both = await call('DELETE', `/v1/internet-gateway-ip-pools/${link.id}?gateway=second-gateway`)
    expect(both.body).toMatchObject(
      invalid('when providing pool as an ID gateway, subnet, vpc, and project should not be specified'),
    )
    const bare = await call('DELETE', '/v1/internet-gateway-ip-pools/pool-two')
    expect(bare.body).toMatchObject(invalid('pool should either be an ID or gateway should be specified'))
    expect((await call('DELETE', `/v1/internet-gateway-ip-pools/${link.id}`)).status).toBe(204)
  })

  test('a project viewer may not attach or detach', async () => {
    actAs(ids.user.katherine)
    const attach = await call('POST', `/v1/internet-gateway-ip-addresses${onGateway('default')}`, {
      name: 'x',
      description: '',
      address: '10.0.0.1',
    })
    expect(attach.status).toBe(403)
    expect((await call('DELETE', `/v1/internet-gateways/second-gateway${inVpc()}&cascade=true`)).status).toBe(403)
  })
})
