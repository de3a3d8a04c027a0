// Pages read their route by id (routeApi in routes/kit), not by importing the
// route. The router is registered, so tsc checks each id against the tree's
// (a typo is a type error); this test checks the same at run time, by the ids
// the built router holds.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { routeApi } from '~/routes/kit'
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

it('an id the tree does not have is a type error', () => {
  // Never called: tsc is the check (the directive fails type-checking if the line compiles).
  // @ts-expect-error: no such route
  const typo = () => routeApi('/authed/projects/$project/instancez')
  expect(typo).toBeTypeOf('function')
})
