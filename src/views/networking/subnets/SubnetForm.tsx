import type { VpcRouter, VpcSubnet } from '~/api'
import type { SubnetFormValues } from '~/machines/networking/subnets'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import { NameDescriptionForm } from '~/views/kit/NameDescriptionForm'
import { Select, TextField } from '~/views/ui'

/** `loaded.routers`: the VPC's custom routers, to pick the subnet's router from. */
type Props = FormViewProps<SubnetFormValues, VpcSubnet, { routers: VpcRouter[] }> & {
  /** Nexus cannot change a subnet's IPv6 block after creation: edit shows it read-only. */
  mode: 'create' | 'edit'
}

const NO_ROUTER = 'None (system router only)'

export function SubnetForm({ form, mode, loaded: { routers }, onDismiss }: Props) {
  const creating = mode === 'create'
  const options = [{ value: '', label: NO_ROUTER }, ...routers.map((r) => ({ value: r.name, label: r.name }))]
  // Keep a router the list does not show (it holds the id): the select must show the current value.
  if (form.values.customRouter && !routers.some((r) => r.name === form.values.customRouter)) {
    options.push({ value: form.values.customRouter, label: form.values.customRouter })
  }
  return (
    <NameDescriptionForm form={form} noun="subnet" mode={mode} onDismiss={onDismiss}>
      <TextField
        label="IPv4 block"
        required
        placeholder="10.0.0.0/24"
        description="A private (RFC 1918) range that overlaps no other subnet of the VPC"
        {...field(form, 'ipv4Block')}
      />
      <TextField
        label="IPv6 block"
        placeholder="fd00:1122:3344:100::/64"
        readOnly={!creating}
        description={
          creating
            ? "Optional: within the VPC's IPv6 prefix. Left empty, a /64 of it is picked for you."
            : 'Fixed when the subnet was created'
        }
        {...field(form, 'ipv6Block')}
      />
      <Select
        label="Custom router"
        options={options}
        {...field(form, 'customRouter')}
        description="Routes of a custom router apply before the VPC's system router"
      />
    </NameDescriptionForm>
  )
}
