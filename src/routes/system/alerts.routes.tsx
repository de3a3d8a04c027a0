import { createRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import { readFleetRole } from '~/machines/access/my-role'
import { ALERT_PATHS, parseReceiverSearch } from '~/machines/system/alerts.rules'
import { formRoute, listRoute } from '../kit'
import { systemLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'

const pages = () => import('./alerts.pages')
const NOUN = 'webhook receiver'

/** The signed-in user's fleet role: a collaborator creates receivers, only an admin changes them. */

/** What this user may do with receivers, read once for the list and its create form. */
export const alertsAccess = createRoute({
  getParentRoute: () => systemLayout,
  id: 'alerts-access',
  loader: async () => (await pages()).loadAlertWrites(readFleetRole),
  component: Outlet,
})

export const alertsList = listRoute({
  getParentRoute: () => alertsAccess,
  path: 'alerts',
  crumb: () => [{ label: 'Alerts', to: pb.alerts() }],
  fetchPage: () => async (q) => (await pages()).receiversPage(q),
  refreshOn: ALERT_PATHS,
  page: lazyRouteComponent(pages, 'AlertsList'),
})

export const alertsNewRoute = formRoute({
  getParentRoute: () => alertsList.layout,
  path: 'alerts-new',
  crumb: 'New webhook receiver',
  // The subscription picker's classes, with their descriptions.
  load: async () => (await pages()).fetchAlertClasses(),
  input: async () => (await pages()).receiverCreateInput(),
  noun: NOUN,
  verb: 'created',
  closeTo: () => pb.alerts(),
  doneTo: (rx) => pb.alertReceiver({ receiver: rx.name }),
  form: lazyRouteComponent(pages, 'ReceiverForm'),
  props: { mode: 'create' },
})

/**
 * A receiver's page: its endpoint, the test event, then its deliveries
 * (default; `?state=` filters them), subscriptions (`?tab=subscriptions`) or
 * secrets (`?tab=secrets`); the edit and add forms open over it.
 */
export const receiverRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'alerts/$receiver',
  validateSearch: parseReceiverSearch,
  staticData: {
    crumb: (p) => [
      { label: 'Alerts', to: pb.alerts() },
      { label: p.receiver, to: pb.alertReceiver({ receiver: p.receiver }) },
    ],
  },
  loader: async ({ params }) => orNotFound((await pages()).loadReceiverPage(params.receiver, readFleetRole)),
  component: lazyRouteComponent(pages, 'ReceiverPageRoute'),
})

export const receiverEditRoute = formRoute({
  getParentRoute: () => receiverRoute,
  path: 'edit',
  crumb: 'Edit',
  load: async ({ receiver }) => (await pages()).fetchReceiver(receiver),
  input: async (_, rx) => (await pages()).receiverEditInput(rx),
  noun: NOUN,
  verb: 'updated',
  closeTo: ({ receiver }) => pb.alertReceiver({ receiver }),
  doneTo: (rx) => pb.alertReceiver({ receiver: rx.name }),
  form: lazyRouteComponent(pages, 'ReceiverForm'),
  props: { mode: 'edit' },
})

export const subscriptionAddRoute = formRoute({
  getParentRoute: () => receiverRoute,
  path: 'subscriptions-add',
  crumb: 'Add subscription',
  load: async () => ({ classes: await (await pages()).fetchAlertClasses() }),
  input: async ({ receiver }) => (await pages()).subscriptionAddInput(receiver),
  noun: 'subscription',
  verb: 'added',
  nameOf: (r) => r.subscription,
  closeTo: ({ receiver }) => pb.alertReceiver({ receiver, tab: 'subscriptions' }),
  form: lazyRouteComponent(pages, 'SubscriptionForm'),
})

export const secretAddRoute = formRoute({
  getParentRoute: () => receiverRoute,
  path: 'secrets-add',
  crumb: 'Add secret',
  input: async ({ receiver }) => (await pages()).secretAddInput(receiver),
  noun: 'secret',
  verb: 'added',
  nameOf: (s) => s.id,
  closeTo: ({ receiver }) => pb.alertReceiver({ receiver, tab: 'secrets' }),
  form: lazyRouteComponent(pages, 'SecretForm'),
})

export const alertsRoutes = [
  alertsAccess.addChildren([alertsList.withModals([alertsNewRoute])]),
  receiverRoute.addChildren([receiverEditRoute, subscriptionAddRoute, secretAddRoute]),
]
