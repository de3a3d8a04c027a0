import type { LldpFormValues, LldpLinkConfig, PortKey } from '~/machines/system/switch-ports'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import { FormModal } from '~/views/kit/FormModal'
import { Checkbox, TextField } from '~/views/ui'

type Props = FormViewProps<LldpFormValues, { name: string }, LldpLinkConfig> & { params: Partial<PortKey> }

/** The port's LLDP service: on or off, and what it advertises (an empty field is not advertised). */
export function LldpConfigForm({ form, onDismiss, params }: Props) {
  return (
    <FormModal form={form} title="LLDP" subtitle={`${params.port} on ${params.switchLocation}`} submitLabel="Save LLDP" onDismiss={onDismiss}>
      <Checkbox label="Enabled" description="Advertise this port to its neighbours and hear theirs" {...field(form, 'enabled')} />
      <TextField label="Link name" autoComplete="off" {...field(form, 'linkName')} />
      <TextField label="Link description" autoComplete="off" {...field(form, 'linkDescription')} />
      <TextField label="Chassis ID" autoComplete="off" spellCheck={false} {...field(form, 'chassisId')} />
      <TextField label="System name" autoComplete="off" {...field(form, 'systemName')} />
      <TextField label="System description" autoComplete="off" {...field(form, 'systemDescription')} />
      <TextField label="Management IP" autoComplete="off" spellCheck={false} description="IPv4 or IPv6" {...field(form, 'managementIp')} />
    </FormModal>
  )
}
