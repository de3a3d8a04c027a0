// Network interfaces, ephemeral IPs and floating IPs: what changes, and the
// instance states and limits Nexus enforces.
import { describe, expect, test } from 'vitest'
import { childId } from '../../../mirage/seed/ids'
import { call, withFreshServer } from './helpers'
import { responseErrors } from './openapi'

withFreshServer({ transitionMs: 'manual' })

const P = '?project=mock-project'
const nic = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: '',
  vpc_name: 'mock-vpc',
  subnet_name: 'mock-subnet',
  ...extra,
})
const addNic = (instance: string, body: Record<string, unknown>) =>
  call('POST', `/v1/network-interfaces${P}&instance=${instance}`, body)
const nicsOf = async (instance: string) =>
  (await call('GET', `/v1/network-interfaces${P}&instance=${instance}`)).body.items as {
    name: string
    primary: boolean
    transit_ips: string[]
  }[]

describe('adding a network interface', () => {
  test('to a stopped instance: 201, secondary, with a fresh address', async () => {
    const res = await addNic('analytics', nic('second'))
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ name: 'second', primary: false, instance_id: childId('instance', 'mock-project', 'analytics') })
    expect((await nicsOf('analytics')).map((n) => n.name)).toEqual(['nic0', 'second'])
  })

  test('to an instance with none: it becomes the primary', async () => {
    await call('DELETE', `/v1/network-interfaces/nic0${P}&instance=analytics`)
    expect((await addNic('analytics', nic('only'))).body.primary).toBe(true)
  })

  test.each([
    ['db1', nic('x'), 'Instance must be stopped to attach a new network interface'],
    ['analytics', nic('nic0'), 'already exists: instance-network-interface "nic0"'],
    ['analytics', nic('x', { vpc_name: 'mock-vpc-2', subnet_name: 'default' }), 'Networking may not span multiple VPCs'],
    ['analytics', nic('x', { ip: '172.30.0.13' }), "The IP address '172.30.0.13' is not available"],
  ])('to %s: refused (%#)', async (instance, body, message) => {
    const res = await addNic(instance, body)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
  })

  test('a ninth interface is refused', async () => {
    for (let i = 1; i < 8; i++) expect((await addNic('analytics', nic(`n${i}`))).status).toBe(201)
    expect((await addNic('analytics', nic('n8'))).body.message).toBe('May not attach more than 8 network interfaces')
  })
})

describe('changing a network interface', () => {
  const put = (name: string, instance: string, body: Record<string, unknown>) =>
    call('PUT', `/v1/network-interfaces/${name}${P}&instance=${instance}`, body)

  test('renames it and sets its transit IPs', async () => {
    const res = await put('nic0', 'analytics', { name: 'renamed', description: 'new', transit_ips: ['10.0.0.0/8'] })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ name: 'renamed', description: 'new', transit_ips: ['10.0.0.0/8'], primary: true })
  })

  test('making a secondary primary demotes the old primary', async () => {
    await addNic('analytics', nic('second'))
    await put('second', 'analytics', { primary: true })
    expect((await nicsOf('analytics')).map((n) => [n.name, n.primary])).toEqual([
      ['nic0', false],
      ['second', true],
    ])
  })

  test('needs the instance stopped', async () => {
    const res = await put('nic1', 'db1', { name: 'x' })
    expect(res.body.message).toBe('Instance must be stopped to update its network interfaces')
  })

  test('refuses a malformed transit network', async () => {
    const res = await put('nic0', 'analytics', { transit_ips: ['10.0.0.0'] })
    expect(res.status).toBe(400)
    expect(res.body.error_code).toBeUndefined()
  })

  test.each([
    [['10.1.2.0/16'], 'transit IP block 10.1.2.0/16 has a non-zero host identifier'],
    [['224.1.0.0/16'], 'transit IP block 224.1.0.0/16 is a multicast network'],
    [['ff02::1/128'], 'transit IP ff02::1/128 is a multicast address'],
    [['127.0.0.1/32'], 'transit IP 127.0.0.1/32 is a loopback address'],
    [['10.0.0.0/8', '10.20.0.0/16'], 'transit IP block 10.20.0.0/16 overlaps with 10.0.0.0/8'],
    [['192.168.1.0/24', '192.168.1.0/24'], 'transit IP block 192.168.1.0/24 overlaps with 192.168.1.0/24'],
  ])('refuses transit IPs %j', async (transit_ips, message) => {
    const res = await put('nic0', 'analytics', { transit_ips })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
    expect((await nicsOf('analytics'))[0].transit_ips).toEqual([])
  })

  test('takes IPv4 and IPv6 networks together, and an empty list removes them', async () => {
    const both = await put('nic0', 'analytics', { transit_ips: ['10.0.0.0/8', 'fd00:1::/64'] })
    expect(both.body.transit_ips).toEqual(['10.0.0.0/8', 'fd00:1::/64'])
    expect((await put('nic0', 'analytics', { transit_ips: [] })).body.transit_ips).toEqual([])
  })
})

describe('removing a network interface', () => {
  const del = (name: string, instance: string) => call('DELETE', `/v1/network-interfaces/${name}${P}&instance=${instance}`)

  test('needs the instance stopped', async () => {
    expect((await del('nic1', 'db1')).body.message).toBe('Instance must be stopped to detach a network interface')
  })

  test('the primary goes last', async () => {
    await addNic('analytics', nic('second'))
    expect((await del('nic0', 'analytics')).body.message).toBe(
      'The primary interface for an instance may not be deleted while secondary interfaces are still attached',
    )
    expect((await del('second', 'analytics')).status).toBe(204)
    expect((await del('nic0', 'analytics')).status).toBe(204)
    expect(await nicsOf('analytics')).toEqual([])
  })
})

describe('ephemeral IPs', () => {
  const ips = async (instance: string) => (await call('GET', `/v1/instances/${instance}/external-ips${P}`)).body.items

  test('an instance gets one from the default pool', async () => {
    const res = await call('POST', `/v1/instances/legacy-app/external-ips/ephemeral${P}`, {})
    expect(res.status).toBe(202)
    expect(res.body).toEqual({ kind: 'ephemeral', ip: '123.4.56.0' })
    expect(await ips('legacy-app')).toEqual([{ kind: 'ephemeral', ip: '123.4.56.0' }])
  })

  test('or from the pool named', async () => {
    const res = await call('POST', `/v1/instances/legacy-app/external-ips/ephemeral${P}`, { pool: 'ip-pool-2' })
    expect(res.body).toEqual({ kind: 'ephemeral', ip: '10.0.0.20' })
  })

  test('not to a failed instance', async () => {
    const res = await call('POST', `/v1/instances/broken/external-ips/ephemeral${P}`, {})
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('cannot attach ephemeral IP to instance in failed state')
  })

  test('only one each', async () => {
    const res = await call('POST', `/v1/instances/db1/external-ips/ephemeral${P}`, {})
    expect(res.body.message).toBe('An instance may not have more than 1 ephemeral IP address')
  })

  test('not while the instance is changing state: 503, retry later', async () => {
    const res = await call('POST', `/v1/instances/cache-1/external-ips/ephemeral${P}`, {})
    expect(res.status).toBe(503)
    expect(res.body.error_code).toBe('ServiceNotAvailable')
  })

  test('detaching frees it', async () => {
    expect((await call('DELETE', `/v1/instances/db1/external-ips/ephemeral${P}`)).status).toBe(204)
    expect((await ips('db1')).map((i: { kind: string }) => i.kind)).toEqual(['floating'])
  })

  test('an exhausted pool answers 507', async () => {
    // ip-pool-2 holds 10.0.0.20–10.0.0.30; ginger-ale has 10.0.0.21.
    for (let i = 0; i < 10; i++) {
      const made = await call('POST', `/v1/floating-ips${P}`, { name: `f${i}`, description: '', pool: 'ip-pool-2' })
      expect(made.status).toBe(201)
    }
    const res = await call('POST', `/v1/instances/legacy-app/external-ips/ephemeral${P}`, { pool: 'ip-pool-2' })
    expect(res.status).toBe(507)
    expect(res.body).toMatchObject({ error_code: 'InsufficientCapacity', message: 'No external IP addresses available' })
    expect(responseErrors('/v1/instances/{instance}/external-ips/ephemeral', 'post', 507, res.body)).toEqual([])
  })
})

describe('floating IPs', () => {
  const fip = async (name: string) => (await call('GET', `/v1/floating-ips/${name}${P}`)).body

  test('are made from the default pool, a named pool, or with the address asked for', async () => {
    const auto = await call('POST', `/v1/floating-ips${P}`, { name: 'auto', description: 'x' })
    expect(auto.status).toBe(201)
    expect(auto.body).toMatchObject({ name: 'auto', ip: '123.4.56.0', instance_id: null })
    const asked = await call('POST', `/v1/floating-ips${P}`, { name: 'asked', description: '', ip: '123.4.56.150' })
    expect(asked.body.ip).toBe('123.4.56.150')
    const taken = await call('POST', `/v1/floating-ips${P}`, { name: 'taken', description: '', ip: '123.4.56.4' })
    expect(taken.body.message).toBe('Requested external IP address not available')
    const outside = await call('POST', `/v1/floating-ips${P}`, { name: 'out', description: '', ip: '8.8.8.8' })
    expect(outside.body.message).toBe('Requested external IP address not available')
  })

  test('names are unique in the project; rename and describe', async () => {
    expect((await call('POST', `/v1/floating-ips${P}`, { name: 'cola-float', description: '' })).body.message).toBe(
      'already exists: floating-ip "cola-float"',
    )
    const res = await call('PUT', `/v1/floating-ips/cola-float${P}`, { name: 'pepsi-float', description: 'renamed' })
    expect(res.body).toMatchObject({ name: 'pepsi-float', description: 'renamed' })
  })

  test('attach to an instance, detach, then delete', async () => {
    const attach = await call('POST', `/v1/floating-ips/cola-float/attach${P}`, { kind: 'instance', parent: 'analytics' })
    expect(attach.status).toBe(202)
    expect(attach.body.instance_id).toBe(childId('instance', 'mock-project', 'analytics'))
    const names = (await call('GET', `/v1/instances/analytics/external-ips${P}`)).body.items.map((i: { name?: string }) => i.name)
    expect(names).toContain('cola-float')

    const del = await call('DELETE', `/v1/floating-ips/cola-float${P}`)
    expect(del.body.message).toBe('Floating IP cannot be deleted while attached to an instance')

    const detach = await call('POST', `/v1/floating-ips/cola-float/detach${P}`)
    expect(detach.status).toBe(202)
    expect(detach.body.instance_id).toBeNull()
    expect((await call('DELETE', `/v1/floating-ips/cola-float${P}`)).status).toBe(204)
  })

  test('one attached elsewhere is refused; detaching one not attached is refused', async () => {
    const res = await call('POST', `/v1/floating-ips/rootbeer-float/attach${P}`, { kind: 'instance', parent: 'analytics' })
    expect(res.body.message).toBe('floating IP cannot be attached to one instance while still attached to another')
    expect((await fip('rootbeer-float')).instance_id).toBe(childId('instance', 'mock-project', 'db1'))
    const detach = await call('POST', `/v1/floating-ips/cola-float/detach${P}`)
    expect(detach.body.message).toBe('Floating IP is not attached to an instance')
  })

  test('not to an instance that is starting or stopping', async () => {
    const res = await call('POST', `/v1/floating-ips/cola-float/attach${P}`, { kind: 'instance', parent: 'batch-1' })
    expect(res.status).toBe(503)
  })

  test('the parent kind must be instance', async () => {
    const res = await call('POST', `/v1/floating-ips/cola-float/attach${P}`, { kind: 'vpc', parent: 'analytics' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('unable to parse JSON body: kind: unknown variant `vpc`, expected one of `instance`')
  })
})
