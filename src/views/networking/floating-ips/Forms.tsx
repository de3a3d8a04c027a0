// The floating IP's side-modal forms: create, edit, and attach to an instance.
import type { FloatingIp, Instance } from '~/api'
import type { FloatingIpAttachValues, FloatingIpCreateValues, FloatingIpEditValues } from '~/machines/networking/floating-ips'
import { field, type FormProps, type FormViewProps } from '~/machines/shared/form.connect'
import { defaultPool, type SiloIpPool } from '~/machines/shared/ip-pools.rules'
import type { Section } from '~/machines/shared/section'
import { PickerField } from '~/views/kit/SectionColumn'
import type { ListProps } from '~/machines/shared/list.connect'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionForm } from '~/views/kit/NameDescriptionForm'
import { Select, TextField } from '~/views/ui'

type CreateProps = {
  form: FormProps<FloatingIpCreateValues, FloatingIp>
  /** The silo's pools, a part of the form read as it opens; the default one is marked (and picked to start with). */
  pools: Section<{ items: SiloIpPool[] }>
  onDismiss: () => void
}

export function FloatingIpCreateForm({ form, pools, onDismiss }: CreateProps) {
  return (
    <NameDescriptionForm form={form} noun="floating IP" mode="create" onDismiss={onDismiss}>
      <PickerField section={pools} what="the silo’s IP pools" label="IP pool" error={form.errors.pool}>
        {({ items }) => (
          <Select
            label="IP pool"
            required={!defaultPool(items)}
            placeholder={form.values.pool ? undefined : defaultPool(items) ? 'The silo’s default pool' : 'Choose a pool'}
            options={items.map((p) => ({ value: p.name, label: p.isDefault ? `${p.name} (default)` : p.name }))}
            {...field(form, 'pool')}
            description="The address is drawn from this pool"
          />
        )}
      </PickerField>
      <TextField
        label="IP address"
        {...field(form, 'ip')}
        description="Optional. A free address of the pool; left empty, one is picked for you"
        spellCheck={false}
        autoComplete="off"
      />
    </NameDescriptionForm>
  )
}

type EditProps = FormViewProps<FloatingIpEditValues, FloatingIp>

/** The address and pool are fixed once created: only the name and description change. */
export function FloatingIpEditForm({ form, onDismiss }: EditProps) {
  return (
    <NameDescriptionForm form={form} noun="floating IP" mode="edit" onDismiss={onDismiss} />
  )
}

type AttachProps<R> = {
  /** The floating IP being attached: its name and address, for the subtitle. */
  floatingIp: { name: string; ip: string }
  form: FormProps<FloatingIpAttachValues, R>
  /** The project's instances. */
  instances: ListProps<Instance>
  onDismiss: () => void
}

/** Picks the instance to attach the floating IP to; the server says when one cannot take it now. */
export function FloatingIpAttachForm<R>({ floatingIp, form, instances, onDismiss }: AttachProps<R>) {
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
