import { createRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { fetchApi, PAGE_SIZE } from '~/api'
import type { Page } from '~/machines/shared/list.machine'
import { fetchSamlIdp, idpFormInput, idpsPage } from '~/machines/system/idp-form'
import { deleteSilo, fetchSilo, siloFormInput, silosPage } from '~/machines/system/silo-form'
import {
  linkablePoolsPage,
  linkPoolFormInput,
  makeDefaultPool,
  siloIpPoolsPage,
  unlinkPool,
  type SiloIpPool,
} from '~/machines/system/silo-ip-pools'
import { IdpForm } from '~/views/system/IdpForm'
import { IdpView } from '~/views/system/IdpView'
import { LinkPoolForm } from '~/views/system/LinkPoolForm'
import { SiloIdpsTab } from '~/views/system/SiloIdpsTab'
import { SiloIpPoolsTab } from '~/views/system/SiloIpPoolsTab'
import { SiloPage, type SiloTab } from '~/views/system/SiloPage'
import { SiloForm } from '~/views/system/SiloForm'
import { SilosPage } from '~/views/system/SilosPage'
import type { IdentityProvider, Silo } from '~/api'
import { formRoute, listRoute, useConfirmAction, useConfirmDelete, useFormPage, useListPage } from '../kit'
import { systemLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '../paths'

export const silosList = listRoute({
  getParentRoute: () => systemLayout,
  path: 'silos',
  crumb: 'Silos',
  fetchPage: () => silosPage,
  refreshOn: '/v1/system/silos',
  page: function Silos({ list }) {
    const confirmDelete = useConfirmDelete()
    return (
      <SilosPage
        list={list}
        onDelete={(s) =>
          void confirmDelete({
            noun: 'silo',
            name: s.name,
            remove: () => deleteSilo(s.name),
            message: `Delete silo ${s.name}? Its users, groups, identity providers and IP pool links go with it.`,
          })
        }
      />
    )
  },
})

export const silosNewRoute = formRoute({
  getParentRoute: () => silosList.layout,
  path: 'silos-new',
  crumb: 'New silo',
  input: () => siloFormInput(),
  noun: 'silo',
  verb: 'created',
  closeTo: () => pb.silos(),
  // Nexus lists discoverable silos only: a hidden one would vanish, so show its page.
  doneTo: (silo) => (silo.discoverable ? pb.silos() : pb.silo({ silo: silo.name })),
  form: ({ form, onDismiss }) => <SiloForm form={form} onDismiss={onDismiss} />,
})

// ---- the silo page: properties, then its identity providers or IP pools -------

/** The tab is in the query (spec §2): `?tab=ip-pools`, else identity providers. */
type SiloSearch = { tab?: 'ip-pools' }
const siloSearch = (s: Record<string, unknown>): SiloSearch => (s.tab === 'ip-pools' ? { tab: 'ip-pools' } : {})

function IdpsTab({ silo, initialPage }: { silo: Silo; initialPage?: Page<IdentityProvider> }) {
  const { list } = useListPage({ fetchPage: idpsPage(silo.name), initialPage, refreshOn: '/v1/system/identity-providers' })
  return <SiloIdpsTab silo={silo} list={list} />
}

/** The link side modal: its own form, and the pools not yet linked, read when it opens. */
function LinkPoolModal({ silo, onClose }: { silo: string; onClose: () => void }) {
  const { list: pools } = useListPage({ fetchPage: linkablePoolsPage(silo) })
  const { form } = useFormPage(linkPoolFormInput(silo), {
    noun: 'IP pool',
    verb: 'linked',
    closeTo: onClose,
    toastTitle: (_, values) => `IP pool ${values.pool} linked to ${silo}`,
  })
  return <LinkPoolForm silo={silo} form={form} pools={pools} onDismiss={onClose} />
}

function IpPoolsTab({ silo, initialPage }: { silo: string; initialPage?: Page<SiloIpPool> }) {
  const { list } = useListPage({
    fetchPage: siloIpPoolsPage(silo),
    initialPage,
    refreshOn: ['/v1/system/silos', '/v1/system/ip-pools'],
  })
  const confirmAction = useConfirmAction()
  // Whether the link modal is open: view state, not server data.
  const [linking, setLinking] = useState(false)
  const onMakeDefault = (p: SiloIpPool) =>
    void confirmAction({
      title: 'Make default pool',
      message: `Make ${p.name} the default IP pool of ${silo}? The current default stays linked.`,
      confirmLabel: 'Make default',
      errorTitle: 'Could not make IP pool the default',
      action: () => makeDefaultPool(silo, p.name),
      success: `IP pool ${p.name} is now the default of ${silo}`,
    })
  const onUnlink = (p: SiloIpPool) =>
    void confirmAction({
      title: 'Unlink IP pool',
      message: p.isDefault
        ? `Unlink ${p.name} from ${silo}? It is the silo's default pool: the silo will have none until another is made default.`
        : `Unlink ${p.name} from ${silo}? The silo's instances can no longer take addresses from it.`,
      confirmLabel: 'Unlink',
      danger: true,
      errorTitle: 'Could not unlink IP pool',
      action: () => unlinkPool(silo, p.name),
      success: `IP pool ${p.name} unlinked from ${silo}`,
    })
  return (
    <>
      <SiloIpPoolsTab list={list} onLink={() => setLinking(true)} onMakeDefault={onMakeDefault} onUnlink={onUnlink} />
      {linking && <LinkPoolModal silo={silo} onClose={() => setLinking(false)} />}
    </>
  )
}

async function loadSiloPage(silo: string, tab: SiloSearch['tab']) {
  const first = { limit: PAGE_SIZE }
  const [siloRow, quotas, idps, pools] = await Promise.all([
    fetchSilo(silo),
    fetchApi('/v1/system/silos/{silo}/quotas', { path: { silo } }),
    tab === 'ip-pools' ? undefined : idpsPage(silo)(first),
    tab === 'ip-pools' ? siloIpPoolsPage(silo)(first) : undefined,
  ])
  return { silo: siloRow, quotas, idps, pools }
}

export const siloRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'silos/$silo',
  validateSearch: siloSearch,
  staticData: { crumb: (p) => [{ label: 'Silos', to: pb.silos() }, { label: p.silo, to: pb.silo({ silo: p.silo }) }] },
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: ({ params, deps }) => orNotFound(loadSiloPage(params.silo, deps.tab)),
  component: function SiloRoute() {
    const { silo, quotas, idps, pools } = siloRoute.useLoaderData()
    const { tab: query } = siloRoute.useSearch()
    const navigate = useNavigate()
    const tab: SiloTab = query ?? 'idps'
    return (
      <SiloPage
        silo={silo}
        quotas={quotas}
        tab={tab}
        onTabChange={(t) => void navigate({ href: pb.silo({ silo: silo.name, tab: t }) })}
      >
        {/* Keyed: another silo is another page, its lists start over. */}
        {tab === 'ip-pools' ? (
          <IpPoolsTab key={silo.id} silo={silo.name} initialPage={pools} />
        ) : (
          <IdpsTab key={silo.id} silo={silo} initialPage={idps} />
        )}
        <Outlet />
      </SiloPage>
    )
  },
})

export const idpsNewRoute = formRoute({
  getParentRoute: () => siloRoute,
  path: 'idps-new',
  crumb: 'New identity provider',
  input: ({ silo }) => idpFormInput(silo),
  noun: 'identity provider',
  verb: 'created',
  closeTo: ({ silo }) => pb.silo({ silo }),
  form: ({ form, onDismiss, params }) => <IdpForm silo={params.silo} form={form} onDismiss={onDismiss} />,
})

export const idpViewRoute = createRoute({
  getParentRoute: () => siloRoute,
  path: 'idps/saml/$provider',
  staticData: { crumb: (p) => p.provider },
  loader: ({ params }) => orNotFound(fetchSamlIdp(params.silo, params.provider)),
  component: function IdpViewRoute() {
    const { silo } = idpViewRoute.useParams()
    const navigate = useNavigate()
    return <IdpView idp={idpViewRoute.useLoaderData()} silo={silo} onDismiss={() => void navigate({ to: pb.silo({ silo }) })} />
  },
})

/** §2: /system/networking is the IP pools list (its pages live in ip-pools.routes.tsx). */
export const systemNetworkingRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'networking',
  beforeLoad: () => {
    throw redirect({ to: pb.ipPools() })
  },
})

export const silosRoutes = [
  silosList.withModals([silosNewRoute]),
  siloRoute.addChildren([idpsNewRoute, idpViewRoute]),
  systemNetworkingRoute,
]
