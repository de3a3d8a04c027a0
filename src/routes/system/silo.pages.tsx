// The silo page (identity providers, IP pools, quotas, users and access tabs)
// and an identity provider's details: a chunk of their own, loaded with their
// routes' data (silos.routes.tsx) and on link intent. The silos list is apart
// (silos.pages.tsx): its first paint needs none of this.
import { Outlet, useChildMatches, useNavigate } from '@tanstack/react-router'
import { Fragment, useState, type ReactNode } from 'react'
import type { IdentityProvider, Silo, User } from '~/api'
import { accessRowsPage } from '~/machines/access/access'
import { SYSTEM_SILO_POLICY_PATH, type AccessScope } from '~/machines/access/policy'
import type { Page } from '~/machines/shared/list.machine'
import type { Permission } from '~/machines/shared/permission.rules'
import { idpsPage } from '~/machines/system/idps'
import {
  linkablePoolsPage,
  linkPoolFormInput,
  makeDefaultPool,
  siloIpPoolsPage,
  unlinkPool,
  type SiloIpPool,
} from '~/machines/system/ip-pools'
import { deleteLocalUser, deleteUserQuestion, SILO_USER_READS, siloUsersPage } from '~/machines/system/silo-users'
import { SILO_SUMMARY_READS, siloWrites, tabUnderForm } from '~/machines/system/silos'
import type { SiloPageTab } from '~/machines/system/silos.rules'
import { utilizationCards } from '~/machines/utilization/utilization'
import { pb } from '~/paths'
import { IdpView, SiloIdpsTab } from '~/views/system/silos/Idps'
import { LinkPoolForm, SiloIpPoolsTab } from '~/views/system/silos/SiloIpPoolsTab'
import { SiloAccessTab, SiloPage, SiloQuotasTab } from '~/views/system/silos/SiloPages'
import { SiloUsersTab } from '~/views/system/silos/SiloUsers'
import { AccessScreen } from '../access/access.pages'
import { routeApi, useConfirmAction, useConfirmDelete, useFormPage, useListPage } from '../kit'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export { IdpForm } from '~/views/system/silos/Idps'
export { QuotasForm } from '~/views/system/silos/SiloPages'
export { LocalUserForm, SetPasswordForm } from '~/views/system/silos/SiloUsers'
export { fetchSamlIdp, idpFormInput } from '~/machines/system/idps'
export { fetchSiloUser, localUserFormInput, setPasswordFormInput } from '~/machines/system/silo-users'
export { loadQuotasForm, loadSiloPage, quotasFormInput } from '~/machines/system/silos'

const signedIn = routeApi('/authed')
const SILO_ROUTE = '/authed/system/silos/$silo'
/** The route's first pages, and the signed-in operator's fleet role (silos.routes.tsx reads it with the page). */
const siloRoute = routeApi(SILO_ROUTE)
/** The header and the quotas tab, re-read when what they show changes (a quota saved, an instance started). */
const siloSummary = routeApi(SILO_ROUTE, { refreshOn: SILO_SUMMARY_READS })
const idpRoute = routeApi('/authed/system/silos/$silo/idps/saml/$provider')

// ---- the silo page: properties, then its identity providers or IP pools -------

function IdpsTab({ silo, initialPage }: { silo: Silo; initialPage?: Page<IdentityProvider> }) {
  const { list } = useListPage({ fetchPage: idpsPage(silo.name), initialPage, refreshOn: ['/v1/system/identity-providers', '/v1/system/identity-providers/saml/{provider}'] })
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

function IpPoolsTab({ silo, initialPage, canChange }: { silo: string; initialPage?: Page<SiloIpPool>; canChange: Permission }) {
  const { list } = useListPage({
    fetchPage: siloIpPoolsPage(silo),
    initialPage,
    refreshOn: ['/v1/system/silos', '/v1/system/silos/{silo}', '/v1/system/silos/{silo}/ip-pools', '/v1/system/silos/{silo}/policy', '/v1/system/silos/{silo}/quotas', '/v1/system/ip-pools', '/v1/system/ip-pools/{pool}', '/v1/system/ip-pools/{pool}/ranges', '/v1/system/ip-pools/{pool}/silos', '/v1/system/ip-pools/{pool}/utilization'],
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
      <SiloIpPoolsTab list={list} canChange={canChange} onLink={() => setLinking(true)} onMakeDefault={onMakeDefault} onUnlink={onUnlink} />
      {linking && <LinkPoolModal silo={silo} onClose={() => setLinking(false)} />}
    </>
  )
}

function UsersTab({ silo, initialPage, canManage }: { silo: Silo; initialPage?: Page<User>; canManage: Permission }) {
  const { list } = useListPage({ fetchPage: siloUsersPage(silo.name), initialPage, refreshOn: SILO_USER_READS })
  const navigate = useNavigate()
  const confirmDelete = useConfirmDelete()
  const me = signedIn.useLoaderData().me.id
  return (
    <SiloUsersTab
      silo={silo}
      list={list}
      canManage={canManage}
      onSetPassword={(u) => void navigate({ to: pb.siloUserPassword({ silo: silo.name, user: u.id }) })}
      onDelete={(u) =>
        void confirmDelete({
          noun: 'user',
          name: u.displayName,
          remove: () => deleteLocalUser(silo.name, u.id),
          message: deleteUserQuestion(u.displayName, silo.name, u.id === me),
        })
      }
    />
  )
}

function AccessTab({ silo, canChange }: { silo: Silo; canChange: Permission }) {
  const scope: AccessScope = { kind: 'system-silo', silo: silo.name }
  const { list } = useListPage({
    fetchPage: accessRowsPage(scope),
    // Users give the names; a user deleted on the users tab takes their role with them.
    refreshOn: [SYSTEM_SILO_POLICY_PATH, ...SILO_USER_READS, '/v1/groups'],
  })
  return (
    <SiloAccessTab silo={silo}>
      <AccessScreen scope={scope} list={list} canChange={canChange} />
    </SiloAccessTab>
  )
}

export function SiloPageRoute() {
  const { idps, pools, users, fleetRole } = siloRoute.useLoaderData()
  const { silo, quotas, utilization } = siloSummary.useLoaderData()
  const { tab: query } = siloRoute.useSearch()
  // A form's URL has no ?tab=: the tab under it is the one it belongs to.
  const formTab = useChildMatches({ select: (matches) => tabUnderForm(matches[0]?.routeId) })
  const navigate = useNavigate()
  const tab: SiloPageTab = query ?? formTab ?? 'idps'
  const writes = siloWrites(fleetRole)
  const tabs: Record<SiloPageTab, () => ReactNode> = {
    idps: () => <IdpsTab silo={silo} initialPage={idps} />,
    'ip-pools': () => <IpPoolsTab silo={silo.name} initialPage={pools} canChange={writes.ipPools} />,
    quotas: () => (
      <SiloQuotasTab
        cards={utilizationCards({ capacity: utilization.allocated, provisioned: utilization.provisioned })}
        editTo={pb.siloQuotasEdit({ silo: silo.name })}
        canEdit={writes.quotas}
      />
    ),
    users: () => <UsersTab silo={silo} initialPage={users} canManage={writes.users} />,
    access: () => <AccessTab silo={silo} canChange={writes.policy} />,
  }
  return (
    <SiloPage
      silo={silo}
      quotas={quotas}
      tab={tab}
      onTabChange={(t) => void navigate({ href: pb.silo({ silo: silo.name, tab: t }) })}
    >
      {/* Keyed: another silo is another page, its lists start over. */}
      <Fragment key={silo.id}>{tabs[tab]()}</Fragment>
      <Outlet />
    </SiloPage>
  )
}

export function IdpViewPage() {
  const { silo } = idpRoute.useParams()
  const navigate = useNavigate()
  return <IdpView idp={idpRoute.useLoaderData()} silo={silo} onDismiss={() => void navigate({ to: pb.silo({ silo }) })} />
}
