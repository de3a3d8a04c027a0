import { connectInstance } from '~/machines/compute/instance.connect'
import type { InstanceRowActor } from '~/machines/compute/instance-rows.machine'
import { useConnect } from '~/views/use-connect'
import { InstanceActionMenu, type InstanceActionMenuProps } from './InstanceActionMenu'

export type InstanceRowActionsProps = Omit<InstanceActionMenuProps, 'instance'> & {
  /** The row's actor from instanceRowsMachine (`rowActor(snapshot, id)`); undefined until it has seen the row. */
  actor: InstanceRowActor | undefined
}

/** A list row's menu: the same instance machine as the instance page, one actor per row. */
export function InstanceRowActions({ actor, ...menu }: InstanceRowActionsProps) {
  return actor ? <RowMenu actor={actor} {...menu} /> : null
}

function RowMenu({ actor, ...menu }: Omit<InstanceActionMenuProps, 'instance'> & { actor: InstanceRowActor }) {
  return <InstanceActionMenu instance={useConnect(actor, connectInstance)} copyItems {...menu} />
}
