import type { VpcRouter, VpcSubnet } from '~/api'
import type { SubnetFormValues } from '~/machines/networking/subnets'
import { field, type FormProps } from '~/machines/shared/form.connect'
import type { Section } from '~/machines/shared/section'
import { NameDescriptionForm } from '~/views/kit/NameDescriptionForm'
import { PickerField } from '~/views/kit/SectionColumn'
import { Select, TextField } from '~/views/ui'

type Props = {
  form: FormProps<SubnetFormValues, VpcSubnet>
  /** The VPC's custom routers, to pick the subnet's router from: a part of the form, read as it opens. */
  routers: Section<VpcRouter[]>
  /** Nexus cannot change a subnet's IPv6 block after creation: edit shows it read-only. */
  mode: 'create' | 'edit'
  onDismiss: () => void
}

const NO_ROUTER = 'None (system router only)'

function routerOptions(routers: VpcRouter[], current: string) {
  const options = [{ value: '', label: NO_ROUTER }, ...routers.map((r) => ({ value: r.name, label: r.name }))]
  // Keep a router the list does not show (it holds the id): the select must show the current value.
  if (current && !routers.some((r) => r.name === current)) options.push({ value: current, label: current })
  return options
}

export function SubnetForm({ form, mode, routers, onDismiss }: Props) {
  const creating = mode === 'create'
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
      <PickerField section={routers} what="the VPC’s routers" label="Custom router" error={form.errors.customRouter}>
        {(list) => (
          <Select
            label="Custom router"
            options={routerOptions(list, form.values.customRouter)}
            {...field(form, 'customRouter')}
            description="Routes of a custom router apply before the VPC's system router"
          />
        )}
      </PickerField>
    </NameDescriptionForm>
  )
}
