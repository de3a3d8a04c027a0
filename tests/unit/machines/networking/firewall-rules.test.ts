import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryClient, type VpcFirewallRule, type VpcFirewallRuleUpdate } from '~/api'
import {
  addRule,
  changeRules,
  deleteFirewallRule,
  removeRule,
  replaceRule,
  ruleToUpdate,
  sortRules,
} from '~/machines/networking/firewall-rules'
import { jsonResponse, stubFetch, type SeenRequest } from '../../api/fetch-stub'

const iso = '2025-01-01T00:00:00.000Z'
const ref = { project: 'mock-project', vpc: 'mock-vpc' }
const rulesUrl = 'http://localhost:3000/v1/vpc-firewall-rules?project=mock-project&vpc=mock-vpc'

/** A rule as Nexus sends it (snake_case, with the fields an update drops). */
const wireRule = (name: string, priority: number, extra: object = {}) => ({
  id: `id-${name}`,
  vpc_id: 'vpc-id',
  time_created: iso,
  time_modified: iso,
  name,
  description: `${name} rule`,
  action: 'allow',
  direction: 'inbound',
  priority,
  status: 'enabled',
  targets: [{ type: 'vpc', value: 'mock-vpc' }],
  filters: { ports: ['22'], protocols: ['TCP'] },
  ...extra,
})

/** The same rule as the PUT must carry it: only the §3 fields. */
const putRule = (name: string, priority: number, extra: object = {}) => ({
  name,
  description: `${name} rule`,
  action: 'allow',
  direction: 'inbound',
  priority,
  status: 'enabled',
  targets: [{ type: 'vpc', value: 'mock-vpc' }],
  filters: { ports: ['22'], protocols: ['TCP'] },
  ...extra,
})

const update = (name: string, priority = 100): VpcFirewallRuleUpdate => ({
  name,
  description: '',
  action: 'allow',
  direction: 'inbound',
  priority,
  status: 'enabled',
  targets: [],
  filters: {},
})

/** A server holding `rules`: GET returns them, PUT replaces them (and echoes them, with ids). */
function fakeNexus(initial: object[]) {
  let rules = initial
  const { seen } = stubFetch((req: SeenRequest) => {
    if (req.method === 'PUT') {
      const body = JSON.parse(req.body) as { rules: object[] }
      rules = body.rules.map((r) => ({ id: 'new', vpc_id: 'vpc-id', time_created: iso, time_modified: iso, ...r }))
    }
    return jsonResponse(200, { rules })
  })
  return { seen, puts: () => seen.filter((r) => r.method === 'PUT').map((r) => JSON.parse(r.body) as unknown) }
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('rule set operations', () => {
  it('sorts by priority, then by name', () => {
    const rules = [update('b', 5), update('c', 1), update('a', 5)]
    expect(sortRules(rules).map((r) => r.name)).toEqual(['c', 'a', 'b'])
  })

  it('ruleToUpdate keeps only name, action, description, direction, filters, priority, status, targets', () => {
    const rule: VpcFirewallRule = {
      id: 'id-1',
      vpcId: 'vpc-id',
      timeCreated: new Date(iso),
      timeModified: new Date(iso),
      ...update('web'),
      filters: { hosts: null, ports: ['80'], protocols: ['TCP'] },
    }
    expect(ruleToUpdate(rule)).toStrictEqual({
      name: 'web',
      action: 'allow',
      description: '',
      direction: 'inbound',
      // an unset (null) filter is left out: both mean "any" to Nexus
      filters: { ports: ['80'], protocols: ['TCP'] },
      priority: 100,
      status: 'enabled',
      targets: [],
    })
  })

  it('addRule appends, and refuses a name already in the set', () => {
    expect(addRule([update('a')], update('b')).map((r) => r.name)).toEqual(['a', 'b'])
    expect(() => addRule([update('a')], update('a'))).toThrow('A rule with this name already exists')
  })

  it('replaceRule swaps the rule found by its original name, renamed or not, in place', () => {
    const rules = [update('a'), update('b'), update('c')]
    expect(replaceRule(rules, 'b', update('b', 7))[1]).toEqual(update('b', 7))
    expect(replaceRule(rules, 'b', update('renamed')).map((r) => r.name)).toEqual(['a', 'renamed', 'c'])
    expect(() => replaceRule(rules, 'b', update('c'))).toThrow('A rule with this name already exists')
    expect(() => replaceRule(rules, 'gone', update('x'))).toThrow('Firewall rule gone no longer exists')
  })

  it('removeRule drops the named rule only', () => {
    expect(removeRule([update('a'), update('b')], 'a').map((r) => r.name)).toEqual(['b'])
    expect(() => removeRule([update('a')], 'b')).toThrow('Firewall rule b no longer exists')
  })
})

describe('saving the rule set', () => {
  it('reads the rules fresh, puts the whole changed set back with only the update fields, and marks reads stale', async () => {
    const server = fakeNexus([wireRule('allow-ssh', 65534), wireRule('web', 100, { filters: { hosts: null } })])
    const listKey = ['/v1/vpc-firewall-rules', { query: ref }]
    // A cached read must not be what the PUT is built from.
    queryClient.setQueryData(listKey, { rules: [] })

    const saved = await changeRules(ref, (rules) => addRule(rules, update('new-rule', 5)))

    expect(server.seen.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${rulesUrl}`, `PUT ${rulesUrl}`])
    expect(server.puts()).toEqual([
      {
        rules: [
          putRule('allow-ssh', 65534),
          putRule('web', 100, { filters: {} }),
          {
            name: 'new-rule',
            description: '',
            action: 'allow',
            direction: 'inbound',
            priority: 5,
            status: 'enabled',
            targets: [],
            filters: {},
          },
        ],
      },
    ])
    expect(saved.map((r) => r.name)).toEqual(['allow-ssh', 'web', 'new-rule'])
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true)
  })

  it('deleteFirewallRule puts the set without the rule', async () => {
    const server = fakeNexus([wireRule('a', 1), wireRule('b', 2)])
    await deleteFirewallRule(ref, 'a')
    expect(server.puts()).toEqual([{ rules: [putRule('b', 2)] }])
  })

  it('a change the current set refuses puts nothing', async () => {
    const server = fakeNexus([wireRule('a', 1)])
    await expect(deleteFirewallRule(ref, 'gone')).rejects.toThrow('Firewall rule gone no longer exists')
    expect(server.puts()).toEqual([])
  })
})
