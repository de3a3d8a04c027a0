// The default data set has what the console needs to be exercised, with
// stable ids.
import { describe, expect, test } from 'vitest'
import { makeServer } from '../../../mirage'
import { ids } from '../../../mirage/seed/ids'
import { call, withFreshServer } from './helpers'

const holder = withFreshServer()

const list = async (url: string) => (await call('GET', url)).body.items

describe('seeded data', () => {
  test('has a local default silo and a SAML silo with its identity provider', async () => {
    const silos = await list('/v1/system/silos')
    expect(silos).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'maze-war', identity_mode: 'local_only' }),
        expect.objectContaining({ name: 'myriad', identity_mode: 'saml_jit' }),
      ]),
    )
    expect(await list('/v1/system/identity-providers?silo=myriad')).toEqual([
      expect.objectContaining({ name: 'mock-idp', provider_type: 'saml' }),
    ])
  })

  test('has instances in every run state but destroyed', async () => {
    const states = new Set((await list('/v1/instances?project=mock-project')).map((i: { run_state: string }) => i.run_state))
    expect([...states].sort()).toEqual(
      ['creating', 'failed', 'migrating', 'rebooting', 'repairing', 'running', 'starting', 'stopped', 'stopping'].sort(),
    )
  })

  test('has a failed instance that is due for an automatic restart', async () => {
    const instances = await list('/v1/instances?project=mock-project')
    const due = instances.filter(
      (i: { run_state: string; auto_restart_enabled: boolean; auto_restart_cooldown_expiration?: string | null }) =>
        i.run_state === 'failed' &&
        i.auto_restart_enabled &&
        i.auto_restart_cooldown_expiration &&
        Date.parse(i.auto_restart_cooldown_expiration) < Date.now(),
    )
    expect(due).toHaveLength(1)
  })

  test('has disks in every state a console shows but destroyed', async () => {
    const states = new Set((await list('/v1/disks?project=mock-project')).map((d: { state: { state: string } }) => d.state.state))
    expect([...states].sort()).toEqual(
      [
        'attached',
        'attaching',
        'creating',
        'detached',
        'detaching',
        'faulted',
        'finalizing',
        'import_ready',
        'importing_from_bulk_writes',
        'importing_from_url',
        'maintenance',
      ].sort(),
    )
  })

  test('has project and silo images, snapshots, floating IPs, sleds and pools with ranges', async () => {
    expect((await list('/v1/images?project=mock-project')).length).toBeGreaterThan(0)
    expect((await list('/v1/images')).length).toBeGreaterThan(0)
    expect((await list('/v1/snapshots?project=mock-project')).length).toBeGreaterThan(2)
    const fips = await list('/v1/floating-ips?project=mock-project')
    expect(fips.some((f: { instance_id?: string | null }) => f.instance_id)).toBe(true)
    expect(fips.some((f: { instance_id?: string | null }) => !f.instance_id)).toBe(true)
    expect((await list('/v1/system/hardware/sleds')).length).toBeGreaterThan(1)
    expect((await list('/v1/system/ip-pools/ip-pool-1/ranges')).length).toBeGreaterThan(0)
  })

  test('has a VPC with system and custom routers, routes, rules and gateways', async () => {
    const q = 'project=mock-project&vpc=mock-vpc'
    const routers = await list(`/v1/vpc-routers?${q}`)
    expect(routers.map((r: { kind: string }) => r.kind).sort()).toEqual(['custom', 'system'])
    expect((await list(`/v1/vpc-router-routes?${q}&router=mock-custom-router`)).length).toBeGreaterThan(0)
    expect((await list(`/v1/vpc-subnets?${q}`)).length).toBe(2)
    expect((await call('GET', `/v1/vpc-firewall-rules?${q}`)).body.rules.length).toBeGreaterThan(3)
    expect((await list(`/v1/internet-gateways?${q}`)).length).toBe(2)
  })

  test('ids are the same on every start', async () => {
    // Ids and names, not times: a change under way began seconds before each start (seed/time.ts).
    const idsOf = async () =>
      (await list('/v1/instances?project=mock-project&limit=1000')).map((i: { id: string; name: string }) => [i.id, i.name])
    const first = await idsOf()
    holder.server.shutdown()
    const again = makeServer({ environment: 'test' })
    try {
      expect(await idsOf()).toEqual(first)
      expect((await call('GET', `/v1/projects/${ids.project.mock}`)).body.name).toBe('mock-project')
    } finally {
      again.shutdown()
      holder.server = makeServer({ environment: 'test' })
    }
  })

  test('no two seeded rows share an id', () => {
    const all = Object.values(holder.server.db.dump() as unknown as Record<string, { id: string }[]>).flat().map((r) => r.id)
    expect(new Set(all).size).toBe(all.length)
  })
})
