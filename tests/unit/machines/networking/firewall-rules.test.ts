import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryClient, type VpcFirewallRule, type VpcFirewallRuleHostFilter, type VpcFirewallRuleTarget, type VpcFirewallRuleUpdate } from '~/api'
import { addDraft, addItem, addPort, addRule, changeFirewallRules, changeRules, cloneName, FIREWALL_RULE_BULK, setRulesStatus, deleteFirewallRule, editRuleFormInput, newRuleFormInput, newRuleValues, removeAt, removeRule, replaceRule, ruleToFormValues, ruleToUpdate, sortRules, toggleProtocol, validateFirewallRule, valuesToRuleUpdate, type FirewallRuleFormValues } from '~/machines/networking/firewall-rules'
import { editDraft } from '~/machines/networking/rule-lists.rules'
import { jsonResponse, stubFetch, type SeenRequest } from '../../api/fetch-stub'
import { createActor, waitFor } from 'xstate'
import { createFormMachine } from '~/machines/shared/form.machine'

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

  it('setRulesStatus changes only the named rules, and refuses a rule that has gone', () => {
    const rules = [update('a'), update('b')]
    expect(setRulesStatus(rules, ['b'], 'disabled').map((r) => r.status)).toEqual(['enabled', 'disabled'])
    expect(() => setRulesStatus(rules, ['gone'], 'disabled')).toThrow('Firewall rule gone no longer exists')
  })

  it('the bulk bar offers Enable and Disable, each refusing rules already so, and asks first', () => {
    const [enable, disable] = FIREWALL_RULE_BULK.actions
    const rule = (status: 'enabled' | 'disabled') => ({ ...update('x'), status, id: 'i', vpcId: 'v', timeCreated: new Date(iso), timeModified: new Date(iso) })
    expect([enable.label, disable.label]).toEqual(['Enable', 'Disable'])
    expect(enable.refusal?.(rule('enabled'))).toBe('Already enabled')
    expect(enable.refusal?.(rule('disabled'))).toBeUndefined()
    expect(disable.refusal?.(rule('disabled'))).toBe('Already disabled')
    expect(enable.confirm && disable.confirm && enable.batch && disable.batch).toBe(true)
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

  it('enabling or disabling several rules is one PUT of the whole set with only their status changed', async () => {
    const server = fakeNexus([wireRule('a', 1), wireRule('b', 2), wireRule('c', 3)])
    await changeFirewallRules(ref, 'disable', ['a', 'c'])
    expect(server.puts()).toEqual([
      { rules: [putRule('a', 1, { status: 'disabled' }), putRule('b', 2), putRule('c', 3, { status: 'disabled' })] },
    ])
  })

  it('deleting several rules is one PUT of the rules left', async () => {
    const server = fakeNexus([wireRule('a', 1), wireRule('b', 2)])
    await changeFirewallRules(ref, 'delete', ['a'])
    expect(server.puts()).toEqual([{ rules: [putRule('b', 2)] }])
  })

  it('a change the current set refuses puts nothing', async () => {
    const server = fakeNexus([wireRule('a', 1)])
    await expect(deleteFirewallRule(ref, 'gone')).rejects.toThrow('Firewall rule gone no longer exists')
    expect(server.puts()).toEqual([])
  })
})

const subnet: VpcFirewallRuleTarget = { type: 'subnet', value: 'mock-subnet' }

describe('targets and host filters', () => {
  it('a valid draft joins the list and empties, keeping its type', () => {
    expect(addItem<VpcFirewallRuleTarget>([], { type: 'subnet', value: ' mock-subnet ' })).toEqual({
      items: [subnet],
      draft: { type: 'subnet', value: '' },
    })
  })

  it('a duplicate is refused with the spec message, the list unchanged', () => {
    expect(addItem([subnet], { type: 'subnet', value: 'mock-subnet' })).toEqual({
      items: [subnet],
      draft: { type: 'subnet', value: 'mock-subnet', error: 'Items must be unique' },
    })
    // the same name as another type is another item
    expect(addItem([subnet], { type: 'instance', value: 'mock-subnet' }).items).toHaveLength(2)
  })

  it('an IP must be an IP address', () => {
    expect(addItem<VpcFirewallRuleHostFilter>([], { type: 'ip', value: '10.0.0.300' }).draft.error).toBe('Not a valid IP address')
    expect(addItem<VpcFirewallRuleHostFilter>([], { type: 'ip', value: 'fd00::1' }).items).toEqual([{ type: 'ip', value: 'fd00::1' }])
  })

  it('an IP network gets the spec CIDR messages, and is stored written plainly', () => {
    const error = (value: string) => addItem([], { type: 'ip_net', value }).draft.error
    expect(error('10.0.0.0')).toBe('Must contain an IP address and a width, separated by a /')
    expect(error('10.0.0.0/x')).toBe('Width must be an integer')
    expect(error('10.0.0.0/33')).toBe('Max width for IPv4 is 32')
    expect(error('fd00::/129')).toBe('Max width for IPv6 is 128')
    expect(addItem([], { type: 'ip_net', value: '10.0.0.0/08' }).items).toEqual([{ type: 'ip_net', value: '10.0.0.0/8' }])
  })

  it('a VPC, subnet or instance must be a name', () => {
    expect(addItem([], { type: 'instance', value: '' }).draft.error).toBe('Instance name is required')
    expect(addItem([], { type: 'vpc', value: 'My-VPC' }).draft.error).toBe('Must start with a lower-case letter')
  })

  it('editing a refused draft clears its message', () => {
    expect(editDraft({ type: 'ip', value: 'x', error: 'Not a valid IP address' }, { value: 'x1' })).toEqual({ type: 'ip', value: 'x1' })
  })

  it('removeAt drops one item by position', () => {
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c'])
  })
})

describe('port ranges', () => {
  it('a port or a range joins the list as the API writes it', () => {
    expect(addPort([], { value: ' 8080-8090 ' })).toEqual({ items: ['8080-8090'], draft: { value: '' } })
    expect(addPort(['22'], { value: '0443' }).items).toEqual(['22', '443'])
  })

  it('a bad range is refused with its message', () => {
    expect(addPort([], { value: '8090-8080' }).draft.error).toBe('The end of the range must not be lower than the start')
    expect(addPort([], { value: 'http' }).draft.error).toBe('Must be a port number or a range of ports, like 80 or 8000-8080')
    expect(addPort([], { value: '70000' }).draft.error).toBe('Ports must be 65535 or lower')
  })

  it('the same range twice is refused', () => {
    expect(addPort(['22'], { value: '22' })).toEqual({ items: ['22'], draft: { value: '22', error: 'Items must be unique' } })
  })
})

describe('protocols', () => {
  it('stay in TCP, UDP, ICMP order whatever the order of the clicks', () => {
    expect(toggleProtocol(['ICMP'], 'TCP', true)).toEqual(['TCP', 'ICMP'])
    expect(toggleProtocol(['TCP', 'ICMP'], 'TCP', false)).toEqual(['ICMP'])
  })
})

const web: VpcFirewallRule = {
  id: 'id-web',
  vpcId: 'vpc-id',
  timeCreated: new Date(iso),
  timeModified: new Date(iso),
  name: 'web',
  description: 'web traffic',
  action: 'allow',
  direction: 'inbound',
  priority: 100,
  status: 'disabled',
  targets: [{ type: 'instance', value: 'web-1' }],
  filters: { hosts: [{ type: 'ip_net', value: '10.0.0.0/8' }], ports: ['80', '443'], protocols: ['TCP'] },
}

const wire = (r: VpcFirewallRule) => ({
  id: r.id,
  vpc_id: r.vpcId,
  time_created: iso,
  time_modified: iso,
  name: r.name,
  description: r.description,
  action: r.action,
  direction: r.direction,
  priority: r.priority,
  status: r.status,
  targets: r.targets,
  filters: r.filters,
})

const values = (patch: Partial<FirewallRuleFormValues> = {}): FirewallRuleFormValues => ({ ...newRuleValues('mock-vpc'), ...patch })

describe('form values', () => {
  it('a new rule allows inbound traffic to the whole VPC, enabled, priority 0, no filters', () => {
    expect(newRuleValues('mock-vpc')).toEqual({
      name: '',
      description: '',
      priority: 0,
      action: 'allow',
      direction: 'inbound',
      enabled: true,
      protocols: [],
      targets: [{ type: 'vpc', value: 'mock-vpc' }],
      hosts: [],
      ports: [],
      targetDraft: { type: 'vpc', value: '' },
      hostDraft: { type: 'vpc', value: '' },
      portDraft: { value: '' },
    })
  })

  it('a rule read back into the form and out again is the same rule update', () => {
    expect(valuesToRuleUpdate(ruleToFormValues(web))).toStrictEqual({
      name: 'web',
      description: 'web traffic',
      action: 'allow',
      direction: 'inbound',
      filters: { hosts: [{ type: 'ip_net', value: '10.0.0.0/8' }], ports: ['80', '443'], protocols: ['TCP'] },
      priority: 100,
      status: 'disabled',
      targets: [{ type: 'instance', value: 'web-1' }],
    })
  })

  it('empty filter lists are left out of the update (no filter: any)', () => {
    expect(valuesToRuleUpdate(values({ name: 'r' })).filters).toStrictEqual({})
  })

  it('a clone is named <name>-copy, not taken, in 63 characters', () => {
    expect(cloneName('web', ['web'])).toBe('web-copy')
    expect(cloneName('web', ['web', 'web-copy', 'web-copy-2'])).toBe('web-copy-3')
    const long = 'a'.repeat(63)
    expect(cloneName(long, [long])).toBe(`${'a'.repeat(58)}-copy`)
    expect(cloneName(long, [long, `${'a'.repeat(58)}-copy`])).toBe(`${'a'.repeat(56)}-copy-2`)
  })
})

describe('validation', () => {
  const ok = values({ name: 'new-rule' })
  const problems = (v: FirewallRuleFormValues, taken: string[] = []) =>
    Object.fromEntries(Object.entries(validateFirewallRule(v, taken)).filter(([, m]) => m))

  it('a named rule with nothing pending is valid', () => {
    expect(problems(ok)).toEqual({})
  })

  it('the name follows the name rules and is unique among the VPC rules', () => {
    expect(problems(values())).toEqual({ name: 'Name is required' })
    expect(problems(ok, ['new-rule'])).toEqual({ name: 'A rule with this name already exists' })
  })

  it('priority is a whole number from 0 to 65535', () => {
    expect(problems({ ...ok, priority: undefined })).toEqual({ priority: 'Priority is required' })
    expect(problems({ ...ok, priority: 1.5 })).toEqual({ priority: 'Must be a whole number' })
    expect(problems({ ...ok, priority: -1 })).toEqual({ priority: 'Must be at least 0' })
    expect(problems({ ...ok, priority: 65536 })).toEqual({ priority: 'Must be 65535 or less' })
    expect(problems({ ...ok, priority: 65535 })).toEqual({})
  })

  it('an empty "add one more" field never blocks the save, even after a refused Add', () => {
    expect(problems({ ...ok, portDraft: { value: '', error: 'Port range is required' } })).toEqual({})
    expect(problems({ ...ok, targetDraft: { type: 'instance', value: '  ' } })).toEqual({})
    expect(problems({ ...ok, hostDraft: { type: 'ip', value: '', error: 'IP address is required' } })).toEqual({})
  })

  it('a refused or never-added draft blocks the save', () => {
    expect(problems({ ...ok, portDraft: { value: '9-1', error: 'The end of the range must not be lower than the start' } })).toEqual({
      portDraft: 'The end of the range must not be lower than the start',
    })
    expect(problems({ ...ok, hostDraft: { type: 'ip', value: '10.0.0.1' } })).toEqual({
      hostDraft: 'Add this host filter or clear the field',
    })
  })
})

/** A Nexus holding `rules`; PUT replaces them. */
function nexusHolding(rules: object[]) {
  let current = rules
  const { seen } = stubFetch((req: SeenRequest) => {
    if (req.method === 'PUT') {
      current = (JSON.parse(req.body) as { rules: object[] }).rules.map((r) => ({ id: 'x', vpc_id: 'v', time_created: iso, time_modified: iso, ...r }))
    }
    return jsonResponse(200, { rules: current })
  })
  return () => seen.filter((r) => r.method === 'PUT').map((r) => JSON.parse(r.body) as unknown)
}

const machine = createFormMachine<FirewallRuleFormValues, unknown>()

describe('submitting the form', () => {
  it('create puts the current rules plus the new one, each with only the update fields', async () => {
    const puts = nexusHolding([wire(web)])
    const actor = createActor(machine, { input: newRuleFormInput(ref, [web]) }).start()
    const set = <K extends keyof FirewallRuleFormValues>(name: K, value: FirewallRuleFormValues[K]) =>
      actor.send({ type: 'CHANGE', name, value })
    set('name', 'allow-app')
    set('hosts', [{ type: 'subnet', value: 'mock-subnet' }])
    set('ports', ['8080-8090'])
    set('protocols', ['TCP'])
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.status === 'done')

    expect(puts()).toEqual([
      {
        rules: [
          {
            name: 'web',
            description: 'web traffic',
            action: 'allow',
            direction: 'inbound',
            priority: 100,
            status: 'disabled',
            targets: [{ type: 'instance', value: 'web-1' }],
            filters: { hosts: [{ type: 'ip_net', value: '10.0.0.0/8' }], ports: ['80', '443'], protocols: ['TCP'] },
          },
          {
            name: 'allow-app',
            description: '',
            action: 'allow',
            direction: 'inbound',
            priority: 0,
            status: 'enabled',
            targets: [{ type: 'vpc', value: 'mock-vpc' }],
            filters: { hosts: [{ type: 'subnet', value: 'mock-subnet' }], ports: ['8080-8090'], protocols: ['TCP'] },
          },
        ],
      },
    ])
    expect(actor.getSnapshot().output).toMatchObject({ name: 'allow-app' })
  })

  it('clone starts as a copy under a new name', () => {
    const input = newRuleFormInput(ref, [web], web)
    expect(input.initialValues).toEqual({ ...ruleToFormValues(web), name: 'web-copy' })
  })

  it('edit replaces the rule by its original name, renamed, in place', async () => {
    const other = { ...web, id: 'id-other', name: 'other', priority: 5 }
    const puts = nexusHolding([wire(other), wire(web)])
    const actor = createActor(machine, { input: editRuleFormInput(ref, [other, web], web) }).start()
    actor.send({ type: 'CHANGE', name: 'name', value: 'web-renamed' })
    actor.send({ type: 'CHANGE', name: 'enabled', value: true })
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.status === 'done')
    const body = puts()[0] as { rules: { name: string; status: string }[] }
    expect(body.rules.map((r) => [r.name, r.status])).toEqual([
      ['other', 'disabled'],
      ['web-renamed', 'enabled'],
    ])
  })

  it('a name taken since the form opened fails the save with the values kept, nothing put', async () => {
    const puts = nexusHolding([wire(web), wire({ ...web, name: 'late' })])
    const actor = createActor(machine, { input: newRuleFormInput(ref, [web]) }).start()
    actor.send({ type: 'CHANGE', name: 'name', value: 'late' })
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.serverError !== undefined)
    expect(actor.getSnapshot().context.serverError).toBe('A rule with this name already exists')
    expect(actor.getSnapshot().context.values.name).toBe('late')
    expect(puts()).toEqual([])
  })

  it('the edit form refuses another rule name but not its own', () => {
    const input = editRuleFormInput(ref, [web, { ...web, name: 'other' }], web)
    expect(input.validate?.({ ...input.initialValues, name: 'other' }).name).toBe('A rule with this name already exists')
    expect(input.validate?.(input.initialValues).name).toBeUndefined()
  })
})

describe("a list's Add button", () => {
  it('a typed draft joins its list, or stays and says why', () => {
    expect(addDraft(values({ ports: ['22'], portDraft: { value: '8080-8090' } }), 'ports')).toEqual({
      ports: ['22', '8080-8090'],
      portDraft: { value: '' },
    })
    expect(addDraft(values({ hostDraft: { type: 'ip', value: 'nope' } }), 'hosts')).toEqual({
      hosts: [],
      hostDraft: { type: 'ip', value: 'nope', error: 'Not a valid IP address' },
    })
  })

  it('an empty draft changes nothing: no message, nothing to block the save', () => {
    for (const list of ['targets', 'hosts', 'ports'] as const) {
      expect(addDraft(values({ ports: ['8080-8090'] }), list)).toEqual({})
    }
  })
})
