// The signed-in user's access tokens: the list's pages, delete for the confirm
// dialog, and how long a token has left. Tokens are minted by the device login
// flow (a CLI's `auth login`), never by this page.
import { api, fetchApi, invalidate, type DeviceAccessToken } from '~/api'
import { type PageParams } from '../shared/list.machine'

export const accessTokensPage = ({ pageToken, limit }: PageParams) =>
  fetchApi('/v1/me/access-tokens', { query: { limit, pageToken } })

export async function deleteAccessToken(tokenId: string): Promise<void> {
  await api.delete('/v1/me/access-tokens/{token_id}', { path: { token_id: tokenId } })
  await invalidate('/v1/me/access-tokens')
}

/** A token's remaining life at `now`: none set, already over, or how many ms. */
export type TokenLife = { kind: 'never' } | { kind: 'expired' } | { kind: 'left'; ms: number }

export function tokenLife(token: Pick<DeviceAccessToken, 'timeExpires'>, now: number): TokenLife {
  if (!token.timeExpires) return { kind: 'never' }
  const ms = token.timeExpires.getTime() - now
  return ms > 0 ? { kind: 'left', ms } : { kind: 'expired' }
}
