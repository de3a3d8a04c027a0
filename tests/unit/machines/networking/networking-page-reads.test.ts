// The networking pages' reads moved from the route files to the machine layer:
// what a rule form and a route form read before they open.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, queryClient, type VpcFirewallRule, type VpcRouter } from '~/api'
import { loadRuleForm, ruleSuggestionsSection } from '~/machines/networking/firewall-rules'
import { loadRouteForm, routeOptionsSection } from '~/machines/networking/routers'
import { reads } from '../reads'

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

const ref = { project: 'p', vpc: 'v1' }
const rule = (name: string) => ({ name, priority: 1 }) as VpcFirewallRule
const names = (...n: string[]) => ({ items: n.map((name) => ({ name })), nextPage: null })

describe('firewall rule form reads', () => {
  it('reads the rules and suggests this VPC first, then the others, subnets and instances', async () => {
    reads((path) => {
      if (path === '/v1/vpc-firewall-rules') return { rules: [rule('b'), rule('a')] }
      if (path === '/v1/vpcs') return names('v0', 'v1', 'v2')
      if (path === '/v1/vpc-subnets') return names('s1')
      if (path === '/v1/instances') return names('i1')
    })
    const loaded = await loadRuleForm(ref)
    expect(loaded.rules.map((r) => r.name)).toEqual(['a', 'b'])
    expect(loaded.rule).toBeUndefined()
    // The names it suggests: a part of the form.
    expect(await ruleSuggestionsSection(ref).read({ signal: new AbortController().signal })).toEqual({ vpc: ['v1', 'v0', 'v2'], subnet: ['s1'], instance: ['i1'] })
  })

  it('finds the rule named, or none when it has gone', async () => {
    reads((path) => (path === '/v1/vpc-firewall-rules' ? { rules: [rule('a')] } : names()))
    expect((await loadRuleForm(ref, 'a')).rule?.name).toBe('a')
    expect((await loadRuleForm(ref, 'gone')).rule).toBeUndefined()
  })

  it('a suggestion that cannot be read leaves the field to free text', async () => {
    reads((path) => {
      if (path === '/v1/vpc-firewall-rules') return { rules: [] }
      throw new ApiError({ type: 'error', message: 'Action not authorized', statusCode: 403 })
    })
    expect(await ruleSuggestionsSection(ref).read({ signal: new AbortController().signal })).toEqual({ vpc: ['v1'], subnet: [], instance: [] })
  })
})

describe('route form reads', () => {
  const at = { ...ref, router: 'r1' }
  const router = (kind: VpcRouter['kind']) => ({ name: 'r1', kind }) as VpcRouter

  it('opens with the router alone; its pick lists, a part of it, offer the lists it could read whole', async () => {
    reads((path) => {
      if (path === '/v1/vpc-routers/{router}') return router('custom')
      if (path === '/v1/vpcs') return names('v1')
      if (path === '/v1/vpc-subnets') return { items: [{ name: 's1' }], nextPage: 'more' }
      if (path === '/v1/instances') throw new ApiError({ type: 'error', message: 'no', statusCode: 403 })
      if (path === '/v1/internet-gateways') return names('g1')
    })
    const loaded = await loadRouteForm(at)
    expect(loaded).toEqual({ route: undefined, changeable: true })
    const options = await routeOptionsSection(ref).read({ signal: new AbortController().signal })
    expect(options).toEqual({ vpc: ['v1'], internet_gateway: ['g1'] })
  })

  it("reads the route edited; the system router's routes cannot change", async () => {
    const spy = reads((path) => {
      if (path === '/v1/vpc-routers/{router}') return router('system')
      if (path === '/v1/vpc-router-routes/{route}') return { name: 'default' }
      return names()
    })
    const loaded = await loadRouteForm(at, 'default')
    expect(loaded.route).toEqual({ name: 'default' })
    expect(loaded.changeable).toBe(false)
    expect(spy.mock.calls.some(([o]) => (o as { queryKey: unknown[] }).queryKey[0] === '/v1/vpc-router-routes/{route}')).toBe(true)
  })
})
