// Every silo's quotas in one list, as Nexus pages it: by silo id, fleet viewers and up.
import { expect, test } from 'vitest'
import { actAs } from '../../../mirage'
import { ids } from '../../../mirage/seed/ids'
import { call, withFreshServer } from './helpers'

withFreshServer()

test('every silo’s quotas, a page at a time in silo id order', async () => {
  const first = await call('GET', '/v1/system/silo-quotas?limit=2')
  expect(first.status).toBe(200)
  expect(first.body.items).toHaveLength(2)
  const rest = await call('GET', `/v1/system/silo-quotas?limit=100&page_token=${first.body.next_page}`)
  const all = [...first.body.items, ...rest.body.items]
  const siloIds = all.map((q: { silo_id: string }) => q.silo_id)
  expect(siloIds).toEqual([...siloIds].sort())
  const silos = (await call('GET', '/v1/system/utilization/silos?limit=100')).body.items
  expect(new Set(siloIds)).toEqual(new Set(silos.map((s: { silo_id: string }) => s.silo_id)))
  const mazeWar = (await call('GET', '/v1/system/silos/maze-war/quotas')).body
  expect(all.find((q: { silo_id: string }) => q.silo_id === ids.silo.mazeWar)).toEqual(mazeWar)
})

test('fleet viewers may read them; a silo user may not', async () => {
  actAs(ids.user.grace)
  expect((await call('GET', '/v1/system/silo-quotas')).status).toBe(200)
  actAs(ids.user.alan)
  expect((await call('GET', '/v1/system/silo-quotas')).status).toBe(403)
})
