import { CPU_BOUNDS, MEMORY_BOUNDS, PRESET_CATEGORIES, PRESETS, type PresetCategory } from '~/machines/compute/instance-create'
import type { InstanceCreateProps } from '~/machines/compute/instance-create.machine'
import { field } from '~/machines/shared/form.connect'
import { NumberField, RadioGroup, Tabs } from '~/views/ui'
import { Row, Section } from './Section'

const categoryHint: Record<PresetCategory, string> = {
  general: 'Balanced: 4 GiB of memory per vCPU',
  highCpu: 'Compute heavy: 2 GiB of memory per vCPU',
  highMemory: 'Memory heavy: 8 GiB of memory per vCPU',
  custom: `Any shape: ${CPU_BOUNDS.min}–${CPU_BOUNDS.max} vCPUs, ${MEMORY_BOUNDS.min}–${MEMORY_BOUNDS.max} GiB of memory`,
}

export function HardwareSection({ page }: { page: InstanceCreateProps }) {
  const category = page.presetCategory
  return (
    <Section title="Hardware" hint="vCPUs and memory. Pick a preset or set your own.">
      <Tabs aria-label="Hardware presets" value={category} onValueChange={(v) => page.choosePresetCategory(v as PresetCategory)} tabs={PRESET_CATEGORIES}>
        {category === 'custom' ? (
          <Row>
            <NumberField
              label="vCPUs"
              required
              min={CPU_BOUNDS.min}
              max={CPU_BOUNDS.max}
              step={1}
              {...field(page, 'ncpus')}
              description={`${CPU_BOUNDS.min}–${CPU_BOUNDS.max}`}
            />
            <NumberField
              label="Memory"
              unit="GiB"
              required
              min={MEMORY_BOUNDS.min}
              max={MEMORY_BOUNDS.max}
              step={1}
              {...field(page, 'memory')}
              description={`${MEMORY_BOUNDS.min}–${MEMORY_BOUNDS.max} GiB`}
            />
          </Row>
        ) : (
          <RadioGroup
            label="Preset"
            description={categoryHint[category]}
            {...field(page, 'preset')}
            onChange={page.choosePreset}
            options={PRESETS.filter((p) => p.category === category).map((p) => ({
              value: p.id,
              label: `${p.ncpus} vCPUs, ${p.memory} GiB`,
            }))}
          />
        )}
      </Tabs>
    </Section>
  )
}
