// Mirage's database hands out a table (`db.instances`) as a copy of every
// row, each row copied, and Mirage itself asks for one at every turn: twice
// to find a model, once per foreign key when it makes one, once to save one.
// With the seed at scale (seed/scale.ts: 5,000 instances, 5,000 disks) that
// copying was most of a request's time — over 100 ms for a lookup by id.
// Here a table is handed out as a new array of the stored rows themselves:
// the same rows in the same order, with the same methods, without copying
// each row. Mirage never writes to a row it got that way (it writes through
// the table's methods), and the methods still return copies.
import type { Server } from 'miragejs'

type Table = { _records: object[]; all: () => object[] }

export function shareTableRows(server: Server): void {
  // The table getter (a property Mirage makes unconfigurable) builds on all().
  for (const table of (server.db as unknown as { _collections: Table[] })._collections) {
    table.all = () => table._records.slice()
  }
}
