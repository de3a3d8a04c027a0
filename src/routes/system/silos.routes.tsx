import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { fetchSamlIdp, idpFormInput } from '~/machines/system/idp-form.input'
import { siloFormInput, silosPage } from '~/machines/system/silo-form.input'
import { loadSiloPage } from '~/machines/system/silo-page.input'
import { pb } from '~/paths'
import { formRoute, listRoute } from '../kit'
import { systemLayout } from '../layouts'
import { orNotFound } from '../not-found'

const pages = () => import('./silos.pages')

export const silosList = listRoute({
  getParentRoute: () => systemLayout,
  path: 'silos',
  crumb: 'Silos',
  fetchPage: () => silosPage,
  refreshOn: '/v1/system/silos',
  page: lazyRouteComponent(pages, 'Silos'),
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
  form: lazyRouteComponent(() => import('~/views/system/SiloForm'), 'SiloForm'),
})

// ---- the silo page: properties, then its identity providers or IP pools -------

/** The tab is in the query (spec §2): `?tab=ip-pools`, else identity providers. */
type SiloSearch = { tab?: 'ip-pools' }
const siloSearch = (s: Record<string, unknown>): SiloSearch => (s.tab === 'ip-pools' ? { tab: 'ip-pools' } : {})

export const siloRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'silos/$silo',
  validateSearch: siloSearch,
  staticData: { crumb: (p) => [{ label: 'Silos', to: pb.silos() }, { label: p.silo, to: pb.silo({ silo: p.silo }) }] },
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: ({ params, deps }) => orNotFound(loadSiloPage(params.silo, deps.tab ?? 'idps')),
  component: lazyRouteComponent(pages, 'SiloPageRoute'),
})

export const idpsNewRoute = formRoute({
  getParentRoute: () => siloRoute,
  path: 'idps-new',
  crumb: 'New identity provider',
  input: ({ silo }) => idpFormInput(silo),
  noun: 'identity provider',
  verb: 'created',
  closeTo: ({ silo }) => pb.silo({ silo }),
  form: lazyRouteComponent(() => import('~/views/system/IdpForm'), 'IdpForm'),
})

export const idpViewRoute = createRoute({
  getParentRoute: () => siloRoute,
  path: 'idps/saml/$provider',
  staticData: { crumb: (p) => p.provider },
  loader: ({ params }) => orNotFound(fetchSamlIdp(params.silo, params.provider)),
  component: lazyRouteComponent(pages, 'IdpViewPage'),
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
