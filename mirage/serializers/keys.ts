// Wire shapes for a user's SSH keys and access tokens.
import type { Row } from '../store'
import { identity, type S } from './common'

export const sshKey = (r: Row<'sshKey'>): S['SshKey'] => ({
  ...identity(r),
  silo_user_id: r.siloUserId,
  public_key: r.public_key,
})

export const accessToken = (r: Row<'accessToken'>): S['DeviceAccessToken'] => ({
  id: r.id,
  time_created: r.time_created,
  time_expires: r.time_expires ?? null,
})
