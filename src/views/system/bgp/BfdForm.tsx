import { SWITCH_LOCATIONS } from '~/machines/system/loopback-addresses.input'
import type { BfdEnabled, BfdFormValues } from '~/machines/system/bfd.input'
import { BFD_MODES } from '~/machines/system/bgp.rules'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import { FormModal } from '~/views/kit/FormModal'
import { RadioGroup, TextField } from '~/views/ui'
import { css } from 'styled-system/css'

type Props = FormViewProps<BfdFormValues, BfdEnabled>

const pair = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2', alignItems: 'start' })

/** The peer, the switch and what it listens on, the mode, and how fast a lost peer is noticed. */
export function BfdForm({ form, onDismiss }: Props) {
  return (
    <FormModal form={form} title="Enable BFD session" submitLabel="Enable session" onDismiss={onDismiss}>
      <TextField label="Remote address" required autoComplete="off" spellCheck={false} description="The peer's address" {...field(form, 'remote')} />
      <TextField
        label="Local address"
        autoComplete="off"
        spellCheck={false}
        description="Optional: the address the switch listens on; empty for any (0.0.0.0 or ::)"
        {...field(form, 'local')}
      />
      <RadioGroup label="Switch" options={SWITCH_LOCATIONS.map((s) => ({ value: s, label: s }))} {...field(form, 'switch')} />
      <RadioGroup
        label="Mode"
        options={BFD_MODES.map((m) => ({ value: m.value, label: m.label, description: m.hint }))}
        {...field(form, 'mode')}
      />
      <div className={pair}>
        <TextField
          label="Detection threshold"
          required
          inputMode="numeric"
          autoComplete="off"
          description="Missed packets before the peer is down, 1 to 255"
          {...field(form, 'detectionThreshold')}
        />
        <TextField
          label="Required rx (µs)"
          required
          inputMode="numeric"
          autoComplete="off"
          description="Smallest interval between packets from the peer, in microseconds"
          {...field(form, 'requiredRx')}
        />
      </div>
    </FormModal>
  )
}
