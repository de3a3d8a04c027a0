// BGP: the page's tabs (status, configs, announce sets) and an announce set's
// announcements: wiring only.
import { Outlet, useNavigate } from '@tanstack/react-router'
import { readFleetRole } from '~/machines/access/my-role.input'
import type { Permission } from '~/machines/shared/permission.rules'
import { connectBgpStatus } from '~/machines/system/bgp-status.connect'
import { loadBgpStatus } from '~/machines/system/bgp-status.input'
import { bgpStatusMachine } from '~/machines/system/bgp-status.machine'
import {
  ANNOUNCE_SET_PATH,
  announceSetsPage,
  BGP_PATH,
  bgpConfigsPage,
  deleteAnnounceSet,
  deleteBgpConfig,
  type AnnounceSetView as AnnounceSetData,
  type BgpAnnounceSet,
  type BgpConfig,
} from '~/machines/system/bgp.input'
import type { BgpSearch, BgpTab } from '~/machines/system/bgp.rules'
import { loadNetworkingWrite, NETWORKING_WRITE_READS } from '~/machines/system/rack-networking.rules'
import { pb } from '~/paths'
import { AnnounceSetDetails } from '~/views/system/bgp/AnnounceSetDetails'
import { AnnounceSetsTab } from '~/views/system/bgp/AnnounceSetsTab'
import { BgpConfigsTab } from '~/views/system/bgp/BgpConfigsTab'
import { BgpPage } from '~/views/system/bgp/BgpPage'
import { BgpStatusTab } from '~/views/system/bgp/BgpStatusTab'
import { useConnect } from '~/views/use-connect'
import { routeApi, useConfirmDelete, useListPage } from '../kit'
import { usePageActor } from '../page-actor'


const bgpRoute = routeApi<Permission, BgpSearch>('/authed/system/networking/bgp', {
  load: () => loadNetworkingWrite(readFleetRole),
  refreshOn: NETWORKING_WRITE_READS,
})

const announceSetRoute = routeApi<AnnounceSetData>('/authed/system/networking/bgp/announce-sets/$announceSet')

/** Live: polls while the tab is open; the machine stops with the tab. */
function StatusPane() {
  const actor = usePageActor(bgpStatusMachine, { input: { load: loadBgpStatus } })
  return <BgpStatusTab status={useConnect(actor, connectBgpStatus)} />
}

function ConfigsPane({ write }: { write: Permission }) {
  const { list } = useListPage<BgpConfig>({ fetchPage: bgpConfigsPage, refreshOn: BGP_PATH })
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
  const { list } = useListPage<BgpAnnounceSet>({ fetchPage: announceSetsPage, refreshOn: [ANNOUNCE_SET_PATH, BGP_PATH] })
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
