// The instance's actions menu (the instance page's and each list row's): its
// items from the machine's verdicts (instance.connect), and the confirms and
// toasts around them. Nothing here decides whether an action is allowed.
import type { ReactNode } from 'react'
import { DetailedError } from '~/api'
import type { ActionResult, InstanceRowActor } from '~/machines/compute/instance.machine'
import { INSTANCE_FAILED_TITLE, stopInstanceConfirm } from '~/machines/compute/instance.rules'
import { connectInstance, type InstanceProps } from '~/machines/compute/instance.connect'
import { type ActionItem, ActionMenu, rowActionsLabel, useConfirm, useCopyItems, useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'

export { RunStateBadge, RUN_STATE_COLOR, runStateDuration, type RunStateBadgeProps } from './RunStateBadge'

export type InstanceActionMenuProps = {
  /** connectInstance's props: which actions are open, why not, what is in flight. */
  instance: InstanceProps
  /** Opens the resize form (it calls `instance.resize`); no Resize item without it. */
  onResize?: () => void
  /** Goes to the serial console; no item without it. */
  onSerialConsole?: () => void
  /** After a confirmed delete went through (e.g. the instance page goes back to the list). */
  onDeleted?: () => void
  /** Accessible name of the trigger; defaults to 'Actions for <name>' for the icon trigger. */
  label?: string
  /** Visible trigger content, e.g. 'Actions' on the instance page. */
  trigger?: ReactNode
  /** A list row's menu starts with 'Copy ID' and 'Copy name' (the instance page shows its id with a copy button). */
  copyItems?: boolean
  /** Opens instance create filled in like this instance; no item without it. */
  onCreateLike?: () => void
}

const failedTitle = INSTANCE_FAILED_TITLE

/** Start, Stop, Reboot, Resize, View serial console and Delete, each open as the instance machine says. */
export function InstanceActionMenu(props: InstanceActionMenuProps) {
  const { instance, onResize, onSerialConsole, onDeleted, label, trigger, copyItems, onCreateLike } = props
  const copy = useCopyItems()
  const confirm = useConfirm()
  const addToast = useToast()
  const { name } = instance.instance

  // The machine keeps the failure as `error` too; the toast tells whoever clicked, wherever the menu is.
  const run = (kind: 'start' | 'reboot', call: () => Promise<ActionResult>) => () => {
    void call().then((result) => {
      if (!result.ok) addToast({ variant: 'error', title: failedTitle[kind], description: result.error, details: result.details })
    })
  }

  // Stopping frees the CPU and memory and cuts off whoever is using the instance: ask first.
  const confirmStop = () => {
    void confirm({
      ...stopInstanceConfirm(name),
      action: async () => {
        const result = await instance.stop()
        if (!result.ok) throw new DetailedError(result.error, result.details)
      },
    })
  }

  const confirmDelete = () => {
    void confirm({
      title: 'Delete instance',
      message: `Are you sure you want to delete ${name}? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
      errorTitle: failedTitle.delete,
      // A failure keeps the dialog open with an error toast.
      action: async () => {
        const result = await instance.delete()
        if (!result.ok) throw new DetailedError(result.error, result.details)
      },
    }).then((deleted) => {
      if (deleted) onDeleted?.()
    })
  }

  const items = instanceActionItems(instance, {
    start: run('start', instance.start),
    stop: confirmStop,
    reboot: run('reboot', instance.reboot),
    delete: confirmDelete,
    resize: onResize,
    serialConsole: onSerialConsole,
  })
  // Making another like it is open in every state: it reads the instance, it does not change it.
  const like: ActionItem[] = onCreateLike ? [{ label: 'Create like this', onSelect: onCreateLike }] : []
  const lifecycle = items.filter((i) => !i.danger)
  const destructive = items.filter((i) => i.danger)
  const all = [...(copyItems ? copy(instance.instance) : []), ...lifecycle, ...like, ...destructive]
  return <ActionMenu items={all} label={label ?? (trigger ? undefined : rowActionsLabel(name))} trigger={trigger} />
}

// ---- the menu's items ----

export type InstanceItemHandlers = {
  start: () => void
  stop: () => void
  reboot: () => void
  delete: () => void
  /** Opens the resize form; no Resize item without it. */
  resize?: () => void
  /** Goes to the serial console; no item without it. */
  serialConsole?: () => void
}

type Entry = {
  label: string
  busyLabel?: string
  action: keyof InstanceProps['actions']
  handler: keyof InstanceItemHandlers
  danger?: boolean
}

// The menu's order: lifecycle first, destructive last.
const entries: Entry[] = [
  { label: 'Start', busyLabel: 'Starting…', action: 'start', handler: 'start' },
  { label: 'Stop', busyLabel: 'Stopping…', action: 'stop', handler: 'stop' },
  { label: 'Reboot', busyLabel: 'Rebooting…', action: 'reboot', handler: 'reboot' },
  { label: 'Resize', busyLabel: 'Resizing…', action: 'resize', handler: 'resize' },
  { label: 'View serial console', action: 'serialConsole', handler: 'serialConsole' },
  { label: 'Delete', busyLabel: 'Deleting…', action: 'delete', handler: 'delete', danger: true },
]

export function instanceActionItems(instance: InstanceProps, handlers: InstanceItemHandlers): ActionItem[] {
  return entries.flatMap(({ label, busyLabel, action, handler, danger }) => {
    const onSelect = handlers[handler]
    if (!onSelect) return []
    const { enabled, reason, busy } = instance.actions[action]
    return [
      {
        label: busy && busyLabel ? busyLabel : label,
        onSelect,
        disabled: !enabled,
        disabledReason: enabled ? undefined : reason,
        danger,
      },
    ]
  })
}

export type InstanceRowActionsProps = Omit<InstanceActionMenuProps, 'instance'> & {
  /** The row's actor from instanceRowsMachine ; undefined until it has seen the row. */
  actor: InstanceRowActor | undefined
}

/** A list row's menu: the same instance machine as the instance page, one actor per row. */
export function InstanceRowActions({ actor, ...menu }: InstanceRowActionsProps) {
  return actor ? <RowMenu actor={actor} {...menu} /> : null
}

function RowMenu({ actor, ...menu }: Omit<InstanceActionMenuProps, 'instance'> & { actor: InstanceRowActor }) {
  return <InstanceActionMenu instance={useConnect(actor, connectInstance)} copyItems {...menu} />
}
