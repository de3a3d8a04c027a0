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

  where<N extends TableName>(table: N, pred: (row: Row<N>) => boolean): Row<N>[] {
    return this.all(table).filter(pred)
  }

  first<N extends TableName>(table: N, pred: (row: Row<N>) => boolean): Row<N> | undefined {
    return this.all(table).find(pred)
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
