import type { Probe, ProbeChoices, ProbeValues } from '~/machines/networking/probes'
import { defaultPool } from '~/machines/shared/ip-pools.rules'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import { NameDescriptionForm } from '~/views/kit/NameDescriptionForm'
import { Select, TextField } from '~/views/ui'

/** `loaded`: the silo's pools, and the rack's sleds when the user may read them (else the sled id is typed). */
type Props = FormViewProps<ProbeValues, Probe, ProbeChoices>

export function ProbeCreateForm({ form, loaded: { pools, sleds }, onDismiss }: Props) {
  const fallback = defaultPool(pools)
  return (
    <NameDescriptionForm form={form} noun="probe" mode="create" onDismiss={onDismiss}>
      {sleds ? (
        <Select
          label="Sled"
          required
          placeholder="Choose a sled"
          options={sleds.map((s) => ({ value: s.id, label: s.baseboard.serial }))}
          {...field(form, 'sled')}
          description="The sled the probe runs on"
        />
      ) : (
        <TextField
          label="Sled ID"
          required
          {...field(form, 'sled')}
          description="The id of the sled the probe runs on (ask an operator: only fleet viewers can list sleds)"
          spellCheck={false}
          autoComplete="off"
        />
      )}
      <Select
        label="IP pool"
        placeholder={fallback ? `Silo default (${fallback.name})` : 'Silo default'}
        options={pools.map((p) => ({ value: p.name, label: p.name }))}
        {...field(form, 'pool')}
        description="Optional. The probe’s external address is drawn from this pool"
      />
    </NameDescriptionForm>
  )
}
