import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, queryClient, type ExternalIp, type Instance } from '~/api'
import { instancesPage, rowExternalIpsSection } from '~/machines/compute/instance-list'
import { reads } from '../reads'

const instance = (name: string) => ({ id: `id-${name}`, name }) as Instance
const ip = (address: string) => ({ kind: 'ephemeral', ip: address, ipPoolId: 'pool' }) as ExternalIp
const signal = new AbortController().signal

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

// The instances list shows its rows before any instance's external IPs are
// read (Nexus lists them per instance): the IP column is a part of the page,
// read once the rows are drawn, one bounded batch for the rows on screen.
describe('the instances list rows', () => {
  it('a page is the instances alone: no IP is read with it', async () => {
    const fetchQuery = reads(() => ({ items: [instance('web'), instance('db')], nextPage: 'next' }))
    const page = await instancesPage('p')({ limit: 25, pageToken: 'tok' })
    expect(page).toEqual({ items: [{ instance: instance('web') }, { instance: instance('db') }], nextPage: 'next' })
    expect(fetchQuery.mock.calls.map(([o]) => o.queryKey)).toEqual([['/v1/instances', { query: { project: 'p', limit: 25, pageToken: 'tok' } }]])
  })

  it('the IP column: one GET per instance on screen, all at once; an instance gone since has none', async () => {
    const fetchQuery = reads((_, args) => {
      if (args.path?.instance === 'id-gone') throw new ApiError({ type: 'error', message: 'Not found', statusCode: 404 })
      return { items: [ip(args.path?.instance === 'id-web' ? '10.0.0.1' : '10.0.0.9')] }
    })
    const ips = await rowExternalIpsSection([instance('web'), instance('db'), instance('gone')]).read({ signal })
    expect([...ips]).toEqual([
      ['id-db', [ip('10.0.0.9')]],
      ['id-gone', []],
      ['id-web', [ip('10.0.0.1')]],
    ])
    expect(fetchQuery.mock.calls.map(([o]) => o.queryKey)).toEqual(
      ['id-db', 'id-gone', 'id-web'].map((id) => ['/v1/instances/{instance}/external-ips', { path: { instance: id } }]),
    )
  })

  it('an IP read that fails otherwise fails the column (one notice), not the rows', async () => {
    reads(() => {
      throw new ApiError({ type: 'error', message: 'Service Unavailable', statusCode: 503 })
    })
    await expect(rowExternalIpsSection([instance('web')]).read({ signal })).rejects.toThrow('Service Unavailable')
  })

  it('another page of rows is another read; the same rows in another order are the same', () => {
    const key = (names: string[]) => rowExternalIpsSection(names.map(instance)).key
    expect(key(['web', 'db'])).toEqual(key(['db', 'web']))
    expect(key(['web'])).not.toEqual(key(['db']))
  })
})
