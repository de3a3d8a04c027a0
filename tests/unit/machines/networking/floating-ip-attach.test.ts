import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { api, queryClient, type FloatingIp } from '~/api'
import { connectForm } from '~/machines/shared/form.connect'
import { createFormMachine } from '~/machines/shared/form.machine'
import { attachChoicesPage, attachFloatingIp, detachFloatingIp, floatingIpAttachFormInput, type FloatingIpAttachValues } from '~/machines/networking/floating-ips'
import { floatingIp } from './floating-ip.fixture'

const listKey = ['/v1/floating-ips', { query: { project: 'mock-project', limit: 50 } }]
const externalIpsKey = ['/v1/instances/{instance}/external-ips', { path: { instance: 'db1' }, query: { project: 'mock-project' } }]
const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('attach and detach', () => {
  it('attaches by name to an instance of the project; the list and the instance refresh', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(floatingIp({ instanceId: 'db1-id' }) as never)
    queryClient.setQueryData(listKey, { items: [] })
    queryClient.setQueryData(externalIpsKey, { items: [] })
    await attachFloatingIp({ project: 'mock-project', instance: 'db1' }, 'cola-float')
    expect(post).toHaveBeenCalledWith('/v1/floating-ips/{floating_ip}/attach', {
      path: { floating_ip: 'cola-float' },
      query: { project: 'mock-project' },
      body: { kind: 'instance', parent: 'db1' },
    })
    expect(stale(listKey)).toBe(true)
    expect(stale(externalIpsKey)).toBe(true)
  })

  it('detaches by name in the project', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(floatingIp() as never)
    queryClient.setQueryData(listKey, { items: [] })
    await detachFloatingIp('mock-project', 'rootbeer-float')
    expect(post).toHaveBeenCalledWith('/v1/floating-ips/{floating_ip}/detach', {
      path: { floating_ip: 'rootbeer-float' },
      query: { project: 'mock-project' },
    })
    expect(stale(listKey)).toBe(true)
  })

  it("offers every instance of the project, whatever its state (the server's message tells)", async () => {
    const read = vi.spyOn(queryClient, 'fetchQuery').mockResolvedValue({
      items: [
        { name: 'db1', runState: 'running' },
        { name: 'cache-1', runState: 'starting' },
      ],
      nextPage: 'more',
    } as never)
    const page = await attachChoicesPage('mock-project')({ limit: 50 })
    expect(page.items.map((i) => i.name)).toEqual(['db1', 'cache-1'])
    // One bounded request, never a walk over pages.
    expect(page.nextPage).toBeNull()
    expect(read).toHaveBeenCalledTimes(1)
  })
})

describe('attach form', () => {
  it('needs an instance, then attaches the floating IP to it', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(floatingIp({ instanceId: 'i' }) as never)
    const machine = createFormMachine<FloatingIpAttachValues, FloatingIp>()
    const actor = createActor(machine, { input: floatingIpAttachFormInput('mock-project', 'cola-float') }).start()
    actor.send({ type: 'SUBMIT' })
    expect(connectForm(actor.getSnapshot(), actor.send).errors).toEqual({ instance: 'Instance is required' })
    expect(post).not.toHaveBeenCalled()
    actor.send({ type: 'CHANGE', name: 'instance', value: 'analytics' })
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(post.mock.calls[0][1]).toMatchObject({ path: { floating_ip: 'cola-float' }, body: { parent: 'analytics' } })
  })
})
