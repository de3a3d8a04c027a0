// The signed-in user's SSH keys as their pages read them: the list's pages
// and one key. Apart from ssh-key-form.input.ts's fields and calls so the
// route takes only these at boot.
import { fetchApi } from '~/api'
import type { PageParams } from '../shared/list.machine'

export const sshKeysPage = ({ pageToken, limit }: PageParams) => fetchApi('/v1/me/ssh-keys', { query: { limit, pageToken } })

/** One key, by name or id (the view modal). */
export const fetchSshKey = (sshKey: string) => fetchApi('/v1/me/ssh-keys/{ssh_key}', { path: { ssh_key: sshKey } })
