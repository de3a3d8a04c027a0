import type { ApplySettingsLoad, ApplySettingsValues, PortKey } from '~/machines/system/switch-ports'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import { FormModal } from '~/views/kit/FormModal'
import { Select } from '~/views/ui'

type Props = FormViewProps<ApplySettingsValues, { name: string }, ApplySettingsLoad> & { params: Partial<PortKey> }

/** Picks the switch port settings the port takes: its link, addresses, routes and BGP peers follow them. */
export function ApplySettingsForm({ form, onDismiss, params, loaded: { choices } }: Props) {
  return (
    <FormModal
      form={form}
      title="Apply settings"
      subtitle={`${params.port} on ${params.switchLocation}`}
      submitLabel="Apply settings"
      onDismiss={onDismiss}
    >
      <Select
        label="Switch port settings"
        required
        placeholder="Choose settings"
        options={choices.map((s) => ({ value: s.name, label: s.description ? `${s.name} — ${s.description}` : s.name }))}
        description={
          choices.length === 0
            ? 'No switch port settings yet: create them under Networking › Switch port settings'
            : 'Replaces whatever the port has applied now'
        }
        {...field(form, 'settings')}
      />
    </FormModal>
  )
}
