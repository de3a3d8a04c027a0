// BGP: the page's tabs (status, configs, announce sets) and an announce set's
// announcements; BFD: the sessions and disable: wiring only.
import { Outlet, useNavigate } from '@tanstack/react-router'
import type { Permission } from '~/machines/shared/permission.rules'
import { disableBfdSession, type BfdStatus } from '~/machines/system/bfd'
import {
  ANNOUNCE_SET_PATH,
  announceSetsPage,
  BGP_READS,
  bgpConfigsPage,
  deleteAnnounceSet,
  deleteBgpConfig,
  loadBgpStatus,
  type BgpAnnounceSet,
  type BgpConfig,
  type BgpTab,
} from '~/machines/system/bgp'
import { bgpStatusMachine, connectBgpStatus } from '~/machines/system/bgp-status.machine'
import { NETWORKING_WRITE_READS } from '~/machines/system/rack-networking.rules'
import { pb } from '~/paths'
import { BfdPage } from '~/views/system/bgp/Bfd'
import { AnnounceSetDetails, AnnounceSetsTab, BgpConfigsTab, BgpPage } from '~/views/system/bgp/BgpPage'
import { BgpStatusTab } from '~/views/system/bgp/BgpStatusTab'
import { useConnect } from '~/views/use-connect'
import { routeApi, useConfirmAction, useConfirmDelete, useListPage, type ListPageProps } from '../kit'
import { usePageActor } from '../page-actor'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export { BfdForm } from '~/views/system/bgp/Bfd'
export { AnnounceSetForm, BgpConfigForm } from '~/views/system/bgp/Forms'
export { bfdFormInput, bfdSessionsPage } from '~/machines/system/bfd'
export {
  announceSetCreateInput,
  announceSetEditInput,
  bgpConfigFormInput,
  loadAnnounceSet,
  loadAnnounceSetCreate,
  loadAnnounceSetEdit,
  loadBgpConfigForm,
} from '~/machines/system/bgp'

const bgpRoute = routeApi('/authed/system/networking/bgp', { refreshOn: NETWORKING_WRITE_READS })
const announceSetRoute = routeApi('/authed/system/networking/bgp/announce-sets/$announceSet')
const bfdAccess = routeApi('/authed/system/bfd-access', { refreshOn: NETWORKING_WRITE_READS })

/** Live: polls while the tab is open; the machine stops with the tab. */
function StatusPane() {
  const actor = usePageActor(bgpStatusMachine, { input: { load: loadBgpStatus } })
  return <BgpStatusTab status={useConnect(actor, connectBgpStatus)} />
}

function ConfigsPane({ write }: { write: Permission }) {
  const { list } = useListPage<BgpConfig>({ fetchPage: bgpConfigsPage, refreshOn: BGP_READS })
  const confirmDelete = useConfirmDelete()
  const onDelete = (c: BgpConfig) =>
    void confirmDelete({
      noun: 'BGP config',
      name: c.name,
      message: `Delete the BGP config ${c.name} (ASN ${c.asn})? Nexus refuses while switch port settings peer with it.`,
      remove: () => deleteBgpConfig(c.name),
    })
  return <BgpConfigsTab list={list} write={write} onDelete={onDelete} />
}

function AnnounceSetsPane({ write }: { write: Permission }) {
  const { list } = useListPage<BgpAnnounceSet>({ fetchPage: announceSetsPage, refreshOn: [ANNOUNCE_SET_PATH, ...BGP_READS] })
  const confirmDelete = useConfirmDelete()
  const onDelete = (s: BgpAnnounceSet) =>
    void confirmDelete({
      noun: 'announce set',
      name: s.name,
      message: `Delete the announce set ${s.name} and its announcements? Nexus refuses while a BGP config uses it.`,
      remove: () => deleteAnnounceSet(s.name),
    })
  return <AnnounceSetsTab list={list} write={write} onDelete={onDelete} />
}

export function BgpPageRoute() {
  const write = bgpRoute.useLoaderData()
  const { tab } = bgpRoute.useSearch()
  const navigate = useNavigate()
  const current: BgpTab = tab ?? 'status'
  return (
    <BgpPage tab={current} onTabChange={(t) => void navigate({ href: pb.bgp({ tab: t }) })}>
      {current === 'configs' ? (
        <ConfigsPane write={write} />
      ) : current === 'announce-sets' ? (
        <AnnounceSetsPane write={write} />
      ) : (
        <StatusPane />
      )}
      <Outlet />
    </BgpPage>
  )
}

export function AnnounceSetView() {
  const { set, announcements, blockNames } = announceSetRoute.useLoaderData()
  const { announceSet } = announceSetRoute.useParams()
  const navigate = useNavigate()
  return (
    <AnnounceSetDetails
      name={announceSet}
      set={set}
      announcements={announcements}
      blockNames={blockNames}
      onDismiss={() => void navigate({ href: pb.bgp({ tab: 'announce-sets' }) })}
    />
  )
}

export function BfdSessions({ list }: ListPageProps<BfdStatus>) {
  const write = bfdAccess.useLoaderData()
  const confirmAction = useConfirmAction()
  const onDisable = (s: BfdStatus) =>
    void confirmAction({
      title: 'Disable BFD session',
      message: `Disable the BFD session with ${s.peer} on ${s.switch}? The switch stops checking that the peer is reachable, so a failed link is no longer detected quickly.`,
      confirmLabel: 'Disable',
      danger: true,
      errorTitle: 'Could not disable BFD session',
      action: () => disableBfdSession(s),
      success: `BFD session with ${s.peer} on ${s.switch} disabled`,
    })
  return <BfdPage list={list} write={write} onDisable={onDisable} />
}
