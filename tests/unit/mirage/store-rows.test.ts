import { Model, type Server } from 'miragejs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeServer } from '../../../mirage'
import { Store } from '../../../mirage/store'

// The store answers `where` without a Mirage model per row (mirage/store.ts),
// and Mirage's tables are handed out without copying each row
// (mirage/lib/fast-tables.ts): rows read, write and spread as models do.
describe('store rows', () => {
  let server: Server
  let store: Store
  beforeEach(() => {
    server = makeServer({ environment: 'test' })
    store = new Store(server.schema as never)
  })
  afterEach(() => server.shutdown())

  it('where: fields read from the table; a write goes through the model and is seen by the next read', () => {
    const [db1] = store.where('instance', (i) => i.name === 'db1')
    expect(db1.name).toBe('db1')
    db1.update({ description: 'changed' })
    expect(db1.description).toBe('changed')
    expect(store.first('instance', (i) => i.name === 'db1')!.description).toBe('changed')
    expect(store.where('instance', (i) => i.description === 'changed').map((i) => i.name)).toEqual(['db1'])
  })

  it('a row is a model to whoever asks: instanceof, spread, relations, destroy', () => {
    const [disk] = store.where('disk', (d) => d.name === 'disk-1')
    expect(disk instanceof (Model as unknown as new () => object)).toBe(true)
    expect({ ...disk.attrs }).toMatchObject({ name: 'disk-1' })
    expect((disk as unknown as { project: { name: string } }).project.name).toBe('mock-project')
    disk.destroy()
    expect(store.first('disk', (d) => d.name === 'disk-1')).toBeUndefined()
  })

  it('a test that reaches past the stored fields runs on the model', () => {
    const rows = store.where('disk', (d) => (d as unknown as { project: { name: string } }).project.name === 'mock-project')
    expect(rows.length).toBeGreaterThan(0)
  })

  it('a table is the stored rows (no copy each); its methods still hand out copies', () => {
    const db = server.db as unknown as Record<string, Record<string, unknown>[] & { find(id: string): Record<string, unknown> }>
    const [first] = db.instances
    expect(db.instances[0]).toBe(first)
    const copy = db.instances.find(first.id as string)
    expect(copy).toEqual(first)
    expect(copy).not.toBe(first)
  })
})
