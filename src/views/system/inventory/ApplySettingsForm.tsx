import type { ApplySettingsLoad, ApplySettingsValues, PortKey } from '~/machines/system/switch-ports'
import type { SwitchPortSettingsIdentity } from '~/machines/system/switch-port-settings'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import { mapSection, type Section } from '~/machines/shared/section'
import { FormModal } from '~/views/kit/FormModal'
import { SectionSelect } from '../section-parts'

type Props = FormViewProps<ApplySettingsValues, { name: string }, ApplySettingsLoad> & {
  params: Partial<PortKey>
  /** The settings to pick from, read beside the form. */
  choices: Section<SwitchPortSettingsIdentity[]>
}

/** Picks the switch port settings the port takes: its link, addresses, routes and BGP peers follow them. */
export function ApplySettingsForm({ form, onDismiss, params, choices }: Props) {
  const none = choices.status === 'ready' && choices.data.length === 0
  return (
    <FormModal
      form={form}
      title="Apply settings"
      subtitle={`${params.port} on ${params.switchLocation}`}
      submitLabel="Apply settings"
      onDismiss={onDismiss}
    >
      <SectionSelect
        label="Switch port settings"
        required
        placeholder="Choose settings"
        what="the switch port settings"
        choices={mapSection(choices, (all) => all.map((s) => ({ value: s.name, label: s.description ? `${s.name} — ${s.description}` : s.name })))}
        description={none ? 'No switch port settings yet: create them under Networking › Switch port settings' : 'Replaces whatever the port has applied now'}
        {...field(form, 'settings')}
      />
    </FormModal>
  )
}
