import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { ALERT_PATHS, parseReceiverSearch } from '~/machines/system/alerts.rules'
import { formRoute, listRoute } from '../kit'
import { systemLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'

const pages = () => import('./alerts.pages')
const NOUN = 'webhook receiver'

// What the user may do with receivers (a collaborator creates them, only an
// admin changes them) is their fleet role's, a part of each page: the pages
// do not wait for it, and offer no write until it is in.

export const alertsList = listRoute({
  getParentRoute: () => systemLayout,
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
  // The subscription picker's classes, with their descriptions: a part of the form, not waited for.
  load: async () => (await pages()).startAlertClasses(),
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
  loader: async ({ params }) => orNotFound((await pages()).loadReceiverPage(params.receiver)),
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
  load: async () => (await pages()).startAlertClasses(),
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
  alertsList.withModals([alertsNewRoute]),
  receiverRoute.addChildren([receiverEditRoute, subscriptionAddRoute, secretAddRoute]),
]
