import { field, type FormProps } from '~/machines/shared/form.connect'
import { NumberField } from '~/views/ui'

type Quotas = { cpus: number | undefined; memoryGib: number | undefined; storageGib: number | undefined }

/** What each field says under it (e.g. what is provisioned now, which the quota may not go under). */
export type QuotaHints = Partial<Record<keyof Quotas, string>>

/** A silo's three quotas, memory and storage in GiB (the calls send bytes): the new-silo form and "Edit quotas". */
export function QuotaFields<V extends Quotas, R>({ form, hints = {} }: { form: FormProps<V, R>; hints?: QuotaHints }) {
  // V may carry more fields; these three are the same in every form that uses this.
  const own = form as unknown as FormProps<Quotas, R>
  return (
    <>
      <NumberField label="CPUs" required min={0} step={1} unit="vCPUs" description={hints.cpus} {...field(own, 'cpus')} />
      <NumberField
        label="Memory"
        required
        min={0}
        step={1}
        unit="GiB"
        description={hints.memoryGib}
        {...field(own, 'memoryGib')}
      />
      <NumberField
        label="Storage"
        required
        min={0}
        step={1}
        unit="GiB"
        description={hints.storageGib}
        {...field(own, 'storageGib')}
      />
    </>
  )
}
