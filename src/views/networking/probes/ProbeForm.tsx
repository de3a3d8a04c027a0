import type { Probe, ProbeValues, Sled } from '~/machines/networking/probes'
import { inService } from '~/machines/networking/probes'
import { defaultPool, type SiloIpPool } from '~/machines/shared/ip-pools.rules'
import { field, type FormProps } from '~/machines/shared/form.connect'
import type { Section } from '~/machines/shared/section'
import { NameDescriptionForm } from '~/views/kit/NameDescriptionForm'
import { PickerField } from '~/views/kit/SectionColumn'
import { SectionFailure, Select, TextField } from '~/views/ui'

type Props = {
  form: FormProps<ProbeValues, Probe>
  /** The silo's pools and the rack's sleds: parts of the form, read as it opens (sleds null: the user may not list them). */
  pools: Section<{ items: SiloIpPool[] }>
  sleds: Section<Sled[] | null>
  onDismiss: () => void
}

export function ProbeCreateForm({ form, pools, sleds, onDismiss }: Props) {
  // Anyone who cannot pick a sled types its id: no sled list to read, or it could not be read.
  const sledId = (
    <TextField
      label="Sled ID"
      required
      {...field(form, 'sled')}
      description="The id of the sled the probe runs on (ask an operator: only fleet viewers can list sleds)"
      spellCheck={false}
      autoComplete="off"
    />
  )
  return (
    <NameDescriptionForm form={form} noun="probe" mode="create" onDismiss={onDismiss}>
      {sleds.status === 'failed' ? (
        <>
          <SectionFailure what="the rack’s sleds" message={sleds.message} retry={sleds.retry} />
          {sledId}
        </>
      ) : (
        <PickerField section={sleds} what="the rack’s sleds" label="Sled" required error={form.errors.sled}>
          {(all) => {
            const choices = inService(all)
            return choices ? (
              <Select
                label="Sled"
                required
                placeholder="Choose a sled"
                options={choices.map((s) => ({ value: s.id, label: s.baseboard.serial }))}
                {...field(form, 'sled')}
                description="The sled the probe runs on"
              />
            ) : (
              sledId
            )
          }}
        </PickerField>
      )}
      <PickerField section={pools} what="the silo’s IP pools" label="IP pool" error={form.errors.pool}>
        {({ items }) => {
          const fallback = defaultPool(items)
          return (
            <Select
              label="IP pool"
              placeholder={fallback ? `Silo default (${fallback.name})` : 'Silo default'}
              options={items.map((p) => ({ value: p.name, label: p.name }))}
              {...field(form, 'pool')}
              description="Optional. The probe’s external address is drawn from this pool"
            />
          )
        }}
      </PickerField>
    </NameDescriptionForm>
  )
}
