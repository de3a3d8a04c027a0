// A project's VPCs as their pages read them: the list's pages and one VPC.
// Apart from vpc-form.input.ts's fields and calls so the VPC routes take only
// these at boot.
import { fetchApi } from '~/api'
import type { PageParams } from '../shared/list.machine'

/** A page of the project's VPCs, for the list machine. */
export const vpcsPage =
  (project: string) =>
  ({ pageToken, limit, sortBy }: PageParams) =>
    fetchApi('/v1/vpcs', { query: { project, limit, pageToken, sortBy } })

export const fetchVpc = (project: string, vpc: string) =>
  fetchApi('/v1/vpcs/{vpc}', { path: { vpc }, query: { project } })
