// Who may change the rack's networking (address lots, loopback addresses, the
// allow-list, BGP, BFD, switch port settings and what a port has applied):
// fleet admins (Nexus: "create_child"/"modify" on the fleet). A fleet viewer
// sees the pages read-only, each write disabled with this reason. And what
// the BGP and BFD routes decide before their modules load: the BGP page's tab
// from the URL, and whether the BFD list still polls.
import type { FleetRole, Schema } from '~/api'
import { writesOf, type Permission } from '../shared/permission.rules'
import type { Section } from '../shared/section'

export const NETWORKING_ADMIN_ONLY = 'Only a fleet admin can change the rack’s networking'

export const networkingWrite = (role: FleetRole | undefined): Permission =>
  role === 'admin' ? { allowed: true } : { allowed: false, reason: NETWORKING_ADMIN_ONLY }

/**
 * The write right as the user's fleet role stands (a section the system
 * pages read once): while it is read, or when it could not be, no write is
 * offered, each saying why.
 */
export const networkingWriteOf = (role: Section<FleetRole | undefined>): Permission =>
  writesOf(role, (r) => ({ write: networkingWrite(r) }), { write: { allowed: false } }).write

// ---- what the BGP and BFD routes read first ------------------------------------

/** The BGP page's tabs, in the order they show; the status tab is the default (no query). */
export const BGP_TABS = [
  { value: 'status', label: 'Status' },
  { value: 'configs', label: 'Configs' },
  { value: 'announce-sets', label: 'Announce sets' },
] as const
export type BgpTab = (typeof BGP_TABS)[number]['value']
/** The BGP page's query: its tab, when not the status tab. */
export type BgpSearch = { tab?: Exclude<BgpTab, 'status'> }

/** The BGP page's `?tab=configs` or `?tab=announce-sets`; anything else is the status tab (no query). */
export function parseBgpSearch(s: Record<string, unknown>): BgpSearch {
  const tab = BGP_TABS.find((t) => t.value === s.tab)?.value
  return tab && tab !== 'status' ? { tab } : {}
}

/** A BFD session on its way up (or down) is still changing: the list polls while one shows. */
export const anySettling = (rows: readonly { state: Schema<'BfdState'> }[]) => rows.some((s) => s.state === 'init' || s.state === 'down')
