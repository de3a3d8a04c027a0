// The instances list page: a chunk of its own (instances.routes.tsx).
import { useCallback } from 'react'
import { instanceRowsMachine, type InstanceRowActor } from '~/machines/compute/instance-rows.machine'
import { InstancesPage, type InstanceRow } from '~/views/compute/instances/InstancesPage'
import { useConnect } from '~/views/use-connect'
import type { ListPageProps } from '../kit'
import { useListItems, usePageActor } from '../page-actor'

export function Instances({ list, actor, params: { project } }: ListPageProps<InstanceRow>) {
  const rows = usePageActor(instanceRowsMachine, { input: { project } })
  // Every fetched page hands its rows to the row machines (one per instance).
  useListItems(
    actor,
    useCallback((items: InstanceRow[]) => rows.send({ type: 'SYNC', instances: items.map((r) => r.instance) }), [rows]),
  )
  const rowActors = useConnect(rows, (s) => s.context.rows)
  return <InstancesPage project={project} list={list} rowActor={(id): InstanceRowActor | undefined => rowActors[id]} />
}
