import { field, type FormProps } from '~/machines/shared/form.connect'
import type { VpcFormValues } from '~/machines/networking/vpc-form'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { TextField } from '~/views/ui'

type Props<R> = {
  title: string
  submitLabel: string
  form: FormProps<VpcFormValues, R>
  /** The IPv6 prefix is chosen at creation only (Nexus's VpcUpdate has none). */
  creating: boolean
  onDismiss: () => void
}

export function VpcForm<R>({ form, creating, ...modal }: Props<R>) {
  return (
    <FormModal form={form} {...modal}>
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
