// The capacity page: a chunk of its own, loaded with the sleds
// (capacity.routes.tsx) and on link intent. Wiring only: the numbers and the
// answer are the capacity module's, the markup the view's.
import { useNavigate } from '@tanstack/react-router'
import { capacityView, CAPACITY_READS, refreshCapacity } from '~/machines/system/capacity'
import { placementsSection } from '~/machines/shared/sled-placements'
import { pb } from '~/paths'
import { CapacityPage } from '~/views/system/capacity/CapacityPage'
import { routeApi, useSection } from '../kit'

// What the loader read is followed: a sled's policy changed, a sled added.
const capacityRoute = routeApi('/authed/system/capacity', { refreshOn: CAPACITY_READS })

export { loadCapacity } from '~/machines/system/capacity'

export function Capacity() {
  const { sleds } = capacityRoute.useLoaderData()
  const search = capacityRoute.useSearch()
  const placements = useSection(placementsSection())
  const navigate = useNavigate()
  return (
    <CapacityPage
      view={capacityView(sleds, placements, search)}
      placements={placements}
      search={search}
      onAsk={(question) => void navigate({ to: pb.systemCapacity(question), replace: true })}
      onRefresh={() => void refreshCapacity()}
    />
  )
}
