import { createRoute, Outlet, useNavigate, useRouter } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import type { IpPoolRange } from '~/api'
import { deleteIpPool, fetchIpPool, ipPoolFormInput } from '~/machines/system/ip-pool-form'
import { ipPoolRangesPage, ipRangeFormInput, rangeText, removeIpRange } from '~/machines/system/ip-pool-ranges'
import {
  linkSiloFormInput,
  loadLinkableSilos,
  makeDefault,
  poolSilosPage,
  unlinkSilo,
  type PoolSiloRow,
} from '~/machines/system/ip-pool-silos'
import { ipPoolRowsPage, loadIpPoolPage, type IpPoolRow } from '~/machines/system/ip-pool-utilization'
import { IpPoolForm } from '~/views/system/ip-pools/IpPoolForm'
import { IpPoolHeader, type IpPoolTab } from '~/views/system/ip-pools/IpPoolHeader'
import { IpPoolsPage } from '~/views/system/ip-pools/IpPoolsPage'
import { IpRangeForm } from '~/views/system/ip-pools/IpRangeForm'
import { IpRangesTab } from '~/views/system/ip-pools/IpRangesTab'
import { LinkSiloForm } from '~/views/system/ip-pools/LinkSiloForm'
import { PoolSilosTab, siloLabel } from '~/views/system/ip-pools/PoolSilosTab'
import { ActionMenu } from '~/views/ui'
import { formRoute, listRoute, useConfirmAction, useConfirmDelete, useFormPage, useListPage } from '../kit'
import { systemLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '../paths'

const NOUN = 'IP pool'

export const ipPoolsList = listRoute<IpPoolRow>({
  getParentRoute: () => systemLayout,
  path: 'networking/ip-pools',
  crumb: () => [{ label: 'IP Pools', to: pb.ipPools() }],
  fetchPage: () => ipPoolRowsPage,
  // Floating and ephemeral IPs taken anywhere change the counts too.
  refreshOn: ['/v1/system/ip-pools', '/v1/floating-ips', '/v1/instances'],
  page: function IpPools({ list }) {
    const confirmDelete = useConfirmDelete()
    const onDelete = (p: IpPoolRow) => void confirmDelete({ noun: NOUN, name: p.name, remove: () => deleteIpPool(p.name) })
    return <IpPoolsPage list={list} onDelete={onDelete} />
  },
})

export const ipPoolsNewRoute = formRoute({
  getParentRoute: () => ipPoolsList.layout,
  path: 'networking/ip-pools-new',
  crumb: 'New IP pool',
  input: () => ipPoolFormInput(),
  noun: NOUN,
  verb: 'created',
  closeTo: () => pb.ipPools(),
  doneTo: (pool) => pb.ipPool({ pool: pool.name }),
  form: ({ form, onDismiss }) => <IpPoolForm creating form={form} onDismiss={onDismiss} />,
})

type PoolSearch = { tab?: 'silos' }

/** Reads the pool page's header again (its counts follow the ranges). */
function useReloadPool() {
  const router = useRouter()
  return useCallback(() => void router.invalidate({ filter: (m) => m.routeId === ipPoolRoute.id }), [router])
}

function RangesTab({ pool }: { pool: string }) {
  const { list } = useListPage({ fetchPage: ipPoolRangesPage(pool), refreshOn: '/v1/system/ip-pools' })
  const confirmAction = useConfirmAction()
  const reloadPool = useReloadPool()
  const onRemove = async ({ range }: IpPoolRange) => {
    const removed = await confirmAction({
      title: 'Remove IP range',
      message: `Remove the range ${rangeText(range)} from ${pool}? Its addresses can no longer be allocated.`,
      confirmLabel: 'Remove',
      danger: true,
      errorTitle: 'Could not remove IP range',
      action: () => removeIpRange(pool, range),
      success: `IP range ${rangeText(range)} removed`,
    })
    if (removed) reloadPool()
  }
  return <IpRangesTab pool={pool} list={list} onRemove={(r) => void onRemove(r)} />
}

/** The link side modal: its own form, and the silos not linked yet, read when it opens. */
function LinkModal({ pool, onClose }: { pool: string; onClose: () => void }) {
  const { list: silos } = useListPage({ fetchPage: async () => ({ items: await loadLinkableSilos(pool), nextPage: null }) })
  const { form } = useFormPage(linkSiloFormInput(pool), {
    noun: 'silo',
    verb: 'linked',
    closeTo: onClose,
    toastTitle: (_, v) => `Silo ${v.silo} linked to ${pool}${v.isDefault ? ' as its default pool' : ''}`,
  })
  return <LinkSiloForm pool={pool} form={form} silos={silos} onDismiss={onClose} />
}

function SilosTab({ pool }: { pool: string }) {
  const { list } = useListPage({ fetchPage: poolSilosPage(pool), refreshOn: ['/v1/system/ip-pools', '/v1/system/silos'] })
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
      <PoolSilosTab list={list} onLink={() => setLinking(true)} onMakeDefault={onMakeDefault} onUnlink={onUnlink} />
      {linking && <LinkModal pool={pool} onClose={() => setLinking(false)} />}
    </>
  )
}

/**
 * The pool page: properties with its address counts, then the IP ranges tab
 * (default) or the linked silos tab (`?tab=silos`, spec §2); the edit and
 * add-range forms open over it.
 */
export const ipPoolRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'networking/ip-pools/$pool',
  validateSearch: (s: Record<string, unknown>): PoolSearch => (s.tab === 'silos' ? { tab: 'silos' } : {}),
  staticData: {
    crumb: (p) => [
      { label: 'IP Pools', to: pb.ipPools() },
      { label: p.pool, to: pb.ipPool({ pool: p.pool }) },
    ],
  },
  loader: ({ params }) => orNotFound(loadIpPoolPage(params.pool)),
  component: function IpPoolPage() {
    const { pool, utilization } = ipPoolRoute.useLoaderData()
    const { tab = 'ranges' } = ipPoolRoute.useSearch()
    const navigate = useNavigate()
    const confirmDelete = useConfirmDelete()
    const onDelete = async () => {
      if (await confirmDelete({ noun: NOUN, name: pool.name, remove: () => deleteIpPool(pool.name) })) {
        void navigate({ to: pb.ipPools() })
      }
    }
    return (
      <IpPoolHeader
        pool={pool}
        utilization={utilization}
        actions={
          <ActionMenu
            trigger="Actions"
            label="IP pool actions"
            items={[
              { label: 'Edit', onSelect: () => void navigate({ to: pb.ipPoolEdit({ pool: pool.name }) }) },
              { label: 'Add range', onSelect: () => void navigate({ to: pb.ipPoolRangesAdd({ pool: pool.name }) }) },
              { label: 'Delete', danger: true, onSelect: () => void onDelete() },
            ]}
          />
        }
        tab={tab}
        onTabChange={(t: IpPoolTab) => void navigate({ href: pb.ipPool({ pool: pool.name, tab: t }) })}
      >
        {tab === 'silos' ? <SilosTab key={pool.name} pool={pool.name} /> : <RangesTab key={pool.name} pool={pool.name} />}
        <Outlet />
      </IpPoolHeader>
    )
  },
})

export const ipPoolEditRoute = formRoute({
  getParentRoute: () => ipPoolRoute,
  path: 'edit',
  crumb: 'Edit',
  load: ({ pool }) => fetchIpPool(pool),
  input: (_, pool) => ipPoolFormInput(pool),
  noun: NOUN,
  verb: 'updated',
  closeTo: ({ pool }) => pb.ipPool({ pool }),
  doneTo: (pool) => pb.ipPool({ pool: pool.name }),
  reloadRoute: () => ipPoolRoute,
  form: ({ form, onDismiss }) => <IpPoolForm creating={false} form={form} onDismiss={onDismiss} />,
})

export const ipRangeAddRoute = formRoute({
  getParentRoute: () => ipPoolRoute,
  path: 'ranges-add',
  crumb: 'Add range',
  input: ({ pool }) => ipRangeFormInput(pool),
  noun: 'IP range',
  verb: 'added',
  nameOf: (r) => rangeText(r.range),
  closeTo: ({ pool }) => pb.ipPool({ pool }),
  reloadRoute: () => ipPoolRoute,
  form: ({ form, onDismiss, params }) => <IpRangeForm pool={params.pool} form={form} onDismiss={onDismiss} />,
})

export const ipPoolsRoutes = [
  ipPoolsList.withModals([ipPoolsNewRoute]),
  ipPoolRoute.addChildren([ipPoolEditRoute, ipRangeAddRoute]),
]
