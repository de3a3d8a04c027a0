import type { FormViewProps } from '~/machines/shared/form.connect'
import { cpuText, gibText, type QuotasFormContext, type QuotasFormValues, type QuotasSaved } from '~/machines/system/silos'
import { FormModal } from '~/views/kit/FormModal'
import { QuotaFields } from '../QuotaFields'

/** `loaded`: the quotas as they are and what is provisioned now, which a new quota may not go under. */
type Props = FormViewProps<QuotasFormValues, QuotasSaved, QuotasFormContext>

/** CPUs, memory and storage; memory and storage in GiB (the call sends bytes). */
export function QuotasForm({ form, params: { silo }, loaded: { provisioned }, onDismiss }: Props) {
  return (
    <FormModal form={form} title="Edit quotas" subtitle={silo} submitLabel="Save quotas" onDismiss={onDismiss}>
      <QuotaFields
        form={form}
        hints={{
          cpus: `${cpuText(provisioned.cpus)} provisioned by running instances`,
          memoryGib: `${gibText(provisioned.memory)} provisioned by running instances`,
          storageGib: `${gibText(provisioned.storage)} provisioned by disks and snapshots`,
        }}
      />
    </FormModal>
  )
}
