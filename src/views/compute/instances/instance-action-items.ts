// The instance menu's items, from the machine's verdicts (instance.connect):
// nothing here decides whether an action is allowed.
import type { InstanceProps } from '~/machines/compute/instance.connect'
import type { ActionItem } from '~/views/ui'

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

// The menu's order (Oxide console order: lifecycle first, destructive last).
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
