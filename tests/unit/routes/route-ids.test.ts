// Pages read their route by id (routeApi in routes/kit), not by importing the
// route: an id the tree does not have would only fail when the page renders.
// Every id a page names must be one of the tree's.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { makeRouter } from '~/routes/router'

const dir = join(__dirname, '../../../src/routes')
const files = (d: string): string[] =>
  readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? files(join(d, n)) : [join(d, n)]))

it('every route id a page reads by is in the route tree', () => {
  const ids = new Set(Object.keys(makeRouter({}).routesById))
  const named = files(dir).flatMap((f) =>
    [...readFileSync(f, 'utf8').matchAll(/\b(?:routeApi|getRouteApi)(?:<[^(]*>)?\(\s*'([^']+)'/g)].map((m) => ({ file: f, id: m[1] })),
  )
  expect(named.length).toBeGreaterThan(0)
  expect(named.filter(({ id }) => !ids.has(id))).toEqual([])
})
