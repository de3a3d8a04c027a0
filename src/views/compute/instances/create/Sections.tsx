// The create form's sections (hardware, authentication, networking, advanced)
// and the field that looks a boot source up by name when its list was cut.
import { type KeyboardEvent, type ReactNode, useState } from 'react'
import { css } from 'styled-system/css'
import { FIND_NOUNS, type FindList, truncatedNote } from '~/machines/shared/find-by-name'
import type { InstanceCreateProps } from '~/machines/compute/instance-create.machine'
import { Button, Checkbox, NumberField, RadioGroup, Select, Tabs, TextArea, TextField } from '~/views/ui'
import { CPU_BOUNDS, MEMORY_BOUNDS, PRESET_CATEGORIES, type PresetCategory, PRESETS } from '~/machines/compute/instance-create'
import { field } from '~/machines/shared/form.connect'
import { Nothing, Row, Section } from './Section'
import { PickerField } from '~/views/kit/SectionColumn'
import { SectionState } from '~/views/ui'
import { PICKER_LIMIT } from '~/api'
import { summarizeSshKey } from '~/validation'

const noteClass = css({ fontSize: 'xs', color: 'fgMuted' })
const row = css({ display: 'flex', alignItems: 'flex-start', gap: '2', '& > :first-child': { flex: 1 } })
const button = css({ mt: '6' })

/** A line under a picker that shows only part of its list. */
export function TruncatedNote({ children }: { children: ReactNode }) {
  return <p className={noteClass}>{children}</p>
}

/**
 * Under a boot-source picker that shows only the first page of its list:
 * says so, and looks any other one up by its exact name (Nexus has no search),
 * choosing it when found.
 */
export function FindByName({ page, list }: { page: InstanceCreateProps; list: FindList }) {
  // What is being typed: view state until Find sends it.
  const [name, setName] = useState('')
  const noun = FIND_NOUNS[list].one
  const find = () => page.find(list, name)
  const onKeyDown = (e: KeyboardEvent) => {
    // Enter finds; it must not submit the create form around this field.
    if (e.key !== 'Enter') return
    e.preventDefault()
    find()
  }
  return (
    <div>
      <TruncatedNote>{truncatedNote(list)} To use another, enter its exact name.</TruncatedNote>
      <div className={row}>
        <TextField
          label={`Find ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun} by name`}
          name={`find-${list}`}
          autoComplete="off"
          value={name}
          error={page.findError?.list === list ? page.findError.message : undefined}
          onChange={setName}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" className={button} loading={page.finding === list} onClick={find}>
          Find
        </Button>
      </div>
    </div>
  )
}

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
      <Tabs aria-label="Hardware presets" value={category} onValueChange={(v) => page.choosePresetCategory(v)} tabs={PRESET_CATEGORIES}>
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

const list = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const keyText = css({ display: 'block', fontFamily: 'mono', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxW: '32rem' })

export function AuthenticationSection({ page, onAddSshKey }: { page: InstanceCreateProps; onAddSshKey: () => void }) {
  const { values, pickers } = page
  return (
    <Section title="Authentication" hint="SSH keys from your profile to install on the instance.">
      <fieldset className={list}>
        <legend className={css({ srOnly: true })}>SSH keys</legend>
        <SectionState section={page.lists.sshKeys} what="your SSH keys">
          {() => (
            <>
              {pickers.sshKeys.length === 0 && <Nothing>No SSH keys in your profile</Nothing>}
              {page.more.sshKeys && (
                <TruncatedNote>
                  Showing the first {PICKER_LIMIT} SSH keys of your profile; only the keys shown can be installed here.
                </TruncatedNote>
              )}
            </>
          )}
        </SectionState>
        {/* A key added here is offered while the profile's keys are read. */}
        {pickers.sshKeys.map((key) => (
          <Checkbox
            key={key.id}
            label={key.name}
            description={<span className={keyText}>{summarizeSshKey(key.publicKey)}</span>}
            value={values.sshKeys.includes(key.id)}
            onChange={(checked) => page.toggleSshKey(key.id, checked)}
          />
        ))}
      </fieldset>
      <div>
        <Button variant="secondary" onClick={onAddSshKey}>
          Add SSH key
        </Button>
      </div>
    </Section>
  )
}

const group = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const subheading = css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg' })
const indent = css({ display: 'flex', flexDirection: 'column', gap: '4', pl: '4', borderLeft: '2px solid {colors.border}' })

export function NetworkingSection({ page }: { page: InstanceCreateProps }) {
  const { values, errors, pickers } = page
  return (
    <Section title="Networking" hint="How the instance reaches its VPC and the outside world.">
      <RadioGroup
        label="Network interface"
        {...field(page, 'nic')}
        options={[
          { value: 'default', label: 'Default', description: "One interface in the project's default VPC and subnet" },
          { value: 'none', label: 'None', description: 'No network interface' },
          { value: 'custom', label: 'Custom', description: 'One interface in a VPC and subnet you choose' },
        ]}
      />
      {values.nic === 'custom' && (
        <div className={indent}>
          <TextField label="Interface name" required {...field(page, 'nicName')} />
          <TextArea label="Interface description" rows={2} {...field(page, 'nicDescription')} />
          <Row>
            <PickerField section={page.lists.vpcs} what="the project’s VPCs" label="VPC" required error={errors.nicVpc}>
              {() => (
                <Select
                  label="VPC"
                  required
                  placeholder="Choose a VPC"
                  options={pickers.vpcs.map(({ vpc }) => ({ value: vpc.name, label: vpc.name }))}
                  {...field(page, 'nicVpc')}
                  onChange={page.chooseVpc}
                  description={page.more.vpcs ? `The first ${PICKER_LIMIT} VPCs of this project` : undefined}
                />
              )}
            </PickerField>
            <Select
              label="Subnet"
              required
              placeholder={page.loadingSubnets ? 'Loading subnets…' : 'Choose a subnet'}
              disabled={page.loadingSubnets}
              options={page.subnets.map((s) => ({ value: s.name, label: `${s.name} — ${s.ipv4Block}` }))}
              {...field(page, 'nicSubnet')}
              error={errors.nicSubnet ?? page.subnetsError}
              description={page.moreSubnets ? `The first ${PICKER_LIMIT} subnets of this VPC` : undefined}
            />
          </Row>
          <TextField label="IP address" description="Optional; leave blank to have one assigned" {...field(page, 'nicIp')} />
        </div>
      )}

      <div className={group}>
        <h3 className={subheading}>External IPs</h3>
        <Checkbox
          label="Allocate an ephemeral IP"
          {...field(page, 'ephemeralIp')}
          description="An address for inbound traffic, released with the instance"
        />
        {values.ephemeralIp && (page.lists.ipPools.status !== 'ready' || pickers.ipPools.length > 0) && (
          <div className={indent}>
            <PickerField section={page.lists.ipPools} what="the silo’s IP pools" label="IP pool" error={errors.ephemeralIpPool}>
              {() => (
                <Select
                  label="IP pool"
                  placeholder="Silo default"
                  options={pickers.ipPools.map((p) => ({ value: p.name, label: p.isDefault ? `${p.name} (default)` : p.name }))}
                  {...field(page, 'ephemeralIpPool')}
                  description={page.more.ipPools ? `The first ${PICKER_LIMIT} IP pools of this silo` : undefined}
                />
              )}
            </PickerField>
          </div>
        )}
      </div>

      <fieldset className={group}>
        <legend className={subheading}>Floating IPs</legend>
        <SectionState section={page.lists.floatingIps} what="the project’s floating IPs">
          {() => (
            <>
              {page.more.floatingIps && (
                <TruncatedNote>Showing the unattached ones among the first {PICKER_LIMIT} floating IPs of this project.</TruncatedNote>
              )}
              {page.unattachedFloatingIps.length === 0 && (
                <Nothing>{page.more.floatingIps ? 'None of them is unattached' : 'No unattached floating IPs in this project'}</Nothing>
              )}
              {page.unattachedFloatingIps.map((f) => (
                <Checkbox
                  key={f.id}
                  label={`${f.name} (${f.ip})`}
                  value={values.floatingIps.includes(f.name)}
                  onChange={(checked) => page.toggleFloatingIp(f.name, checked)}
                />
              ))}
            </>
          )}
        </SectionState>
        {errors.floatingIps && <p className={css({ fontSize: 'xs', color: 'danger' })}>{errors.floatingIps}</p>}
      </fieldset>
    </Section>
  )
}

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
