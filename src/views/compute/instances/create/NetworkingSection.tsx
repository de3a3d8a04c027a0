import { css } from 'styled-system/css'
import { PICKER_LIMIT } from '~/api'
import type { InstanceCreateProps } from '~/machines/compute/instance-create.machine'
import { field } from '~/machines/shared/form.connect'
import { Checkbox, RadioGroup, Select, TextArea, TextField } from '~/views/ui'
import { TruncatedNote } from './FindByName'
import { Nothing, Row, Section } from './Section'

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
            <Select
              label="VPC"
              required
              placeholder="Choose a VPC"
              options={pickers.vpcs.map(({ vpc }) => ({ value: vpc.name, label: vpc.name }))}
              {...field(page, 'nicVpc')}
              onChange={page.chooseVpc}
              description={page.more.vpcs ? `The first ${PICKER_LIMIT} VPCs of this project` : undefined}
            />
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
        {values.ephemeralIp && pickers.ipPools.length > 0 && (
          <div className={indent}>
            <Select
              label="IP pool"
              placeholder="Silo default"
              options={pickers.ipPools.map((p) => ({ value: p.name, label: p.isDefault ? `${p.name} (default)` : p.name }))}
              {...field(page, 'ephemeralIpPool')}
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
            value={values.floatingIps.includes(f.name)}
            onChange={(checked) => page.toggleFloatingIp(f.name, checked)}
          />
        ))}
        {errors.floatingIps && <p className={css({ fontSize: 'xs', color: 'danger' })}>{errors.floatingIps}</p>}
      </fieldset>
    </Section>
  )
}
