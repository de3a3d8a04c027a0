import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import type { QuotasFormContext } from '~/machines/system/silos'
import { siloPageTab, type SiloPageTab } from '~/machines/system/silos.rules'
import { pb } from '~/paths'
import { formRoute, listRoute } from '../kit'
import { systemLayout } from '../layouts'
import { orNotFound } from '../not-found'

const pages = () => import('./silos.pages')
const siloPages = () => import('./silo.pages')

export const silosList = listRoute({
  getParentRoute: () => systemLayout,
  path: 'silos',
  crumb: 'Silos',
  fetchPage: () => async (q) => (await pages()).silosPage(q),
  refreshOn: ['/v1/system/silos', '/v1/system/silos/{silo}', '/v1/system/silos/{silo}/ip-pools', '/v1/system/silos/{silo}/policy', '/v1/system/silos/{silo}/quotas'],
  page: lazyRouteComponent(pages, 'Silos'),
  sortByName: true,
  rowTo: (_, silo) => pb.silo({ silo }),
})

export const silosNewRoute = formRoute({
  getParentRoute: () => silosList.layout,
  path: 'silos-new',
  crumb: 'New silo',
  input: async () => (await pages()).siloFormInput(),
  noun: 'silo',
  verb: 'created',
  closeTo: () => pb.silos(),
  // Nexus lists discoverable silos only: a hidden one would vanish, so show its page.
  doneTo: (silo) => (silo.discoverable ? pb.silos() : pb.silo({ silo: silo.name })),
  form: lazyRouteComponent(pages, 'SiloForm'),
})

// ---- the silo page: properties, then a tab (identity providers, IP pools, quotas, users, access) -------

/** The tab is in the query: `?tab=ip-pools|quotas|users|access`, else identity providers. */
type SiloSearch = { tab?: Exclude<SiloPageTab, 'idps'> }
const siloSearch = (s: Record<string, unknown>): SiloSearch => {
  const tab = siloPageTab(s.tab)
  return tab === 'idps' ? {} : { tab }
}

/**
 * The silo, its page's own read: its utilization and the tab's list start
 * with it and are not waited for, nor is the operator's fleet role (what they
 * may change here), which the system layout reads for every operator page.
 */
const loadSiloRoute = async (silo: string, tab: SiloPageTab) => (await siloPages()).loadSiloPage(silo, tab)

export const siloRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'silos/$silo',
  validateSearch: siloSearch,
  staticData: { crumb: (p) => [{ label: 'Silos', to: pb.silos() }, { label: p.silo, to: pb.silo({ silo: p.silo }) }] },
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: ({ params, deps }) => orNotFound(loadSiloRoute(params.silo, deps.tab ?? 'idps')),
  component: lazyRouteComponent(siloPages, 'SiloPageRoute'),
})

export const idpsNewRoute = formRoute({
  getParentRoute: () => siloRoute,
  path: 'idps-new',
  crumb: 'New identity provider',
  input: async ({ silo }) => (await siloPages()).idpFormInput(silo),
  noun: 'identity provider',
  verb: 'created',
  closeTo: ({ silo }) => pb.silo({ silo }),
  form: lazyRouteComponent(siloPages, 'IdpForm'),
})

export const siloQuotasEditRoute = formRoute({
  getParentRoute: () => siloRoute,
  path: 'quotas-edit',
  crumb: 'Edit quotas',
  // Read as the form opens: it checks against what is provisioned now.
  load: async ({ silo }) => (await siloPages()).loadQuotasForm(silo),
  input: async ({ silo }, loaded: QuotasFormContext) => (await siloPages()).quotasFormInput(silo, loaded),
  // 'Quotas of silo maze-war updated'
  noun: 'quotas of silo',
  verb: 'updated',
  nameOf: (saved) => saved.silo,
  closeTo: ({ silo }) => pb.silo({ silo, tab: 'quotas' }),
  form: lazyRouteComponent(siloPages, 'QuotasForm'),
})

export const siloUsersNewRoute = formRoute({
  getParentRoute: () => siloRoute,
  path: 'users-new',
  crumb: 'New user',
  input: async ({ silo }) => (await siloPages()).localUserFormInput(silo),
  noun: 'user',
  verb: 'created',
  nameOf: (u) => u.displayName,
  closeTo: ({ silo }) => pb.silo({ silo, tab: 'users' }),
  form: lazyRouteComponent(siloPages, 'LocalUserForm'),
})

export const siloUserPasswordRoute = formRoute({
  getParentRoute: () => siloRoute,
  path: 'users/$user/set-password',
  crumb: 'Set password',
  load: async ({ silo, user }) => (await siloPages()).fetchSiloUser(silo, user),
  input: async ({ silo }, user) => (await siloPages()).setPasswordFormInput(silo, user),
  // 'Password for new-operator set'
  noun: 'password for',
  verb: 'set',
  nameOf: (u) => u.displayName,
  closeTo: ({ silo }) => pb.silo({ silo, tab: 'users' }),
  form: lazyRouteComponent(siloPages, 'SetPasswordForm'),
})

export const idpViewRoute = createRoute({
  getParentRoute: () => siloRoute,
  path: 'idps/saml/$provider',
  staticData: { crumb: (p) => p.provider },
  loader: async ({ params }) => orNotFound((await siloPages()).fetchSamlIdp(params.silo, params.provider)),
  component: lazyRouteComponent(siloPages, 'IdpViewPage'),
})

/** /system/networking is the IP pools list (its pages live in ip-pools.routes.tsx). */
export const systemNetworkingRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'networking',
  beforeLoad: () => {
    throw redirect({ to: pb.ipPools() })
  },
})

export const silosRoutes = [
  silosList.withModals([silosNewRoute]),
  siloRoute.addChildren([idpsNewRoute, idpViewRoute, siloQuotasEditRoute, siloUsersNewRoute, siloUserPasswordRoute]),
  systemNetworkingRoute,
]
