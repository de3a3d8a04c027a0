// The instances list page: a chunk of its own (instances.routes.tsx).
import { useCallback } from 'react'
import { instanceRowsMachine, type InstanceRowActor } from '~/machines/compute/instance.machine'
import { INSTANCE_BULK, instanceBulkEvent, rowExternalIpsSection } from '~/machines/compute/instance-list'
import { throughRowMachines } from '~/machines/shared/lifecycle.connect'
import { InstancesPage, type InstanceRow } from '~/views/compute/instances/InstancesPage'
import { useConnect } from '~/views/use-connect'
import { useBulk, type ListPageProps } from '../kit'
import { useRowsSection } from '../fresh-section'
import { useListItems, usePageActor } from '../page-actor'

// What the routes' loaders call: with the page, not in the app's chunk.
export { instancesPage } from '~/machines/compute/instance-list'

export function Instances({ list, actor, params: { project } }: ListPageProps<InstanceRow>) {
  const rows = usePageActor(instanceRowsMachine, { input: { project } })
  // Every fetched page says which rows have a machine (one per instance); fresher copies come through the cache.
  useListItems(
    actor,
    useCallback((items: InstanceRow[]) => rows.send({ type: 'ROWS', rows: items.map((r) => r.instance) }), [rows]),
  )
  const rowActors = useConnect(rows, (s) => s.context.rows)
  // Many at once: each through its row's instance machine, as its menu does.
  const selection = useBulk(INSTANCE_BULK, throughRowMachines((id) => rows.getSnapshot().context.rows[id], instanceBulkEvent))
  // The IP column: the rows on screen's addresses, read once they are drawn (never before).
  const externalIps = useRowsSection(rowExternalIpsSection((list.filter?.rows ?? list.rows).map((r) => r.instance)))
  return (
    <InstancesPage
      project={project}
      list={list}
      rowActor={(id): InstanceRowActor | undefined => rowActors[id]}
      selection={selection}
      externalIps={externalIps}
    />
  )
}
