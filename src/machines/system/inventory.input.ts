// Inventory: the rack's sleds and physical disks, and the instances a sled
// runs (with their project and silo: an operator sees every silo's).
import { fetchApi, type Sled } from '~/api'
import type { PageParams } from '../shared/list.machine'

export const sledsPage = ({ pageToken, limit }: PageParams) =>
  fetchApi('/v1/system/hardware/sleds', { query: { limit, pageToken } })

export const physicalDisksPage = ({ pageToken, limit }: PageParams) =>
  fetchApi('/v1/system/hardware/disks', { query: { limit, pageToken } })

export const sledInstancesPage =
  (sledId: string) =>
  ({ pageToken, limit }: PageParams) =>
    fetchApi('/v1/system/hardware/sleds/{sled_id}/instances', { path: { sled_id: sledId }, query: { limit, pageToken } })

export const fetchSled = (sledId: string) => fetchApi('/v1/system/hardware/sleds/{sled_id}', { path: { sled_id: sledId } })

/**
 * Whether new instances may be placed on the sled: an in-service sled says
 * so in its provision policy; an expunged one never takes any.
 */
export const provisionPolicy = (sled: Pick<Sled, 'policy'>) =>
  sled.policy.kind === 'in_service' ? sled.policy.provisionPolicy : 'non_provisionable'
