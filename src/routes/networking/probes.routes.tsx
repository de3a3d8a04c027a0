// A project's instrumentation probes (experimental): the list, 'New probe'
// and one probe's view, each its own URL.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { pb } from '~/paths'
import { formRoute, listRoute } from '../kit'
import { projectLayout } from '../layouts'
import { orNotFound } from '../not-found'

const pages = () => import('./probes.pages')

export const probesList = listRoute({
  getParentRoute: () => projectLayout,
  path: 'probes',
  crumb: (p) => [{ label: 'Probes', to: pb.probes({ project: p.project }) }],
  fetchPage: ({ project }) => async (q) => (await pages()).probeRowsPage(project)(q),
  refreshOn: ['/experimental/v1/probes', '/experimental/v1/probes/{probe}'],
  page: lazyRouteComponent(pages, 'Probes'),
})

export const probesNewRoute = formRoute({
  getParentRoute: () => probesList.layout,
  path: 'probes-new',
  crumb: 'New probe',
  // The form opens at once; the sled and pool pickers' lists are parts of it (started here, not waited for).
  load: async () => (await pages()).startProbeChoices(),
  input: async ({ project }) => (await pages()).probeFormInput(project),
  noun: 'probe',
  verb: 'created',
  closeTo: ({ project }) => pb.probes({ project }),
  form: lazyRouteComponent(pages, 'ProbeCreateFormPage'),
})

/** Nexus has no call that changes a probe: its page shows it. */
export const probeViewRoute = createRoute({
  getParentRoute: () => probesList.layout,
  path: 'probes/$probe',
  staticData: { crumb: (p) => p.probe },
  loader: async ({ params }) => orNotFound((await pages()).fetchProbe(params.project, params.probe)),
  component: lazyRouteComponent(pages, 'ProbeView'),
})

export const probesRoutes = [probesList.withModals([probesNewRoute, probeViewRoute])]
