// The IP pools list and the pool page (ranges and linked silos tabs): a chunk
// of their own, loaded with their routes' data (ip-pools.routes.tsx) and on
// link intent.
import { Outlet, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { IpPool, IpPoolRange } from '~/api'
import type { FormViewProps } from '~/machines/shared/form.connect'
import { rangeText } from '~/machines/shared/ip-pools.rules'
import {
  deleteIpPool,
  failedCounts,
  ipPoolRangesPage,
  ipPoolWrites,
  linkableSilosPage,
  linkSiloFormInput,
  makeDefault,
  POOL_READS,
  poolSilosPage,
  poolUtilizationSection,
  readCounts,
  removeIpRange,
  removeServiceRange,
  servicePoolRangesPage,
  servicePoolWrites,
  unlinkSilo,
  type IpPoolFormValues,
  type IpPoolRow,
  type IpRangeFormValues,
  type PoolSiloRow,
} from '~/machines/system/ip-pools'
import { pb } from '~/paths'
import { ipPoolDeleteImpact } from '~/machines/system/delete-impacts'
import {
  deniedReason,
  IpPoolForm,
  IpPoolHeader,
  IpRangeForm,
  IpRangesTab,
  LinkSiloForm,
  PoolSilosTab,
  ServicePoolPage,
  siloLabel,
  type IpPoolTab,
} from '~/views/system/ip-pools/IpPoolPage'
import { IpPoolsPage } from '~/views/system/ip-pools/IpPoolsPage'
import { routeApi, useConfirmAction, useConfirmDeleteWithImpact, useFormPage, useListPage, useSection, type ListPageProps } from '../kit'
import { useFleetWrites } from './fleet-writes'

// What the routes' loaders call: with the page, not in the app's chunk.
export {
  fetchIpPool,
  ipPoolFormInput,
  ipPoolRowsPage,
  ipRangeFormInput,
  loadIpPoolPage,
  loadServicePoolPage,
  serviceRangeFormInput,
} from '~/machines/system/ip-pools'

const NOUN = 'IP pool'

// The header follows the cache: an edit shows at once.
const poolRoute = routeApi('/authed/system/networking/ip-pools/$pool', { refreshOn: POOL_READS })

// What this user may change (a fleet viewer reads every pool page) is their
// fleet role's, a part of each page: until it is in, every write is disabled, saying why.
export function IpPools({ list }: ListPageProps<IpPoolRow>) {
  const writes = useFleetWrites(ipPoolWrites)
  const confirmDelete = usePoolDelete()
  const onDelete = (p: IpPoolRow) => void confirmDelete(p.name)
  const failed = failedCounts(list.rows)
  return <IpPoolsPage list={list} write={writes.pools} onDelete={onDelete} countsFailed={failed && { ...failed, retry: () => readCounts(failed.ids) }} />
}

// The forms, reached by their URLs too: a user who may not change pools sees the submit disabled, saying why.
export function NewIpPool(props: FormViewProps<IpPoolFormValues, IpPool>) {
  return <IpPoolForm {...props} mode="create" writeDenied={deniedReason(useFleetWrites(ipPoolWrites).pools)} />
}

export function EditIpPool(props: FormViewProps<IpPoolFormValues, IpPool, IpPool>) {
  return <IpPoolForm {...props} mode="edit" writeDenied={deniedReason(useFleetWrites(ipPoolWrites).pools)} />
}

export function AddIpRange(props: FormViewProps<IpRangeFormValues, IpPoolRange>) {
  return <IpRangeForm {...props} writeDenied={deniedReason(useFleetWrites(ipPoolWrites).ranges)} />
}

export function AddServiceRange(props: FormViewProps<IpRangeFormValues, IpPoolRange>) {
  const { ranges } = useFleetWrites(servicePoolWrites)
  return <IpRangeForm {...props} poolName="Service IP pool" ipv4Only writeDenied={deniedReason(ranges)} />
}

function RangesTab({ pool, writeDenied }: { pool: string; writeDenied?: string }) {
  const { list } = useListPage({ fetchPage: ipPoolRangesPage(pool), refreshOn: POOL_READS })
  const confirmAction = useConfirmAction()
  const onRemove = ({ range }: IpPoolRange) =>
    void confirmAction({
      title: 'Remove IP range',
      message: `Remove the range ${rangeText(range)} from ${pool}? Its addresses can no longer be allocated.`,
      confirmLabel: 'Remove',
      danger: true,
      errorTitle: 'Could not remove IP range',
      action: () => removeIpRange(pool, range),
      success: `IP range ${rangeText(range)} removed`,
    })
  return <IpRangesTab addTo={pb.ipPoolRangesAdd({ pool })} list={list} onRemove={onRemove} writeDenied={writeDenied} />
}

const servicePoolRoute = routeApi('/authed/system/networking/ip-pools-service', {
  refreshOn: '/v1/system/ip-pools-service',
})

/** The service pool: removing a range asks first, naming the range and what its addresses serve. */
export function ServicePool() {
  const { pool } = servicePoolRoute.useLoaderData()
  const { ranges: write } = useFleetWrites(servicePoolWrites)
  const { list } = useListPage({
    fetchPage: servicePoolRangesPage,
    refreshOn: ['/v1/system/ip-pools-service', '/v1/system/ip-pools-service/ranges'],
    // The filter finds a range by its addresses (a range has no name).
    textOf: (r) => ({ id: r.id, name: `${r.range.first} ${r.range.last}` }),
  })
  const confirmAction = useConfirmAction()
  const onRemove = ({ range }: IpPoolRange) =>
    void confirmAction({
      title: 'Remove IP range',
      message: `Remove the range ${rangeText(range)} from the service IP pool? The rack’s services can no longer be given its addresses; a range a service still holds an address in cannot be removed.`,
      confirmLabel: 'Remove',
      danger: true,
      errorTitle: 'Could not remove IP range',
      action: () => removeServiceRange(range),
      success: `IP range ${rangeText(range)} removed`,
    })
  return (
    <>
      <ServicePoolPage pool={pool} ranges={list} onRemove={onRemove} writeDenied={deniedReason(write)} />
      <Outlet />
    </>
  )
}

/** The link side modal: its own form, and the silos not linked yet, read when it opens. */
function LinkModal({ pool, onClose }: { pool: string; onClose: () => void }) {
  const { list: silos } = useListPage({ fetchPage: linkableSilosPage(pool) })
  const { form } = useFormPage(linkSiloFormInput(pool), {
    noun: 'silo',
    verb: 'linked',
    closeTo: onClose,
    toastTitle: (_, v) => `Silo ${v.silo} linked to ${pool}${v.isDefault ? ' as its default pool' : ''}`,
  })
  return <LinkSiloForm pool={pool} form={form} silos={silos} onDismiss={onClose} />
}

function SilosTab({ pool, writeDenied }: { pool: string; writeDenied?: string }) {
  const { list } = useListPage({ fetchPage: poolSilosPage(pool), refreshOn: ['/v1/system/ip-pools', '/v1/system/ip-pools/{pool}', '/v1/system/ip-pools/{pool}/ranges', '/v1/system/ip-pools/{pool}/silos', '/v1/system/ip-pools/{pool}/utilization', '/v1/system/silos', '/v1/system/silos/{silo}', '/v1/system/silos/{silo}/ip-pools', '/v1/system/silos/{silo}/policy', '/v1/system/silos/{silo}/quotas'] })
  const confirmAction = useConfirmAction()
  // Whether the link modal is open: view state, not server data.
  const [linking, setLinking] = useState(false)
  const onMakeDefault = (row: PoolSiloRow) =>
    void confirmAction({
      title: 'Make default pool',
      message: `Make ${pool} the default pool of silo ${siloLabel(row)}? The silo’s current default pool stays linked.`,
      confirmLabel: 'Make default',
      errorTitle: 'Could not make the pool the default',
      action: () => makeDefault(pool, row.siloId),
      success: `${pool} is now the default pool of ${siloLabel(row)}`,
    })
  const onUnlink = (row: PoolSiloRow) =>
    void confirmAction({
      title: 'Unlink silo',
      message:
        `Unlink silo ${siloLabel(row)} from ${pool}? Its users can no longer allocate addresses from this pool.` +
        (row.isDefault ? ' It is the silo’s default pool: the silo will have no default until another is made one.' : ''),
      confirmLabel: 'Unlink',
      danger: true,
      errorTitle: 'Could not unlink silo',
      action: () => unlinkSilo(pool, row.siloId),
      success: `Silo ${siloLabel(row)} unlinked from ${pool}`,
    })
  return (
    <>
      <PoolSilosTab
        list={list}
        onLink={() => setLinking(true)}
        onMakeDefault={onMakeDefault}
        onUnlink={onUnlink}
        writeDenied={writeDenied}
      />
      {linking && <LinkModal pool={pool} onClose={() => setLinking(false)} />}
    </>
  )
}

export function IpPoolPage() {
  const { pool } = poolRoute.useLoaderData()
  // As the loader started it: by the pool the URL names.
  const utilization = useSection(poolUtilizationSection(poolRoute.useParams().pool))
  const writes = useFleetWrites(ipPoolWrites)
  const { tab = 'ranges' } = poolRoute.useSearch()
  const navigate = useNavigate()
  const confirmDelete = usePoolDelete()
  const onDelete = async () => {
    if (await confirmDelete(pool.name)) {
      void navigate({ to: pb.ipPools() })
    }
  }
  return (
    <IpPoolHeader
      pool={pool}
      utilization={utilization}
      writes={writes}
      onEdit={() => void navigate({ to: pb.ipPoolEdit({ pool: pool.name }) })}
      onAddRange={() => void navigate({ to: pb.ipPoolRangesAdd({ pool: pool.name }) })}
      onDelete={() => void onDelete()}
      tab={tab}
      onTabChange={(t: IpPoolTab) => void navigate({ href: pb.ipPool({ pool: pool.name, tab: t }) })}
    >
      {tab === 'silos' ? (
        <SilosTab key={pool.name} pool={pool.name} writeDenied={deniedReason(writes.silos)} />
      ) : (
        <RangesTab key={pool.name} pool={pool.name} writeDenied={deniedReason(writes.ranges)} />
      )}
      <Outlet />
    </IpPoolHeader>
  )
}

/** Delete after reading the pool's ranges, silo links and addresses in use; Nexus refuses while it has ranges. */
function usePoolDelete() {
  const confirmDelete = useConfirmDeleteWithImpact()
  return (pool: string) =>
    confirmDelete({
      noun: NOUN,
      name: pool,
      read: () => ipPoolDeleteImpact(pool, { silo: (silo) => pb.silo({ silo }) }),
      impact: (impact) => impact,
      remove: () => deleteIpPool(pool),
    })
}
