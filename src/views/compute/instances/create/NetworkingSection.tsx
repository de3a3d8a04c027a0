import { css } from 'styled-system/css'
import { PICKER_LIMIT } from '~/api'
import type { NicChoice } from '~/machines/compute/instance-create'
import type { InstanceCreateProps } from '~/machines/compute/instance-create.machine'
import { Checkbox, RadioGroup, Select, TextArea, TextField } from '~/views/ui'
import { TruncatedNote } from './FindByName'
import { Nothing, Row, Section } from './Section'

const group = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const subheading = css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg' })
const indent = css({ display: 'flex', flexDirection: 'column', gap: '4', pl: '4', borderLeft: '2px solid {colors.border}' })

export function NetworkingSection({ page }: { page: InstanceCreateProps }) {
  const { values, errors, change, blur, pickers } = page
  const text = (name: 'nicName' | 'nicIp', label: string, extra: { required?: boolean; description?: string } = {}) => (
    <TextField
      label={label}
      name={name}
      {...extra}
      value={values[name]}
      error={errors[name]}
      onChange={(v) => change(name, v)}
      onBlur={() => blur(name)}
    />
  )
  return (
    <Section title="Networking" hint="How the instance reaches its VPC and the outside world.">
      <RadioGroup
        label="Network interface"
        name="nic"
        value={values.nic}
        onChange={(v) => change('nic', v as NicChoice)}
        options={[
          { value: 'default', label: 'Default', description: "One interface in the project's default VPC and subnet" },
          { value: 'none', label: 'None', description: 'No network interface' },
          { value: 'custom', label: 'Custom', description: 'One interface in a VPC and subnet you choose' },
        ]}
      />
      {values.nic === 'custom' && (
        <div className={indent}>
          {text('nicName', 'Interface name', { required: true })}
          <TextArea
            label="Interface description"
            name="nicDescription"
            rows={2}
            value={values.nicDescription}
            error={errors.nicDescription}
            onChange={(v) => change('nicDescription', v)}
            onBlur={() => blur('nicDescription')}
          />
          <Row>
            <Select
              label="VPC"
              name="nicVpc"
              required
              placeholder="Choose a VPC"
              options={pickers.vpcs.map(({ vpc }) => ({ value: vpc.name, label: vpc.name }))}
              value={values.nicVpc}
              error={errors.nicVpc}
              onChange={page.chooseVpc}
              description={page.more.vpcs ? `The first ${PICKER_LIMIT} VPCs of this project` : undefined}
            />
            <Select
              label="Subnet"
              name="nicSubnet"
              required
              placeholder={page.loadingSubnets ? 'Loading subnets…' : 'Choose a subnet'}
              disabled={page.loadingSubnets}
              options={page.subnets.map((s) => ({ value: s.name, label: `${s.name} — ${s.ipv4Block}` }))}
              value={values.nicSubnet}
              error={errors.nicSubnet ?? page.subnetsError}
              onChange={(v) => change('nicSubnet', v)}
              description={page.moreSubnets ? `The first ${PICKER_LIMIT} subnets of this VPC` : undefined}
            />
          </Row>
          {text('nicIp', 'IP address', { description: 'Optional; leave blank to have one assigned' })}
        </div>
      )}

      <div className={group}>
        <h3 className={subheading}>External IPs</h3>
        <Checkbox
          label="Allocate an ephemeral IP"
          checked={values.ephemeralIp}
          onChange={(v) => change('ephemeralIp', v)}
          description="An address for inbound traffic, released with the instance"
        />
        {values.ephemeralIp && pickers.ipPools.length > 0 && (
          <div className={indent}>
            <Select
              label="IP pool"
              name="ephemeralIpPool"
              placeholder="Silo default"
              options={pickers.ipPools.map((p) => ({ value: p.name, label: p.isDefault ? `${p.name} (default)` : p.name }))}
              value={values.ephemeralIpPool}
              error={errors.ephemeralIpPool}
              onChange={(v) => change('ephemeralIpPool', v)}
              description={page.more.ipPools ? `The first ${PICKER_LIMIT} IP pools of this silo` : undefined}
            />
          </div>
        )}
      </div>

      <fieldset className={group}>
        <legend className={subheading}>Floating IPs</legend>
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
            checked={values.floatingIps.includes(f.name)}
            onChange={(checked) => page.toggleFloatingIp(f.name, checked)}
          />
        ))}
        {errors.floatingIps && <p className={css({ fontSize: 'xs', color: 'danger' })}>{errors.floatingIps}</p>}
      </fieldset>
    </Section>
  )
}
