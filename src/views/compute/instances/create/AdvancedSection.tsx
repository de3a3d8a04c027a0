import type { InstanceCreateProps } from '~/machines/compute/instance-create.machine'
import { field } from '~/machines/shared/form.connect'
import { Checkbox, RadioGroup, TextArea } from '~/views/ui'
import { Section } from './Section'

export function AdvancedSection({ page }: { page: InstanceCreateProps }) {
  return (
    <Section title="Advanced">
      <TextArea
        label="User data"
        rows={5}
        spellCheck={false}
        {...field(page, 'userData')}
        description="For cloud-init and similar; sent base64-encoded, at most 32 KiB"
      />
      <RadioGroup
        label="Auto-restart policy"
        {...field(page, 'autoRestartPolicy')}
        options={[
          { value: 'default', label: 'Default', description: 'The control plane decides (currently best effort)' },
          { value: 'never', label: 'Never', description: 'Stay failed until started by hand' },
          { value: 'best_effort', label: 'Best effort', description: 'Restart after a failure when the control plane can' },
        ]}
      />
      <Checkbox label="Start on create" {...field(page, 'start')} />
    </Section>
  )
}
