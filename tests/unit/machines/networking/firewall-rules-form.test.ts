import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { queryClient, type VpcFirewallRule } from '~/api'
import {
  addDraft,
  cloneName,
  editRuleFormInput,
  newRuleFormInput,
  newRuleValues,
  ruleToFormValues,
  validateFirewallRule,
  valuesToRuleUpdate,
  type FirewallRuleFormValues,
} from '~/machines/networking/firewall-rules'
import { createFormMachine } from '~/machines/shared/form.machine'
import { jsonResponse, stubFetch, type SeenRequest } from '../../api/fetch-stub'

const iso = '2025-01-01T00:00:00.000Z'
const ref = { project: 'mock-project', vpc: 'mock-vpc' }

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

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  queryClient.clear()
})

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
function fakeNexus(rules: object[]) {
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
    const puts = fakeNexus([wire(web)])
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
    const puts = fakeNexus([wire(other), wire(web)])
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
    const puts = fakeNexus([wire(web), wire({ ...web, name: 'late' })])
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
