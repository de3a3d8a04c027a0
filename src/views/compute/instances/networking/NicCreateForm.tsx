import type { FormProps } from '~/machines/shared/form.connect'
import type { NicCreateValues, VpcChoice } from '~/machines/compute/instance-networking'
import type { ListProps } from '~/machines/shared/list.connect'
import { Select, SideModalForm, TextField } from '~/views/ui'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

type Props<R> = {
  form: FormProps<NicCreateValues, R>
  /** The project's VPCs with their subnets. */
  vpcs: ListProps<VpcChoice>
  onDismiss: () => void
}

export function NicCreateForm<R>({ form, vpcs, onDismiss }: Props<R>) {
  const subnets = vpcs.rows.find((v) => v.name === form.values.vpc)?.subnets ?? []
  const pickVpc = (vpc: string) => {
    form.change('vpc', vpc)
    // A subnet belongs to one VPC: a new VPC starts from its first subnet.
    form.change('subnet', vpcs.rows.find((v) => v.name === vpc)?.subnets[0] ?? '')
  }
  return (
    <SideModalForm
      title="Add network interface"
      submitLabel="Add network interface"
      errors={form.formErrors}
      submitting={form.isSubmitting}
      dirty={form.isDirty}
      onSubmit={form.submit}
      onDismiss={onDismiss}
    >
      <NameDescriptionFields form={form} />
      <Select
        label="VPC"
        name="vpc"
        required
        placeholder={vpcs.isLoading ? 'Loading VPCs…' : 'Select a VPC'}
        disabled={vpcs.isLoading}
        options={vpcs.rows.map((v) => ({ value: v.name, label: v.name }))}
        value={form.values.vpc}
        error={form.errors.vpc ?? vpcs.error}
        onChange={pickVpc}
        onBlur={() => form.blur('vpc')}
      />
      <Select
        label="Subnet"
        name="subnet"
        required
        placeholder={form.values.vpc ? 'Select a subnet' : 'Select a VPC first'}
        disabled={!form.values.vpc}
        options={subnets.map((s) => ({ value: s, label: s }))}
        value={form.values.subnet}
        error={form.errors.subnet}
        onChange={(v) => form.change('subnet', v)}
        onBlur={() => form.blur('subnet')}
      />
      <TextField
        label="IP address"
        name="ip"
        value={form.values.ip}
        error={form.errors.ip}
        onChange={(v) => form.change('ip', v)}
        onBlur={() => form.blur('ip')}
        description="Optional: left empty, an address in the subnet is assigned"
      />
    </SideModalForm>
  )
}
