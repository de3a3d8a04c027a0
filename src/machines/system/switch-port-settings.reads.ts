// Switch port settings' reads: the list's pages and one settings object's
// parts. The routes import these with the app; the create form and delete stay
// in switch-port-settings.input.ts, loaded with the pages that use them.
import { fetchApi, type Schema } from '~/api'
import type { PageParams } from '../shared/list.machine'

export type SwitchPortSettings = Schema<'SwitchPortSettings'>
export type SwitchPortSettingsIdentity = Schema<'SwitchPortSettingsIdentity'>

export const PORT_SETTINGS_PATH = '/v1/system/networking/switch-port-settings'

export const settingsPage = ({ pageToken, limit }: PageParams) =>
  fetchApi(PORT_SETTINGS_PATH, { query: { limit, pageToken, sortBy: 'name_ascending' } })

export const loadSettings = (name: string) => fetchApi('/v1/system/networking/switch-port-settings/{port}', { path: { port: name } })
