// BGP: the page's tabs (status, configs, announce sets) and an announce set's
// announcements; BFD: the sessions and disable: wiring only.
import { Outlet, useNavigate } from '@tanstack/react-router'
import type { FormViewProps } from '~/machines/shared/form.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import { mapSection } from '~/machines/shared/section'
import { disableBfdSession, type BfdStatus } from '~/machines/system/bfd'
import {
  ANNOUNCE_SET_PATH,
  announceSetsPage,
  announceSetsSection,
  BGP_READS,
  bgpConfigSetDefault,
  bgpConfigsPage,
  deleteAnnounceSet,
  deleteBgpConfig,
  exportedSection,
  exportRows,
  historyRows,
  historySection,
  importedRows,
  importedSection,
  loadBgpPeers,
  setNamed,
  type AnnounceSetFormLoad,
  type AnnounceSetFormValues,
  type BgpAnnounceSet,
  type BgpConfig,
  type BgpConfigFormValues,
  type BgpTab,
} from '~/machines/system/bgp'
import { bgpStatusMachine, connectBgpStatus, type BgpStatusProps } from '~/machines/system/bgp-status.machine'
import { blockNamesSection } from '~/machines/system/loopback-addresses'
import { pb } from '~/paths'
import { BfdPage } from '~/views/system/bgp/Bfd'
import { AnnounceSetDetails, AnnounceSetsTab, BgpConfigsTab, BgpPage } from '~/views/system/bgp/BgpPage'
import { BgpStatusTab } from '~/views/system/bgp/BgpStatusTab'
import { AnnounceSetForm as AnnounceSetFormView, BgpConfigForm as BgpConfigFormView } from '~/views/system/bgp/Forms'
import { useConnect } from '~/views/use-connect'
import { Spinner } from '~/views/ui'
import { routeApi, useConfirmAction, useConfirmDelete, useListPage, useSection, type ListPageProps } from '../kit'
import { usePageActor } from '../page-actor'
import { useChoiceDefaults } from './choice-defaults'
import { useNetworkingWrite } from './fleet-rights'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export { BfdForm } from '~/views/system/bgp/Bfd'
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

const bgpRoute = routeApi('/authed/system/networking/bgp')
const announceSetRoute = routeApi('/authed/system/networking/bgp/announce-sets/$announceSet', {
  refreshOn: '/v1/system/networking/bgp-announce-set/{announce_set}/announcement',
})

/** Live: polls while the tab is open; the machine stops with the tab. */
function StatusPane() {
  const actor = usePageActor(bgpStatusMachine, { input: { load: loadBgpPeers } })
  const status = useConnect(actor, connectBgpStatus)
  // The panels are read by the peers' ASNs: they start once the peers are in.
  if (status.isLoading) return <Spinner show label="Loading BGP status" />
  return <StatusPanels status={status} />
}

/** The tab once its peers are in; each panel fills in beside them. */
function StatusPanels({ status }: { status: BgpStatusProps }) {
  const exported = mapSection(useSection(exportedSection()), (exports) => exportRows(status.peers, exports))
  const imported = mapSection(useSection(importedSection(status.asns)), importedRows)
  const history = mapSection(useSection(historySection(status.asns)), historyRows)
  return <BgpStatusTab status={status} exported={exported} imported={imported} history={history} />
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
  const write = useNetworkingWrite()
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

/** A set's announcements; its details and the blocks' names fill in beside them. */
export function AnnounceSetView() {
  const { announcements } = announceSetRoute.useLoaderData()
  const { announceSet } = announceSetRoute.useParams()
  const set = mapSection(useSection(announceSetsSection()), (sets) => setNamed(sets, announceSet))
  const blockNames = useSection(blockNamesSection())
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
  const write = useNetworkingWrite()
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

/** The config form; its announce set picker fills in (the only set picked, where nobody picked yet) as the sets arrive. */
export function BgpConfigForm(props: FormViewProps<BgpConfigFormValues, BgpConfig, void>) {
  const sets = useSection(announceSetsSection())
  useChoiceDefaults(sets, props.form, bgpConfigSetDefault)
  return <BgpConfigFormView {...props} announceSets={sets} />
}

/** An announce set's create and edit form; the blocks to draw from fill in as they arrive. */
export function AnnounceSetForm(props: FormViewProps<AnnounceSetFormValues, BgpAnnounceSet, AnnounceSetFormLoad> & { mode: 'create' | 'edit' }) {
  return <AnnounceSetFormView {...props} blocks={useSection(blockNamesSection())} />
}
