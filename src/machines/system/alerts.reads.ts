// Alert receivers' reads: the list's pages, the alert classes, a receiver and
// what its page reads with it, and the user's rights. The routes import these
// with the app; the forms and the receiver page's calls stay in
// alerts.input.ts, loaded with the pages that use them.
import { fetchApi, firstPage, type FleetRole, type Read, type Schema } from '~/api'
import type { PageParams } from '../shared/list.machine'
import { alertWrites, type AlertWrites } from './alerts.rights'
import type { AlertClass } from './alerts.rules'

export type AlertReceiver = Schema<'AlertReceiver'>

/** Every call under these paths changes what the alert pages show. */
export const ALERT_PATHS: Read[] = ['/v1/alert-receivers', '/v1/alert-receivers/{receiver}', '/v1/alert-receivers/{receiver}/deliveries', '/v1/webhook-secrets']
/** What the pages' permissions come from (the user's fleet role). */
export const FLEET_ROLE_READS: Read[] = ['/v1/system/policy', '/v1/system/silos']

export const receiversPage = ({ pageToken, limit }: PageParams) => fetchApi('/v1/alert-receivers', { query: { limit, pageToken } })

/** The listed alert classes, for the pickers (the first page of 100 is all of them today). */
export const fetchAlertClasses = async (): Promise<AlertClass[]> =>
  (await firstPage((limit) => fetchApi('/v1/alert-classes', { query: { limit } }))).items

export const fetchReceiver = (receiver: string) => fetchApi('/v1/alert-receivers/{receiver}', { path: { receiver } })

export async function loadAlertWrites(readFleetRole: () => Promise<FleetRole | undefined>): Promise<AlertWrites> {
  return alertWrites(await readFleetRole())
}

export type ReceiverPage = { receiver: AlertReceiver; classes: AlertClass[]; writes: AlertWrites }

export async function loadReceiverPage(receiver: string, readFleetRole: () => Promise<FleetRole | undefined>): Promise<ReceiverPage> {
  const [rx, classes, role] = await Promise.all([fetchReceiver(receiver), fetchAlertClasses(), readFleetRole()])
  return { receiver: rx, classes, writes: alertWrites(role) }
}
