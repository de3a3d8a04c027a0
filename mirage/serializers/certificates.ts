// Wire shapes for a silo's certificates and auth settings (the key is never served).
import type { Row } from '../store'
import { identity, type S } from './common'

export const certificate = (r: Row<'certificate'>): S['Certificate'] => ({
  ...identity(r),
  service: r.service,
  cert: r.cert,
})

export const authSettings = (siloId: string, r: Row<'siloAuthSettings'> | undefined): S['SiloAuthSettings'] => ({
  silo_id: siloId,
  device_token_max_ttl_seconds: r?.device_token_max_ttl_seconds ?? null,
})
