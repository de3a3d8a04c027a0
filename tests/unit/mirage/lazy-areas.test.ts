// The mock's lazy areas (mirage/handlers/lazy.ts) list their routes so the
// router can register them before their code arrives; each list must be what
// the area's module registers, in its order, or a route is never reached.
import { expect, it } from 'vitest'
import * as areas from '../../../mirage/handlers/lazy'
import { collect, type LazyArea } from '../../../mirage/lib/route'

const lazyAreas = Object.values(areas).filter((a): a is LazyArea => typeof a === 'object' && a !== null && 'routes' in a)

it('lists areas', () => {
  expect(lazyAreas.length).toBeGreaterThan(10)
})

it.each(lazyAreas.map((a) => [a.name, a] as const))('%s lists exactly the routes its module registers', async (_, area) => {
  const register = await area.load()
  expect(() => collect(area, register)).not.toThrow()
})
