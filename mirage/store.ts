// Typed access to the Mirage store. Mirage's own registry typing does not know
// our row shapes (see models.ts), so every read and write goes through here.
import { IdentityManager } from 'miragejs'
import type { AnyRegistry, ModelInstance } from 'miragejs/-types'
import type Schema from 'miragejs/orm/schema'
import { randomUuid } from './lib/random'
import type { TableName, Tables } from './models'

export type Row<N extends TableName> = ModelInstance<Tables[N]> & Tables[N]

/** What a create needs: the row without its id (one is made when absent). */
export type NewRow<N extends TableName> = Omit<Tables[N], 'id'> & { id?: string }

export class Store {
  constructor(readonly schema: Schema<AnyRegistry>) {}

  all<N extends TableName>(table: N): Row<N>[] {
    return this.schema.all(table).models as unknown as Row<N>[]
  }

  find<N extends TableName>(table: N, id: string | null | undefined): Row<N> | undefined {
    if (!id) return undefined
    return (this.schema.find(table, id) as unknown as Row<N> | null) ?? undefined
  }

  // where and first test the table's stored rows, and make Mirage models only
  // of the rows a handler works on: a model is slow to make (a property per
  // field, a table scan per foreign key), and at scale (seed/scale.ts: 5,000
  // instances) making one per row of a project cost each list call 100s of ms.
  where<N extends TableName>(table: N, pred: (row: Row<N>) => boolean): Row<N>[] {
    const test = this.onStored(table, pred)
    return this.stored(table)
      .filter(test)
      .map((stored) => this.lazyRow(table, stored))
  }

  first<N extends TableName>(table: N, pred: (row: Row<N>) => boolean): Row<N> | undefined {
    return (this.schema.findBy(table, this.onStored(table, pred) as never) as unknown as Row<N> | null) ?? undefined
  }

  /** The table's stored rows (lib/fast-tables.ts: the rows themselves, not copies). Read, never written. */
  private stored(table: TableName): Record<string, unknown>[] {
    const schema = this.schema as unknown as { db: Record<string, Record<string, unknown>[]>; toCollectionName(t: string): string }
    return schema.db[schema.toCollectionName(table)]
  }

  /**
   * `pred` on a stored row, which holds the model's fields. A test that reaches
   * past them (a relation such as `disk.project`, a model method) runs again
   * on the row's model.
   */
  private onStored<N extends TableName>(table: N, pred: (row: Row<N>) => boolean) {
    return (stored: Record<PropertyKey, unknown>) => {
      let past = false
      const view = new Proxy(stored, {
        get(row, key) {
          if (!Object.hasOwn(row, key)) past = true
          return row[key]
        },
      })
      try {
        const result = pred(view as unknown as Row<N>)
        if (!past) return result
      } catch (e) {
        if (!past) throw e
      }
      return pred(this.find(table, stored.id as string)!)
    }
  }

  /**
   * A row as `where` answers it: reading a stored field reads the table (so a
   * list can sort and serialise thousands of rows without a model each);
   * anything else — update, destroy, a relation, a spread — makes the row's
   * model, and the row is that model from then on.
   */
  private lazyRow<N extends TableName>(table: N, stored: Record<string, unknown>): Row<N> {
    let model: object | undefined
    const real = () => (model ??= this.find(table, stored.id as string) as object)
    return new Proxy({} as object, {
      get: (_, key) =>
        model === undefined && typeof key === 'string' && Object.hasOwn(stored, key) ? stored[key] : Reflect.get(real(), key),
      set: (_, key, value) => Reflect.set(real(), key, value),
      has: (_, key) => Reflect.has(real(), key),
      ownKeys: () => Reflect.ownKeys(real()),
      // Reported configurable: the proxy's own (empty) target must allow it.
      getOwnPropertyDescriptor: (_, key) => {
        const d = Reflect.getOwnPropertyDescriptor(real(), key)
        return d && { ...d, configurable: true }
      },
      defineProperty: (_, key, d) => Reflect.defineProperty(real(), key, d),
      deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
      getPrototypeOf: () => Reflect.getPrototypeOf(real()),
    }) as Row<N>
  }

  create<N extends TableName>(table: N, attrs: NewRow<N>): Row<N> {
    const row = { id: randomUuid(), ...attrs }
    return this.schema.create(table, row as never) as unknown as Row<N>
  }
}

/** Mirage numbers records 1, 2, 3…; Nexus ids are UUIDs. */
export class UuidIdentityManager extends IdentityManager {
  private used = new Set<string>()
  fetch(): string {
    let id = randomUuid()
    while (this.used.has(id)) id = randomUuid()
    this.used.add(id)
    return id
  }
  set(id: string | number): void {
    this.used.add(String(id))
  }
  reset(): void {
    this.used.clear()
  }
}
