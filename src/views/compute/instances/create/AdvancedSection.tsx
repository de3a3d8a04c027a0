import type { AutoRestartChoice } from '~/machines/compute/instance-create'
import type { InstanceCreateProps } from '~/machines/compute/instance-create.machine'
import { Checkbox, RadioGroup, TextArea } from '~/views/ui'
import { Section } from './Section'

export function AdvancedSection({ page }: { page: InstanceCreateProps }) {
  const { values, errors, change, blur } = page
  return (
    <Section title="Advanced">
      <TextArea
        label="User data"
        name="userData"
        rows={5}
        spellCheck={false}
        value={values.userData}
        error={errors.userData}
        onChange={(v) => change('userData', v)}
        onBlur={() => blur('userData')}
        description="For cloud-init and similar; sent base64-encoded, at most 32 KiB"
      />
      <RadioGroup
        label="Auto-restart policy"
        name="autoRestartPolicy"
        value={values.autoRestartPolicy}
        onChange={(v) => change('autoRestartPolicy', v as AutoRestartChoice)}
        options={[
          { value: 'default', label: 'Default', description: 'The control plane decides (currently best effort)' },
          { value: 'never', label: 'Never', description: 'Stay failed until started by hand' },
          { value: 'best_effort', label: 'Best effort', description: 'Restart after a failure when the control plane can' },
        ]}
      />
      <Checkbox label="Start on create" checked={values.start} onChange={(v) => change('start', v)} />
    </Section>
  )
}
