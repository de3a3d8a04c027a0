import type { FloatingIp } from '~/api'
import type { FormProps } from '~/machines/shared/form.connect'
import type { FloatingIpValues } from '~/machines/compute/instance-networking'
import type { ListProps } from '~/machines/shared/list.connect'
import { Select, SideModalForm } from '~/views/ui'

type Props<R> = {
  form: FormProps<FloatingIpValues, R>
  /** The project's floating IPs not attached to anything. */
  floatingIps: ListProps<FloatingIp>
  onDismiss: () => void
}

export function AttachFloatingIpForm<R>({ form, floatingIps, onDismiss }: Props<R>) {
  const empty = !floatingIps.isLoading && !floatingIps.error && floatingIps.rows.length === 0
  return (
    <SideModalForm
      title="Attach floating IP"
      submitLabel="Attach"
      errors={form.formErrors}
      submitting={form.isSubmitting}
      dirty={form.isDirty}
      onSubmit={form.submit}
      onDismiss={onDismiss}
    >
      <Select
        label="Floating IP"
        name="floatingIp"
        required
        placeholder={floatingIps.isLoading ? 'Loading floating IPs…' : 'Select a floating IP'}
        disabled={floatingIps.isLoading}
        options={floatingIps.rows.map((f) => ({ value: f.name, label: `${f.name} (${f.ip})` }))}
        value={form.values.floatingIp}
        error={form.errors.floatingIp ?? floatingIps.error}
        description={empty ? 'This project has no unattached floating IPs' : undefined}
        onChange={(v) => form.change('floatingIp', v)}
        onBlur={() => form.blur('floatingIp')}
      />
    </SideModalForm>
  )
}
