// Support bundles (/system/support-bundles): the list, newest first, which
// polls while a bundle is collecting or destroying, and a bundle's page
// (/system/support-bundles/{bundleId}) with its state and files. Whether the
// signed-in user may collect and delete is the access area's answer (their
// fleet role), a part of both pages that neither waits for.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { isBundleTransitional } from '~/machines/system/support-bundles.rules'
import { pb } from '~/paths'
import { listRoute } from '../kit'
import { systemLayout } from '../layouts'
import { orNotFound } from '../not-found'

const pages = () => import('./support-bundles.pages')

export const bundlesList = listRoute({
  getParentRoute: () => systemLayout,
  path: 'support-bundles',
  crumb: () => [{ label: 'Support bundles', to: pb.supportBundles() }],
  fetchPage: () => async () => (await pages()).bundlesPage(),
  refreshOn: '/experimental/v1/system/support-bundles',
  // A collecting bundle becomes active (or failed), a destroying one goes: watch until none is.
  pollWhile: (rows) => rows.some((b) => isBundleTransitional(b.state)),
  page: lazyRouteComponent(pages, 'SupportBundlesList'),
})

export const bundleRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'support-bundles/$bundleId',
  staticData: {
    crumb: (p) => [
      { label: 'Support bundles', to: pb.supportBundles() },
      { label: p.bundleId.slice(0, 8), to: pb.supportBundle({ bundleId: p.bundleId }) },
    ],
  },
  loader: async ({ params }) => orNotFound((await pages()).loadBundlePage(params.bundleId)),
  component: lazyRouteComponent(pages, 'SupportBundle'),
})

export const supportBundlesRoutes = [bundlesList.withModals([]), bundleRoute]
