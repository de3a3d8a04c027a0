// What the floating IP edit form reads before it opens.
import { fetchApi } from '~/api'

export const fetchFloatingIp = (project: string, floatingIp: string) =>
  fetchApi('/v1/floating-ips/{floating_ip}', { path: { floating_ip: floatingIp }, query: { project } })
