import type { Instance } from '~/api'
import type { FloatingIpAttachValues } from '~/machines/networking/floating-ip-attach.input'
import { field, type FormProps } from '~/machines/shared/form.connect'
import type { ListProps } from '~/machines/shared/list.connect'
import { FormModal } from '~/views/kit/FormModal'
import { Select } from '~/views/ui'

type Props<R> = {
  /** The floating IP being attached: its name and address, for the subtitle. */
  floatingIp: { name: string; ip: string }
  form: FormProps<FloatingIpAttachValues, R>
  /** The project's instances. */
  instances: ListProps<Instance>
  onDismiss: () => void
}

/** Picks the instance to attach the floating IP to; the server says when one cannot take it now. */
export function FloatingIpAttachForm<R>({ floatingIp, form, instances, onDismiss }: Props<R>) {
  const none = !instances.isLoading && !instances.error && instances.rows.length === 0
  const instance = field(form, 'instance')
  return (
    <FormModal
      form={form}
      title="Attach floating IP"
      subtitle={`${floatingIp.name} (${floatingIp.ip})`}
      submitLabel="Attach"
      submitDisabled={instances.isLoading || none}
      onDismiss={onDismiss}
    >
      <Select
        label="Instance"
        required
        disabled={instances.isLoading || none}
        placeholder={instances.isLoading ? 'Loading instances…' : none ? 'No instances in this project' : 'Choose an instance'}
        options={instances.rows.map((i) => ({ value: i.name, label: `${i.name} (${i.runState})` }))}
        {...instance}
        error={instance.error ?? instances.error}
        description="An instance takes a floating IP while it is running or stopped"
      />
    </FormModal>
  )
}
