// The quick-actions palette's items: the page's own actions, then places to
// go. Every URL comes from `pb`; the sidebars' entries are the sidebars' own
// lists, so the palette and the navigation never disagree.
import type { InstanceProps } from '~/machines/compute/instance.connect'
import type { PaletteItem } from '~/machines/palette/palette.connect'
import type { PaletteData } from '~/machines/palette/palette'
import type { NavItem } from '~/views/layouts/Sidebar'
import { pb } from '~/paths'

export type PaletteNav = {
  silo: NavItem[]
  settings: NavItem[]
  system: NavItem[]
  project: (project: string) => NavItem[]
}

/** Where the user is: the URL and its route parameters. */
export type PaletteWhere = { pathname: string; project?: string; vpc?: string; instance?: string }

/** The instance actions the palette runs (the instance machine decides when). */
export const INSTANCE_PALETTE_ACTIONS = [
  { action: 'start', label: 'Start instance' },
  { action: 'stop', label: 'Stop instance' },
  { action: 'reboot', label: 'Reboot instance' },
] as const

export type InstancePaletteAction = (typeof INSTANCE_PALETTE_ACTIONS)[number]['action']

export const instanceActionValue = (action: InstancePaletteAction) => `instance:${action}`

type Create = { label: string; list: string; to: string }

/** Each list page's create form, labelled as the page's own button is (`disks` → `disks-new`). */
function creates({ project, vpc }: PaletteWhere): Create[] {
  const global: Create[] = [
    { label: 'New project', list: pb.projects(), to: pb.projectsNew() },
    { label: 'Add SSH key', list: pb.sshKeys(), to: pb.sshKeysNew() },
    { label: 'New certificate', list: pb.certificates(), to: pb.certificatesNew() },
    { label: 'New silo', list: pb.silos(), to: pb.silosNew() },
    { label: 'New IP pool', list: pb.ipPools(), to: pb.ipPoolsNew() },
    { label: 'New address lot', list: pb.addressLots(), to: pb.addressLotsNew() },
    { label: 'New loopback address', list: pb.loopbackAddresses(), to: pb.loopbackAddressesNew() },
    // The BGP page's tabs share its path: both creates show on each.
    { label: 'New BGP config', list: pb.bgp(), to: pb.bgpConfigsNew() },
    { label: 'New announce set', list: pb.bgp(), to: pb.bgpAnnounceSetsNew() },
    { label: 'Enable BFD session', list: pb.bfd(), to: pb.bfdEnable() },
    { label: 'New webhook receiver', list: pb.alerts(), to: pb.alertsNew() },
    { label: 'Set target release', list: pb.systemUpdate(), to: pb.systemUpdateSetTarget() },
  ]
  if (!project) return global
  const p = { project }
  const inProject: Create[] = [
    { label: 'New instance', list: pb.instances(p), to: pb.instancesNew(p) },
    { label: 'New disk', list: pb.disks(p), to: pb.disksNew(p) },
    { label: 'New snapshot', list: pb.snapshots(p), to: pb.snapshotsNew(p) },
    { label: 'Upload image', list: pb.projectImages(p), to: pb.projectImagesNew(p) },
    { label: 'New VPC', list: pb.vpcs(p), to: pb.vpcsNew(p) },
    { label: 'New floating IP', list: pb.floatingIps(p), to: pb.floatingIpsNew(p) },
    { label: 'New probe', list: pb.probes(p), to: pb.probesNew(p) },
    { label: 'New group', list: pb.affinity(p), to: pb.affinityNew(p) },
  ]
  if (!vpc) return [...global, ...inProject]
  const v = { project, vpc }
  return [
    ...global,
    ...inProject,
    { label: 'New rule', list: pb.firewallRules(v), to: pb.firewallRulesNew(v) },
    { label: 'New subnet', list: pb.subnets(v), to: pb.subnetsNew(v) },
    { label: 'New router', list: pb.routers(v), to: pb.routersNew(v) },
  ]
}

export type PaletteItemsInput = {
  where: PaletteWhere
  data: PaletteData
  nav: PaletteNav
  /** System pages are listed only for fleet viewers, as in the top bar. */
  isFleetViewer: boolean
  /** The instance page's instance machine, read through connectInstance. */
  instance?: InstanceProps
}

export function paletteItems({ where, data, nav, isFleetViewer, instance }: PaletteItemsInput): PaletteItem[] {
  const items: PaletteItem[] = []
  const seen = new Set<string>()
  const add = (item: PaletteItem) => {
    if (seen.has(item.value)) return
    seen.add(item.value)
    items.push(item)
  }
  const go = (label: string, to: string, group: string, more: Partial<PaletteItem> = {}) =>
    add({ value: `go:${to}`, label, to, group, ...more })

  // The page's own actions first.
  const actions = 'Actions'
  for (const c of creates(where)) {
    if (c.list === where.pathname) add({ value: `new:${c.to}`, label: c.label, to: c.to, group: actions })
  }
  if (instance && where.project && where.instance) {
    const name = instance.instance.name
    for (const { action, label } of INSTANCE_PALETTE_ACTIONS) {
      if (instance.actions[action].enabled) add({ value: instanceActionValue(action), label, group: actions, keywords: name })
    }
    if (instance.actions.serialConsole.enabled) {
      const to = pb.serialConsole({ project: where.project, instance: name })
      add({ value: `action:${to}`, label: 'Open serial console', to, group: actions, keywords: name })
    }
  }

  // The current project's pages and what is in it, by name.
  if (where.project) {
    const project = where.project
    for (const n of nav.project(project)) go(n.label, n.to, project)
    for (const i of data.instances) go(i.name, pb.instance({ project, instance: i.name }), 'Instances', { keywords: project })
    for (const v of data.vpcs) go(v.name, pb.vpc({ project, vpc: v.name }), 'VPCs', { keywords: project })
    for (const g of data.antiAffinityGroups) {
      go(g.name, pb.antiAffinityGroup({ project, antiAffinityGroup: g.name }), 'Anti-affinity groups', { keywords: project })
    }
  }

  for (const p of data.projects) go(p.name, pb.project({ project: p.name }), 'Projects')
  for (const n of nav.silo) go(n.label, n.to, 'Silo')
  for (const n of nav.settings) go(n.label, n.to, 'Settings')
  if (isFleetViewer) for (const n of nav.system) go(n.label, n.to, 'System')

  // Every other project's pages, once the user types (25 projects × 8 pages is no list to scroll).
  for (const p of data.projects) {
    if (p.name === where.project) continue
    for (const n of nav.project(p.name)) go(n.label, n.to, p.name, { searchOnly: true })
  }
  return items
}
