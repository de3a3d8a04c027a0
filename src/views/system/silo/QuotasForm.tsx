import { field, type FormViewProps } from '~/machines/shared/form.connect'
import { cpuText, gibText, type QuotasFormContext, type QuotasFormValues, type QuotasSaved } from '~/machines/system/silo-quotas.input'
import { FormModal } from '~/views/kit/FormModal'
import { NumberField } from '~/views/ui'

/** `loaded`: the quotas as they are and what is provisioned now, which a new quota may not go under. */
type Props = FormViewProps<QuotasFormValues, QuotasSaved, QuotasFormContext>

/** CPUs, memory and storage; memory and storage in GiB (the call sends bytes). */
export function QuotasForm({ form, params: { silo }, loaded: { provisioned }, onDismiss }: Props) {
  return (
    <FormModal form={form} title="Edit quotas" subtitle={silo} submitLabel="Save quotas" onDismiss={onDismiss}>
      <NumberField
        label="CPUs"
        required
        min={0}
        step={1}
        unit="vCPUs"
        description={`${cpuText(provisioned.cpus)} provisioned by running instances`}
        {...field(form, 'cpus')}
      />
      <NumberField
        label="Memory"
        required
        min={0}
        step={1}
        unit="GiB"
        description={`${gibText(provisioned.memory)} provisioned by running instances`}
        {...field(form, 'memoryGib')}
      />
      <NumberField
        label="Storage"
        required
        min={0}
        step={1}
        unit="GiB"
        description={`${gibText(provisioned.storage)} provisioned by disks and snapshots`}
        {...field(form, 'storageGib')}
      />
    </FormModal>
  )
}
