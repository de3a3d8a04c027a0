// The silo page (identity providers, IP pools, quotas, users and access tabs)
// and an identity provider's details: a chunk of their own, loaded with their
// routes' data (silos.routes.tsx) and on link intent. The silos list is apart
// (silos.pages.tsx): its first paint needs none of this.
import { Outlet, useChildMatches, useNavigate } from '@tanstack/react-router'
import { Fragment, useState, type ReactNode } from 'react'
import type { Silo, User } from '~/api'
import { accessRowsPage } from '~/machines/access/access'
import type { AccessScope } from '~/machines/access/policy'
import { SYSTEM_SILO_POLICY_PATH } from '~/machines/access/policy'
import type { FormViewProps } from '~/machines/shared/form.connect'
import { mapSection } from '~/machines/shared/section'
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
import {
  deleteLocalUser,
  deleteUserQuestion,
  SILO_USER_READS,
  siloUsersPage,
  type LocalUserFormValues,
  type PasswordValues,
} from '~/machines/system/silo-users'
import {
  idpsFirstPage,
  SILO_READS,
  siloIpPoolsFirstPage,
  siloUsersFirstPage,
  siloUtilizationSection,
  siloWrites,
  tabUnderForm,
  type QuotasFormContext,
  type QuotasFormValues,
  type QuotasSaved,
} from '~/machines/system/silos'
import type { SiloPageTab } from '~/machines/system/silos.rules'
import { utilizationCards } from '~/machines/utilization/utilization'
import { pb } from '~/paths'
import { IdpView, SiloIdpsTab } from '~/views/system/silos/Idps'
import { LinkPoolForm, SiloIpPoolsTab } from '~/views/system/silos/SiloIpPoolsTab'
import { QuotasForm as QuotasFormView, SiloAccessTab, SiloPage, SiloQuotasTab } from '~/views/system/silos/SiloPages'
import {
  LocalUserForm as LocalUserFormView,
  SetPasswordForm as SetPasswordFormView,
  SiloUsersTab,
} from '~/views/system/silos/SiloUsers'
import { AccessScreen } from '../access/access.pages'
import { routeApi, useConfirmAction, useConfirmDelete, useFormPage, useListPage, useSection } from '../kit'
import { useFleetWrites } from './fleet-writes'
import { useMe } from '../session'
import { SectionList } from './section-list'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export { IdpForm } from '~/views/system/silos/Idps'
export { fetchSamlIdp, idpFormInput } from '~/machines/system/idps'
export { fetchSiloUser, localUserFormInput, setPasswordFormInput } from '~/machines/system/silo-users'
export { loadQuotasForm, loadSiloPage, quotasFormInput } from '~/machines/system/silos'

/** The silo, the page's own read (its header follows it). */
const siloRoute = routeApi('/authed/system/silos/$silo', { refreshOn: SILO_READS })
const idpRoute = routeApi('/authed/system/silos/$silo/idps/saml/$provider')

// The forms, reached by their URLs too: who may not save sees the submit disabled, saying why.
export function QuotasForm(props: FormViewProps<QuotasFormValues, QuotasSaved, QuotasFormContext>) {
  return <QuotasFormView {...props} canSave={useFleetWrites(siloWrites).quotas} />
}

export function LocalUserForm(props: FormViewProps<LocalUserFormValues, User>) {
  return <LocalUserFormView {...props} canManage={useFleetWrites(siloWrites).users} />
}

export function SetPasswordForm(props: FormViewProps<PasswordValues, User, User>) {
  return <SetPasswordFormView {...props} canManage={useFleetWrites(siloWrites).users} />
}

// ---- the silo page: properties, then its identity providers or IP pools -------

// Each tab's list is what the tab is about: read as the page is entered, and
// when it cannot be read, the tab says so in its place (the silo stays).
function IdpsTab({ silo }: { silo: Silo }) {
  return (
    <SectionList
      first={idpsFirstPage(silo.name)}
      what="the silo’s identity providers"
      fetchPage={idpsPage(silo.name)}
      refreshOn={['/v1/system/identity-providers', '/v1/system/identity-providers/saml/{provider}']}
    >
      {(list) => <SiloIdpsTab silo={silo} list={list} />}
    </SectionList>
  )
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

function IpPoolsTab({ silo, canChange }: { silo: string; canChange: Permission }) {
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
    <SectionList
      first={siloIpPoolsFirstPage(silo)}
      what="the silo’s IP pools"
      fetchPage={siloIpPoolsPage(silo)}
      refreshOn={['/v1/system/silos', '/v1/system/silos/{silo}', '/v1/system/silos/{silo}/ip-pools', '/v1/system/silos/{silo}/policy', '/v1/system/silos/{silo}/quotas', '/v1/system/ip-pools', '/v1/system/ip-pools/{pool}', '/v1/system/ip-pools/{pool}/ranges', '/v1/system/ip-pools/{pool}/silos', '/v1/system/ip-pools/{pool}/utilization']}
    >
      {(list) => (
        <>
          <SiloIpPoolsTab list={list} canChange={canChange} onLink={() => setLinking(true)} onMakeDefault={onMakeDefault} onUnlink={onUnlink} />
          {linking && <LinkPoolModal silo={silo} onClose={() => setLinking(false)} />}
        </>
      )}
    </SectionList>
  )
}

function UsersTab({ silo, canManage }: { silo: Silo; canManage: Permission }) {
  const navigate = useNavigate()
  const confirmDelete = useConfirmDelete()
  const me = useMe()?.id
  return (
    <SectionList first={siloUsersFirstPage(silo.name)} what="the silo’s users" fetchPage={siloUsersPage(silo.name)} refreshOn={SILO_USER_READS}>
      {(list) => (
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
      )}
    </SectionList>
  )
}

/** The silo's policy is what the tab is about; its names are a part of it. */
function AccessTab({ silo, canChange }: { silo: Silo; canChange: Permission }) {
  const scope: AccessScope = { kind: 'system-silo', silo: silo.name }
  const { list } = useListPage({
    fetchPage: accessRowsPage(scope),
    // A user deleted on the users tab takes their role with them.
    refreshOn: [SYSTEM_SILO_POLICY_PATH, '/v1/system/users', '/v1/groups'],
  })
  return (
    <SiloAccessTab silo={silo}>
      <AccessScreen scope={scope} list={list} canChange={canChange} />
    </SiloAccessTab>
  )
}

export function SiloPageRoute() {
  const { silo } = siloRoute.useLoaderData()
  const params = siloRoute.useParams()
  // As the loader started it: by the silo the URL names.
  const utilization = useSection(siloUtilizationSection(params.silo))
  const { tab: query } = siloRoute.useSearch()
  // A form's URL has no ?tab=: the tab under it is the one it belongs to.
  const formTab = useChildMatches({ select: (matches) => tabUnderForm(matches[0]?.routeId) })
  const navigate = useNavigate()
  const tab: SiloPageTab = query ?? formTab ?? 'idps'
  const writes = useFleetWrites(siloWrites)
  const tabs: Record<SiloPageTab, () => ReactNode> = {
    idps: () => <IdpsTab silo={silo} />,
    'ip-pools': () => <IpPoolsTab silo={silo.name} canChange={writes.ipPools} />,
    quotas: () => (
      <SiloQuotasTab
        cards={mapSection(utilization, (u) => utilizationCards({ capacity: u.allocated, provisioned: u.provisioned }))}
        editTo={pb.siloQuotasEdit({ silo: silo.name })}
        canEdit={writes.quotas}
      />
    ),
    users: () => <UsersTab silo={silo} canManage={writes.users} />,
    access: () => <AccessTab silo={silo} canChange={writes.policy} />,
  }
  return (
    <SiloPage
      silo={silo}
      quotas={mapSection(utilization, (u) => u.allocated)}
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
