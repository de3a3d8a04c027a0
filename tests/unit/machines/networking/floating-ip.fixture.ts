import type { FloatingIp } from '~/api'
import type { SiloIpPool } from '~/machines/shared/ip-pools.rules'

const t = new Date('2025-01-01T00:00:00Z')

export const floatingIp = (over: Partial<FloatingIp> = {}): FloatingIp => ({
  id: 'fip-id',
  name: 'cola-float',
  description: 'not attached',
  ip: '123.4.56.5',
  ipPoolId: 'ip-pool-1-id',
  projectId: 'project-id',
  instanceId: null,
  timeCreated: t,
  timeModified: t,
  ...over,
})

export const pool = (name: string, isDefault: boolean): SiloIpPool => ({
  id: `${name}-id`,
  name,
  description: '',
  isDefault,
  timeCreated: t,
  timeModified: t,
})

