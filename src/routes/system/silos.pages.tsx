// The silos list, the silo page (identity providers and IP pools tabs) and an
// identity provider's details: a chunk of their own, loaded with their routes'
// data (silos.routes.tsx) and on link intent.
import { Outlet, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { IdentityProvider, SamlIdentityProvider, Silo } from '~/api'
import type { Page } from '~/machines/shared/list.machine'
import { idpsPage } from '~/machines/system/idp-form.input'
import { deleteSilo } from '~/machines/system/silo-form.input'
import {
  linkablePoolsPage,
  linkPoolFormInput,
  makeDefaultPool,
  siloIpPoolsPage,
  unlinkPool,
  type SiloIpPool,
} from '~/machines/system/silo-ip-pools.input'
import type { SiloPageData } from '~/machines/system/silo-page.input'
import { pb } from '~/paths'
import { IdpView } from '~/views/system/IdpView'
import { LinkPoolForm } from '~/views/system/LinkPoolForm'
import { SiloIdpsTab } from '~/views/system/SiloIdpsTab'
import { SiloIpPoolsTab } from '~/views/system/SiloIpPoolsTab'
import { SiloPage, type SiloTab } from '~/views/system/SiloPage'
import { SilosPage } from '~/views/system/SilosPage'
import { routeApi, useConfirmAction, useConfirmDelete, useFormPage, useListPage, type ListPageProps } from '../kit'

const siloRoute = routeApi<SiloPageData, { tab?: 'ip-pools' }>('/authed/system/silos/$silo')
const idpRoute = routeApi<SamlIdentityProvider>('/authed/system/silos/$silo/idps/saml/$provider')

export function Silos({ list }: ListPageProps<Silo>) {
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
}

// ---- the silo page: properties, then its identity providers or IP pools -------

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

export function SiloPageRoute() {
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
}

export function IdpViewPage() {
  const { silo } = idpRoute.useParams()
  const navigate = useNavigate()
  return <IdpView idp={idpRoute.useLoaderData()} silo={silo} onDismiss={() => void navigate({ to: pb.silo({ silo }) })} />
}
