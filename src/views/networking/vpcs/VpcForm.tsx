import type { Vpc } from '~/api'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import type { VpcFormValues } from '~/machines/networking/vpcs'
import { NameDescriptionForm } from '~/views/kit/NameDescriptionForm'
import { TextField } from '~/views/ui'

/** `loaded`: the VPC edited; nothing for a new one. */
type Props = FormViewProps<VpcFormValues, Vpc, Vpc | undefined> & {
  /** The IPv6 prefix is chosen at creation only (Nexus's VpcUpdate has none). */
  mode: 'create' | 'edit'
}

export function VpcForm({ form, mode, onDismiss }: Props) {
  const creating = mode === 'create'
  return (
    <NameDescriptionForm form={form} noun="VPC" mode={mode} onDismiss={onDismiss}>
      <TextField
        label="DNS name"
        {...field(form, 'dnsName')}
        description="Left empty, the VPC's name is used"
      />
      {creating && (
        <TextField
          label="IPv6 prefix"
          {...field(form, 'ipv6Prefix')}
          placeholder="fd00:1122:3344::/48"
          description="A unique local address range (fd00::/8), usually a /48. Left empty, one is picked for you."
        />
      )}
    </NameDescriptionForm>
  )
}
