import type { SiloIdentityMode } from '~/api'
import { Badge } from '~/views/ui'

export const IDENTITY_MODE_LABELS: Record<SiloIdentityMode, string> = {
  local_only: 'Local only',
  saml_jit: 'SAML JIT',
}

/** How a silo's users sign in, in the words the create form offers. */
export function IdentityModeBadge({ mode }: { mode: SiloIdentityMode }) {
  return <Badge variant="info">{IDENTITY_MODE_LABELS[mode]}</Badge>
}
