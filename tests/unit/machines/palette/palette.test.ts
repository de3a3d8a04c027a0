import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { apiQueryOptions, queryClient, type Instance, type Project } from '~/api'
import { connectInstance } from '~/machines/compute/instance.connect'
import { instanceMachine } from '~/machines/compute/instance.machine'
import { connectPalette, filterItems, groupItems, type PaletteItem } from '~/machines/palette/palette.connect'
import {
  loadPaletteData,
  NO_DATA,
  PALETTE_LIMIT,
  type PaletteData,
  type PaletteScope,
} from '~/machines/palette/palette'
import { paletteMachine } from '~/machines/palette/palette.machine'
import { paletteItems, type PaletteNav } from '~/routes/palette-items'
import { fakeInstanceMachine, later, makeInstance } from '../compute/instance.fixture'
import { deferred, type Deferred } from '../shared/deferred'

// The loader's calls, answered by hand (vi.mock is hoisted above the imports).
const api = vi.hoisted(() => ({ fetchApi: vi.fn(), get: vi.fn() }))
vi.mock('~/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('~/api')>()),
  fetchApi: api.fetchApi,
  api: { get: api.get },
}))

afterEach(() => {
  vi.clearAllMocks()
  queryClient.clear()
})

const item = (value: string, label: string, group: string, more: Partial<PaletteItem> = {}): PaletteItem => ({
  value,
  label,
  group,
  to: `/${value}`,
  ...more,
})

const ITEMS: PaletteItem[] = [
  item('new-disk', 'New disk', 'Actions'),
  item('mock-disks', 'Disks', 'mock-project'),
  item('mock-instances', 'Instances', 'mock-project'),
  item('profile', 'Profile', 'Settings'),
  item('other-disks', 'Disks', 'other-project', { searchOnly: true }),
  item('stop', 'Stop instance', 'Actions', { keywords: 'db1', to: undefined }),
]
const values = (items: PaletteItem[]) => items.map((i) => i.value)

describe('filterItems', () => {
  it('lists everything but the search-only items while nothing is typed', () => {
    expect(values(filterItems(ITEMS, ''))).toEqual(['new-disk', 'mock-disks', 'mock-instances', 'profile', 'stop'])
    expect(values(filterItems(ITEMS, '   '))).toEqual(values(filterItems(ITEMS, '')))
  })

  it('matches case-insensitive substrings of the label, heading and keywords; every word must match', () => {
    expect(values(filterItems(ITEMS, 'DISK'))).toEqual(['new-disk', 'mock-disks', 'other-disks'])
    expect(values(filterItems(ITEMS, 'other disks'))).toEqual(['other-disks'])
    expect(values(filterItems(ITEMS, 'db1'))).toEqual(['stop'])
    expect(values(filterItems(ITEMS, 'mock inst'))).toEqual(['mock-instances'])
    expect(filterItems(ITEMS, 'nothing-like-this')).toEqual([])
  })
})

describe('groupItems', () => {
  it('keeps each heading where its first item is, and its items in order', () => {
    expect(groupItems(ITEMS).map((g) => [g.label, values(g.items)])).toEqual([
      ['Actions', ['new-disk', 'stop']],
      ['mock-project', ['mock-disks', 'mock-instances']],
      ['Settings', ['profile']],
      ['other-project', ['other-disks']],
    ])
  })
})

/** A palette whose loads the test answers by hand. */
function startPalette() {
  const loads: { scope: PaletteScope; answer: Deferred<PaletteData> }[] = []
  const machine = paletteMachine.provide({
    actors: {
      load: fromPromise<PaletteData, PaletteScope>(({ input }) => {
        const answer = deferred<PaletteData>()
        loads.push({ scope: input, answer })
        // As the real loader does, the instance it read lands in the API cache.
        return answer.promise.then((loaded) => {
          const { project, instance } = input
          if (project && instance && loaded.instance) {
            const { queryKey } = apiQueryOptions('/v1/instances/{instance}', { path: { instance }, query: { project } })
            queryClient.setQueryData(queryKey, loaded.instance)
          }
          return loaded
        })
      }),
      instance: fakeInstanceMachine({}),
    },
  })
  const actor = createActor(machine).start()
  const props = (items = ITEMS, scope: PaletteScope = {}) => connectPalette(actor.getSnapshot(), actor.send, { items, scope })
  return { actor, loads, props }
}

const project = (name: string) => ({ name }) as Project
const data = (more: Partial<PaletteData> = {}): PaletteData => ({ ...NO_DATA, projects: [project('mock-project')], ...more })

describe('palette machine + connect', () => {
  it('opens, loads for the page it opened on, and closes (Escape or the shortcut again)', async () => {
    const { actor, loads, props } = startPalette()
    expect(props().open).toBe(false)
    props(ITEMS, { project: 'mock-project' }).toggle()
    expect(props()).toMatchObject({ open: true, loading: true, query: '' })
    expect(loads.map((l) => l.scope)).toEqual([{ project: 'mock-project' }])
    loads[0].answer.resolve(data())
    await waitFor(actor, (s) => s.matches({ open: 'ready' }))
    expect(props().loading).toBe(false)
    expect(actor.getSnapshot().context.data.projects).toEqual([project('mock-project')])

    props().toggle()
    expect(props().open).toBe(false)
    props().show()
    props().close()
    expect(props().open).toBe(false)
  })

  it('highlights the first match until the user moves; typing starts over at the first match', () => {
    const { props } = startPalette()
    props().show()
    expect(props().highlighted).toBe('new-disk')
    props().highlight('profile')
    expect(props().highlighted).toBe('profile')

    props().search('disk')
    expect(values(props().items)).toEqual(['new-disk', 'mock-disks', 'other-disks'])
    expect(props().highlighted).toBe('new-disk')
    // Items are shown by heading: the first shown is the first of the first heading.
    expect(props().groups.map((g) => g.label)).toEqual(['Actions', 'mock-project', 'other-project'])

    props().highlight('other-disks')
    props().search('disks')
    expect(props().highlighted).toBe('mock-disks')
    props().highlight('other-disks')
    // The moved-to item no longer matches: the first match is what Enter runs.
    props().search('mock')
    expect(props().highlighted).toBe('mock-disks')
    props().search('zzz')
    expect(props()).toMatchObject({ items: [], groups: [], highlighted: null })
  })

  it('opens afresh: an empty search; the last data stays on show only for the same page', async () => {
    const { actor, loads, props } = startPalette()
    const scope = { project: 'mock-project' }
    props(ITEMS, scope).show()
    loads[0].answer.resolve(data())
    await waitFor(actor, (s) => s.matches({ open: 'ready' }))
    props().search('disk')
    props().close()

    props(ITEMS, scope).show()
    expect(props().query).toBe('')
    expect(props().loading).toBe(true)
    expect(actor.getSnapshot().context.data.projects).toHaveLength(1)
    props().close()

    props(ITEMS, { project: 'other-project' }).show()
    expect(actor.getSnapshot().context.data).toEqual(NO_DATA)
  })

  it('keeps a load’s failure as a message and still offers what it has', async () => {
    const { actor, loads, props } = startPalette()
    props().show()
    loads[0].answer.reject(new Error('boom'))
    await waitFor(actor, (s) => s.matches({ open: 'ready' }))
    expect(props()).toMatchObject({ error: 'boom', loading: false })
    expect(props().items).toHaveLength(5)
  })

  it('keeps an instance machine for the instance page, the same one while the same instance loads again', async () => {
    const { actor, loads, props } = startPalette()
    const scope = { project: 'mock-project', instance: 'db1' }
    const db1 = makeInstance({ runState: 'running' })
    props(ITEMS, scope).show()
    loads[0].answer.resolve(data({ instance: db1 }))
    await waitFor(actor, (s) => s.matches({ open: 'ready' }))
    const first = actor.getSnapshot().context.instance!
    expect(first.getSnapshot().context).toMatchObject({ project: 'mock-project', instance: db1, poll: false })
    props().close()

    // Stopped since: the same machine takes the newer copy.
    props(ITEMS, scope).show()
    loads[1].answer.resolve(data({ instance: later(db1, 'stopped') }))
    await waitFor(actor, (s) => s.matches({ open: 'ready' }))
    expect(actor.getSnapshot().context.instance).toBe(first)
    expect(first.getSnapshot().context.instance.runState).toBe('stopped')
    props().close()

    // Another instance: a new machine; the old one is stopped.
    props(ITEMS, { project: 'mock-project', instance: 'web-1' }).show()
    loads[2].answer.resolve(data({ instance: makeInstance({ id: 'other-id', name: 'web-1' }) }))
    await waitFor(actor, (s) => s.matches({ open: 'ready' }))
    expect(actor.getSnapshot().context.instance).not.toBe(first)
    expect(first.getSnapshot().status).toBe('stopped')
    props().close()

    // Not an instance page: none.
    props(ITEMS, { project: 'mock-project' }).show()
    loads[3].answer.resolve(data())
    await waitFor(actor, (s) => s.matches({ open: 'ready' }))
    expect(actor.getSnapshot().context.instance).toBeUndefined()
  })
})

describe('loadPaletteData', () => {
  const page = <T>(items: T[]) => Promise.resolve({ items, nextPage: 'more' })

  it('reads one short first page of each list, never the next, and the instance uncached', async () => {
    api.fetchApi.mockImplementation((path: string) => page(path === '/v1/projects' ? [project('p')] : []))
    api.get.mockResolvedValue(makeInstance())
    const loaded = await loadPaletteData({ project: 'p', instance: 'db1' })
    expect(loaded.projects).toEqual([project('p')])
    expect(loaded.instance).toEqual(makeInstance())
    expect(api.fetchApi.mock.calls).toEqual([
      ['/v1/projects', { query: { limit: PALETTE_LIMIT } }],
      ['/v1/instances', { query: { project: 'p', limit: PALETTE_LIMIT } }],
      ['/v1/vpcs', { query: { project: 'p', limit: PALETTE_LIMIT } }],
      ['/v1/anti-affinity-groups', { query: { project: 'p', limit: PALETTE_LIMIT } }],
    ])
    expect(api.get.mock.calls).toEqual([['/v1/instances/{instance}', { path: { instance: 'db1' }, query: { project: 'p' } }]])
    // Into the cache all the same: the palette's instance machine follows it.
    const { queryKey } = apiQueryOptions('/v1/instances/{instance}', { path: { instance: 'db1' }, query: { project: 'p' } })
    expect(queryClient.getQueryData(queryKey)).toEqual(makeInstance())
  })

  it('outside a project reads only the projects; a failed list leaves the rest', async () => {
    api.fetchApi.mockRejectedValue(new Error('Action not authorized'))
    const loaded = await loadPaletteData({})
    expect(api.fetchApi).toHaveBeenCalledTimes(1)
    expect(api.get).not.toHaveBeenCalled()
    expect(loaded).toEqual({ ...NO_DATA, instance: undefined, error: 'Action not authorized' })
  })
})

describe('paletteItems', () => {
  const nav: PaletteNav = {
    silo: [{ label: 'Projects', to: '/projects' }],
    settings: [{ label: 'Profile', to: '/settings/profile' }],
    system: [{ label: 'Silos', to: '/system/silos' }],
    project: (p) => [
      { label: 'Instances', to: `/projects/${p}/instances` },
      { label: 'Disks', to: `/projects/${p}/disks` },
    ],
  }
  const loaded = data({
    projects: [project('mock-project'), project('other-project')],
    instances: [makeInstance({ name: 'db1' })],
  })
  const labels = (items: PaletteItem[], group: string) => items.filter((i) => i.group === group).map((i) => i.label)
  const instanceProps = (runState: Instance['runState']) => {
    const ref = createActor(instanceMachine, {
      input: { project: 'mock-project', instance: makeInstance({ runState }), poll: false },
    }).start()
    return connectInstance(ref.getSnapshot(), ref.send, ref)
  }

  it('offers the list page’s create form as its action, and nowhere else', () => {
    const on = (pathname: string) =>
      paletteItems({ where: { pathname, project: 'mock-project' }, data: loaded, nav, isFleetViewer: false })
    expect(on('/projects/mock-project/disks').filter((i) => i.group === 'Actions')).toEqual([
      { value: 'new:/projects/mock-project/disks-new', label: 'New disk', to: '/projects/mock-project/disks-new', group: 'Actions' },
    ])
    expect(labels(on('/projects/mock-project/instances'), 'Actions')).toEqual(['New instance'])
    expect(labels(on('/projects/mock-project/disks-new'), 'Actions')).toEqual([])
    const projects = paletteItems({ where: { pathname: '/projects' }, data: loaded, nav, isFleetViewer: false })
    expect(labels(projects, 'Actions')).toEqual(['New project'])
  })

  it('lists the current project’s pages and contents up front, other projects’ pages only when searched', () => {
    const items = paletteItems({
      where: { pathname: '/projects/mock-project/disks', project: 'mock-project' },
      data: loaded,
      nav,
      isFleetViewer: false,
    })
    expect(labels(items, 'mock-project')).toEqual(['Instances', 'Disks'])
    expect(items.filter((i) => i.group === 'mock-project').every((i) => !i.searchOnly)).toBe(true)
    expect(items.find((i) => i.label === 'db1')).toMatchObject({ to: '/projects/mock-project/instances/db1', group: 'Instances' })
    expect(labels(items, 'Projects')).toEqual(['mock-project', 'other-project'])
    expect(items.filter((i) => i.group === 'other-project')).toEqual([
      expect.objectContaining({ label: 'Instances', to: '/projects/other-project/instances', searchOnly: true }),
      expect.objectContaining({ label: 'Disks', to: '/projects/other-project/disks', searchOnly: true }),
    ])
    expect(new Set(items.map((i) => i.value)).size).toBe(items.length)
  })

  it('lists system pages for fleet viewers only', () => {
    const where = { pathname: '/projects' }
    expect(labels(paletteItems({ where, data: loaded, nav, isFleetViewer: true }), 'System')).toEqual(['Silos'])
    expect(labels(paletteItems({ where, data: loaded, nav, isFleetViewer: false }), 'System')).toEqual([])
  })

  it('offers the instance actions its machine allows in its run state (spec §4)', () => {
    const on = (runState: Instance['runState']) =>
      labels(
        paletteItems({
          where: { pathname: '/projects/mock-project/instances/db1/storage', project: 'mock-project', instance: 'db1' },
          data: loaded,
          nav,
          isFleetViewer: false,
          instance: instanceProps(runState),
        }),
        'Actions',
      )
    expect(on('running')).toEqual(['Stop instance', 'Reboot instance', 'Open serial console'])
    expect(on('stopped')).toEqual(['Start instance'])
    expect(on('failed')).toEqual(['Start instance', 'Stop instance'])
    expect(on('stopping')).toEqual([])
  })
})
