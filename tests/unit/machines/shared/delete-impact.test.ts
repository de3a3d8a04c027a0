import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { queryClient } from '~/api'
import { confirmMachine } from '~/machines/shared/confirm.machine'
import { countLabel } from '~/machines/shared/delete-impact.rules'
import { projectDeleteImpact } from '~/machines/projects/projects'
import { vpcDeleteImpact } from '~/machines/networking/vpcs'
import { diskDeleteImpact, snapshotDeleteImpact } from '~/machines/storage/delete-impacts'

/** Answers cached reads by path template; what it is not told is an empty page. */
function serve(answers: Record<string, unknown>) {
  return vi.spyOn(queryClient, 'fetchQuery').mockImplementation(async ({ queryKey }) => answers[String(queryKey[0])] ?? { items: [], nextPage: null })
}
const page = <T>(items: T[], nextPage: string | null = null) => ({ items, nextPage })
const link = (kind: string) => (name: string) => `/${kind}/${name}`

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('what a delete takes with it', () => {
  it('counts say "at least" when a list was cut', () => {
    expect(countLabel({ noun: 'instance', items: [{ name: 'a' }] })).toBe('1 instance')
    expect(countLabel({ noun: 'floating IP', items: [{ name: 'a' }, { name: 'b' }] })).toBe('2 floating IPs')
    expect(countLabel({ noun: 'address', items: [{ name: 'a' }], more: true })).toBe('1 or more addresses')
  })

  it('a project: seven reads, one each, and Nexus’s refusal while anything is in it', async () => {
    const fetchQuery = serve({
      '/v1/instances': page([{ name: 'db1' }], 'next'),
      '/v1/vpcs': page([{ name: 'default' }]),
    })
    const impact = await projectDeleteImpact('p', {
      instance: link('i'),
      disk: link('d'),
      snapshot: link('s'),
      image: link('im'),
      vpc: link('v'),
      floatingIp: link('f'),
      affinityGroup: link('a'),
    })
    expect(fetchQuery).toHaveBeenCalledTimes(7)
    expect(impact.dependents).toEqual([
      { noun: 'instance', relation: 'in it', items: [{ name: 'db1', to: '/i/db1' }], more: true },
      { noun: 'VPC', relation: 'in it', items: [{ name: 'default', to: '/v/default' }], more: false },
    ])
    expect(impact.refusal).toMatch(/refuses to delete a project/)
  })

  it('an empty project may go', async () => {
    serve({})
    const impact = await projectDeleteImpact('p', { instance: link('i'), disk: link('d'), snapshot: link('s'), image: link('im'), vpc: link('v'), floatingIp: link('f'), affinityGroup: link('a') })
    expect(impact).toEqual({ dependents: [], refusal: undefined })
  })

  it('a VPC: its subnets refuse it; interfaces are read per subnet and named by their instances', async () => {
    const fetchQuery = serve({
      '/v1/vpc-subnets': page([{ name: 'default' }, { name: 'backend' }]),
      '/v1/vpc-routers': page([{ name: 'system', kind: 'system' }, { name: 'custom', kind: 'custom' }]),
      '/v1/vpc-subnets/{subnet}/network-interfaces': page([{ name: 'nic0', instanceId: 'i1' }]),
      '/v1/instances': page([{ id: 'i1', name: 'db1' }]),
    })
    const impact = await vpcDeleteImpact({ project: 'p', vpc: 'v' }, { subnet: link('s'), router: link('r'), gateway: link('g'), instance: link('i') })
    // subnets, routers, gateways, 2 subnets' interfaces, instances
    expect(fetchQuery).toHaveBeenCalledTimes(6)
    expect(impact.dependents.map((g) => [g.noun, g.items.map((i) => i.name)])).toEqual([
      ['subnet', ['default', 'backend']],
      ['custom router', ['custom']],
      ['instance network interface', ['db1/nic0', 'db1/nic0']],
    ])
    expect(impact.refusal).toMatch(/while it has subnets/)
  })

  it('a disk names its instance and refuses while attached; its snapshots stay', async () => {
    serve({
      '/v1/instances/{instance}': { id: 'i1', name: 'db1' },
      '/v1/snapshots': page([{ name: 'snap', diskId: 'd1' }, { name: 'other', diskId: 'd2' }]),
    })
    const impact = await diskDeleteImpact('p', { id: 'd1', state: { state: 'attached', instance: 'i1' } }, { instance: link('i'), snapshot: link('s') })
    expect(impact.dependents.map((g) => [g.noun, g.items.map((i) => i.name)])).toEqual([
      ['instance', ['db1']],
      ['snapshot', ['snap']],
    ])
    expect(impact.refusal).toBe('Attached to db1: detach it first')
  })

  it('a snapshot lists the disks made from it', async () => {
    serve({ '/v1/disks': page([{ name: 'from-snap', snapshotId: 's1' }, { name: 'blank', snapshotId: null }]) })
    const impact = await snapshotDeleteImpact('p', { id: 's1' }, { disk: link('d') })
    expect(impact.dependents[0].items).toEqual([{ name: 'from-snap', to: '/d/from-snap' }])
  })

  it('the confirm machine will not run an action Nexus would refuse', () => {
    const action = vi.fn(() => Promise.resolve())
    const actor = createActor(confirmMachine).start()
    actor.send({ type: 'OPEN', request: { title: 'Delete project', message: '?', action, refusal: 'not empty' } })
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().value).toBe('open')
    expect(action).not.toHaveBeenCalled()
  })
})
