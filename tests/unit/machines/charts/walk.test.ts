// A walk lives in the URL: any walk → its link → the same walk.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bulkImportLifecycle, diskLifecycle } from '~/machines/charts/disk-lifecycle.rules'
import { instanceLifecycle } from '~/machines/charts/instance-lifecycle.rules'
import { edgesFrom, type Lifecycle } from '~/machines/charts/lifecycle.rules'
import { stepSearch, walkOf, walkQuery, walkSearch } from '~/machines/charts/walk.rules'

/** A random walk: a start state and, at each step, one of the edges leaving where it is. */
const randomWalk = (lifecycle: Lifecycle) =>
  fc
    .record({
      from: fc.constantFrom(...lifecycle.states.map((s) => s.id)),
      picks: fc.array(fc.nat(), { maxLength: 12 }),
    })
    .map(({ from, picks }) => {
      const events: string[] = []
      let at = from
      for (const p of picks) {
        const out = edgesFrom(lifecycle, at)
        if (!out.length) break
        const edge = out[p % out.length]
        events.push(edge.event)
        at = edge.target
      }
      return { from, events, at }
    })

/** The search back from a link, as the router reads it. */
const parse = (query: string) => Object.fromEntries(new URLSearchParams(query))

describe('walk ↔ URL', () => {
  for (const lifecycle of [instanceLifecycle, diskLifecycle, bulkImportLifecycle]) {
    it(`round-trips every ${lifecycle.name} walk`, () => {
      fc.assert(
        fc.property(randomWalk(lifecycle), ({ from, events, at }) => {
          const walk = walkOf(lifecycle, parse(walkQuery(walkSearch(from, events))))
          expect(walk.problem).toBeUndefined()
          expect(walk.from).toBe(from)
          expect(walk.steps.map((s) => s.edge.event)).toEqual(events)
          expect(walk.current).toBe(at)
        }),
      )
    })
  }

  it('reads the link the issue gives', () => {
    const walk = walkOf(instanceLifecycle, parse('from=stopped&walk=start,started,stop'))
    expect(walk.steps.map((s) => `${s.from} -${s.edge.event}-> ${s.to}`)).toEqual([
      'stopped -start-> starting',
      'starting -started-> running',
      'running -stop-> stopping',
    ])
    expect(walk.current).toBe('stopping')
    expect(walkQuery(walkSearch(walk.from, ['start', 'started', 'stop']))).toBe('?from=stopped&walk=start,started,stop')
  })

  it('one step further is one more event', () => {
    const walk = walkOf(instanceLifecycle, { from: 'stopped' })
    const next = edgesFrom(instanceLifecycle, 'stopped').find((e) => e.event === 'start')!
    expect(stepSearch(walk, next)).toEqual({ from: 'stopped', walk: 'start' })
  })

  it('stops where a link’s walk does not follow, and says why', () => {
    const walk = walkOf(instanceLifecycle, { from: 'stopped', walk: 'start,reboot,started' })
    expect(walk.steps).toHaveLength(1)
    expect(walk.current).toBe('starting')
    expect(walk.problem).toBe('reboot does not follow from starting')
  })

  it('starts from the lifecycle’s initial state when the link names no known state', () => {
    const fresh = walkOf(instanceLifecycle, {})
    expect(fresh).toMatchObject({ from: 'stopped', current: 'stopped', steps: [] })
    expect(fresh.problem).toBeUndefined()
    expect(walkOf(diskLifecycle, { from: 'nowhere', walk: 'attach' })).toMatchObject({
      from: 'detached',
      steps: [],
      problem: 'nowhere is not a disk state',
    })
  })
})
