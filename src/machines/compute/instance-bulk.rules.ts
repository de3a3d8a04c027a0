// The instances list's bulk actions: the action table's reasons, per row.
import type { BulkSpec } from '../shared/bulk.rules'
import type { InstanceRow } from './instance-list.input'
import { disabledReason } from './instance.rules'

export const INSTANCE_BULK: BulkSpec<InstanceRow> = {
  noun: { one: 'instance', many: 'instances' },
  keyOf: (r) => r.instance.id,
  nameOf: (r) => r.instance.name,
  actions: [
    { id: 'start', label: 'Start', doing: 'Starting', done: 'Started', refusal: (r) => disabledReason('start', r.instance.runState) },
    // Stop asks first, as the row menu does.
    { id: 'stop', label: 'Stop', doing: 'Stopping', done: 'Stopped', confirm: true, refusal: (r) => disabledReason('stop', r.instance.runState) },
    { id: 'reboot', label: 'Reboot', doing: 'Rebooting', done: 'Rebooted', refusal: (r) => disabledReason('reboot', r.instance.runState) },
    { id: 'delete', label: 'Delete', doing: 'Deleting', done: 'Deleted', danger: true, confirm: true, refusal: (r) => disabledReason('delete', r.instance.runState) },
  ],
}

/** The instance machine's event for each bulk action. */
export const instanceBulkEvent = (action: string) => ({ type: action.toUpperCase() as 'START' | 'STOP' | 'REBOOT' | 'DELETE' })
