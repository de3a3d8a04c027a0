import { field, type FormProps } from '~/machines/shared/form.connect'
import type { NicCreateValues, VpcChoice } from '~/machines/compute/instance-networking'
import type { ListProps } from '~/machines/shared/list.connect'
import { Select, TextField } from '~/views/ui'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

type Props<R> = {
  form: FormProps<NicCreateValues, R>
  /** The project's VPCs with their subnets. */
  vpcs: ListProps<VpcChoice>
  onDismiss: () => void
}

export function NicCreateForm<R>({ form, vpcs, onDismiss }: Props<R>) {
  const subnets = vpcs.rows.find((v) => v.name === form.values.vpc)?.subnets ?? []
  const vpc = field(form, 'vpc')
  const pickVpc = (name: string) => {
    vpc.onChange(name)
    // A subnet belongs to one VPC: a new VPC starts from its first subnet.
    form.change('subnet', vpcs.rows.find((v) => v.name === name)?.subnets[0] ?? '')
  }
  return (
    <FormModal form={form} title="Add network interface" submitLabel="Add network interface" onDismiss={onDismiss}>
      <NameDescriptionFields form={form} />
      <Select
        label="VPC"
        required
        placeholder={vpcs.isLoading ? 'Loading VPCs…' : 'Select a VPC'}
        disabled={vpcs.isLoading}
        options={vpcs.rows.map((v) => ({ value: v.name, label: v.name }))}
        {...vpc}
        error={vpc.error ?? vpcs.error}
        onChange={pickVpc}
      />
      <Select
        label="Subnet"
        required
        placeholder={form.values.vpc ? 'Select a subnet' : 'Select a VPC first'}
        disabled={!form.values.vpc}
        options={subnets.map((s) => ({ value: s, label: s }))}
        {...field(form, 'subnet')}
      />
      <TextField
        label="IP address"
        {...field(form, 'ip')}
        description="Optional: left empty, an address in the subnet is assigned"
      />
    </FormModal>
  )
}
