// IP pool writes, with Nexus's rules and wording: pools, ranges (no overlap
// across pools, utilization follows them), silo links; and fleet metrics.
import { describe, expect, test } from 'vitest'
import { actAs } from '../../../mirage'
import { ids } from '../../../mirage/seed/ids'
import { call, withFreshServer } from './helpers'

withFreshServer({ transitionMs: 'manual' })

const POOLS = '/v1/system/ip-pools'
const invalid = (message: string) => ({ error_code: 'InvalidRequest', message })
const newPool = (name: string) => call('POST', POOLS, { name, description: 'made by a test' })
const addRange = (pool: string, first: string, last: string) =>
  call('POST', `${POOLS}/${pool}/ranges/add`, { first, last })
const removeRange = (pool: string, first: string, last: string) =>
  call('POST', `${POOLS}/${pool}/ranges/remove`, { first, last })
const utilization = async (pool: string) => (await call('GET', `${POOLS}/${pool}/utilization`)).body

describe('pools', () => {
  test('create, rename and delete a pool', async () => {
    const made = await newPool('fresh')
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ name: 'fresh', description: 'made by a test' })
    expect((await newPool('fresh')).body).toMatchObject({ error_code: 'ObjectAlreadyExists', message: 'already exists: ip-pool "fresh"' })

    const renamed = await call('PUT', `${POOLS}/fresh`, { name: 'renamed' })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ id: made.body.id, name: 'renamed', description: 'made by a test' })
    expect((await call('PUT', `${POOLS}/renamed`, { name: 'ip-pool-1' })).status).toBe(400)

    expect((await call('DELETE', `${POOLS}/renamed`)).status).toBe(204)
    expect((await call('GET', `${POOLS}/renamed`)).status).toBe(404)
  })

  test('a pool with ranges cannot be deleted; once they are gone it can, and its links go with it', async () => {
    await newPool('fresh')
    await addRange('fresh', '192.168.50.1', '192.168.50.9')
    await call('POST', `${POOLS}/fresh/silos`, { silo: 'thrax', is_default: true })
    const refused = await call('DELETE', `${POOLS}/fresh`)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject(invalid('IP Pool cannot be deleted while it contains IP ranges'))

    expect((await removeRange('fresh', '192.168.50.1', '192.168.50.9')).status).toBe(204)
    expect((await call('DELETE', `${POOLS}/fresh`)).status).toBe(204)
    expect((await call('GET', '/v1/system/silos/thrax/ip-pools')).body.items).toEqual([])
  })

  test('only fleet admins write', async () => {
    actAs(ids.user.grace) // fleet viewer
    expect((await call('GET', POOLS)).status).toBe(200)
    expect((await newPool('fresh')).status).toBe(403)
    expect((await addRange('ip-pool-1', '10.9.9.1', '10.9.9.2')).status).toBe(403)
  })
})

describe('ranges', () => {
  test('added ranges are listed canonically and counted in utilization, IPv6 as exact big integers', async () => {
    await newPool('fresh')
    const v4 = await addRange('fresh', '192.168.50.1', '192.168.50.100')
    expect(v4.status).toBe(201)
    const v6 = await addRange('fresh', 'fd99:0:0:0::', 'fd99::ffff:ffff:ffff:ffff')
    expect(v6.status).toBe(201)
    expect(v6.body.range).toEqual({ first: 'fd99::', last: 'fd99::ffff:ffff:ffff:ffff' })
    const ranges = (await call('GET', `${POOLS}/fresh/ranges`)).body.items
    expect(ranges.map((r: { range: unknown }) => r.range)).toEqual([
      { first: '192.168.50.1', last: '192.168.50.100' },
      { first: 'fd99::', last: 'fd99::ffff:ffff:ffff:ffff' },
    ])
    expect(await utilization('fresh')).toEqual({
      ipv4: { allocated: 0, capacity: 100 },
      ipv6: { allocated: '0', capacity: '18446744073709551616' },
    })

    await removeRange('fresh', '192.168.50.1', '192.168.50.100')
    expect((await utilization('fresh')).ipv4).toEqual({ allocated: 0, capacity: 0 })
  })

  test.each([
    ['first after last', '10.9.0.9', '10.9.0.1'],
    ['two families', '10.9.0.1', 'fd00::1'],
    ['not an address', '10.9.0.300', '10.9.0.301'],
  ])('%s is not a range', async (_, first, last) => {
    const res = await addRange('ip-pool-1', first, last)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('unable to parse JSON body: data did not match any variant of untagged enum IpRange')
  })

  test('ranges may not overlap, in this pool or any other', async () => {
    await newPool('fresh')
    // ip-pool-2 holds 10.0.0.20–10.0.0.30
    const res = await addRange('fresh', '10.0.0.30', '10.0.0.40')
    expect(res.body).toMatchObject(invalid('The provided IP range 10.0.0.30-10.0.0.40 overlaps with an existing range'))
    expect((await addRange('fresh', '10.0.0.31', '10.0.0.40')).status).toBe(201)
    expect((await addRange('fresh', '10.0.0.35', '10.0.0.35')).status).toBe(400)
    // Same numbers, other family: no overlap.
    expect((await addRange('fresh', '::a00:1f', '::a00:28')).status).toBe(201)
  })

  test('a range is removed only while none of its addresses is in use', async () => {
    // rootbeer-float (123.4.56.4) comes from ip-pool-1's first range.
    const res = await removeRange('ip-pool-1', '123.4.56.0', '123.4.56.20')
    expect(res.body).toMatchObject(
      invalid('IP pool ranges cannot be deleted while external IP addresses are allocated from them'),
    )
    const missing = await removeRange('ip-pool-1', '123.4.56.0', '123.4.56.21')
    expect(missing.body).toMatchObject(invalid('The provided range 123.4.56.0-123.4.56.21 does not exist'))
  })
})

describe('the service pool', () => {
  const SERVICE = '/v1/system/ip-pools-service'
  const addService = (first: string, last: string) => call('POST', `${SERVICE}/ranges/add`, { first, last })
  const removeService = (first: string, last: string) => call('POST', `${SERVICE}/ranges/remove`, { first, last })

  test('reads as its own pool, hidden from every other pool call', async () => {
    const pool = await call('GET', SERVICE)
    expect(pool.body).toMatchObject({ name: 'oxide-service-pool', description: 'IP Pool for Oxide Services' })
    const names = (await call('GET', POOLS)).body.items.map((p: { name: string }) => p.name)
    expect(names).not.toContain('oxide-service-pool')
    expect((await call('GET', `${POOLS}/oxide-service-pool`)).status).toBe(404)
    expect((await addRange('oxide-service-pool', '10.99.0.1', '10.99.0.2')).status).toBe(404)
    const ranges = (await call('GET', `${SERVICE}/ranges`)).body.items
    expect(ranges.map((r: { range: unknown }) => r.range)).toEqual([
      { first: '198.51.100.1', last: '198.51.100.20' },
      { first: '198.51.100.100', last: '198.51.100.110' },
    ])
  })

  test('adds IPv4 ranges only, overlapping no pool’s; removes a range none of the services’ addresses is in', async () => {
    expect((await addService('fd00:1::1', 'fd00:1::9')).body).toMatchObject(invalid('IPv6 ranges are not allowed yet'))
    expect((await addService('10.0.0.25', '10.0.0.26')).body).toMatchObject(
      invalid('The provided IP range 10.0.0.25-10.0.0.26 overlaps with an existing range'),
    )
    // Nor may another pool take the service pool's addresses.
    expect((await addRange('ip-pool-4', '198.51.100.5', '198.51.100.6')).body).toMatchObject(
      invalid('The provided IP range 198.51.100.5-198.51.100.6 overlaps with an existing range'),
    )
    expect((await addService('198.51.100.200', '198.51.100.210')).status).toBe(201)
    expect((await removeService('198.51.100.1', '198.51.100.20')).body).toMatchObject(
      invalid('IP pool ranges cannot be deleted while external IP addresses are allocated from them'),
    )
    expect((await removeService('198.51.100.100', '198.51.100.110')).status).toBe(204)
    expect((await removeService('198.51.100.100', '198.51.100.110')).body).toMatchObject(
      invalid('The provided range 198.51.100.100-198.51.100.110 does not exist'),
    )
  })

  test('fleet viewers read it, only fleet admins change it', async () => {
    actAs(ids.user.grace)
    expect((await call('GET', `${SERVICE}/ranges`)).status).toBe(200)
    expect((await addService('198.51.100.200', '198.51.100.210')).status).toBe(403)
    expect((await removeService('198.51.100.100', '198.51.100.110')).status).toBe(403)
  })
})

describe('silo links', () => {
  test('link, make default (the old default stays linked), unlink', async () => {
    await newPool('fresh')
    const link = await call('POST', `${POOLS}/fresh/silos`, { silo: 'maze-war', is_default: false })
    expect(link.status).toBe(201)
    expect(link.body).toMatchObject({ silo_id: ids.silo.mazeWar, is_default: false })
    const made = await call('PUT', `${POOLS}/fresh/silos/maze-war`, { is_default: true })
    expect(made.body).toMatchObject({ is_default: true })
    const silos = (await call('GET', '/v1/system/silos/maze-war/ip-pools')).body.items
    expect(silos.filter((p: { is_default: boolean }) => p.is_default).map((p: { name: string }) => p.name)).toEqual(['fresh'])
    expect((await call('DELETE', `${POOLS}/fresh/silos/maze-war`)).status).toBe(204)
    expect((await call('GET', `${POOLS}/fresh/silos`)).body.items).toEqual([])
  })
})

describe('fleet metrics', () => {
  const window = `start_time=${new Date(Date.now() - 7 * 86400_000).toISOString()}&end_time=${new Date().toISOString()}`

  test('provisioned over time, for the fleet or one silo, ending at what utilization reports', async () => {
    const fleet = (await call('GET', `/v1/system/metrics/cpus_provisioned?${window}&limit=1000`)).body
    const silo = (await call('GET', `/v1/system/metrics/cpus_provisioned?${window}&silo=maze-war&limit=1000`)).body
    const used = (await call('GET', '/v1/system/utilization/silos')).body.items
    const total = used.reduce((n: number, s: { provisioned: { cpus: number } }) => n + s.provisioned.cpus, 0)
    expect(fleet.items.at(-1).datum).toEqual({ type: 'i64', datum: total })
    const mazeWar = used.find((s: { silo_name: string }) => s.silo_name === 'maze-war').provisioned.cpus
    expect(silo.items.at(-1).datum.datum).toBe(mazeWar)
  })

  test('the window is required', async () => {
    const res = await call('GET', '/v1/system/metrics/ram_provisioned')
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('unable to parse query string: missing field `start_time`')
  })
})
