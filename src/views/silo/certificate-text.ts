import type { Certificate } from '~/machines/silo/certificates'

/** Nexus's service names as the console says them. */
export const SERVICE_LABELS: Record<Certificate['service'], string> = { external_api: 'External API' }
