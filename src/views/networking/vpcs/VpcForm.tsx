import type { Vpc } from '~/api'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import type { VpcFormValues } from '~/machines/networking/vpcs'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { TextField } from '~/views/ui'

/** `loaded`: the VPC edited; nothing for a new one. */
type Props = FormViewProps<VpcFormValues, Vpc, Vpc | undefined> & {
  /** The IPv6 prefix is chosen at creation only (Nexus's VpcUpdate has none). */
  mode: 'create' | 'edit'
}

export function VpcForm({ form, mode, onDismiss }: Props) {
  const creating = mode === 'create'
  return (
    <FormModal
      form={form}
      title={creating ? 'Create VPC' : 'Edit VPC'}
      submitLabel={creating ? 'Create VPC' : 'Update VPC'}
      onDismiss={onDismiss}
    >
      <NameDescriptionFields form={form} />
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
    </FormModal>
  )
}
