import type { VpcFirewallRuleAction, VpcFirewallRuleDirection } from '~/api'
import { MAX_PRIORITY, type FirewallRuleFormValues } from '~/machines/networking/firewall-rule-form'
import { addItem, addPort, PROTOCOLS, removeAt, toggleProtocol, type ItemType } from '~/machines/networking/firewall-rule-items'
import type { FormProps } from '~/machines/shared/form.connect'
import { css } from 'styled-system/css'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { Checkbox, NumberField, RadioGroup } from '~/views/ui'
import { ItemListField, PortListField, RuleFieldset } from './RuleListFields'

type Props<R> = {
  title: string
  submitLabel: string
  form: FormProps<FirewallRuleFormValues, R>
  /** Names offered in the target and host value fields, per type. */
  suggestions: Partial<Record<ItemType, readonly string[]>>
  onDismiss: () => void
}

const divider = css({ border: 'none', borderTop: '1px solid {colors.border}', m: 0 })
const protocolRow = css({ display: 'flex', gap: '5' })

/** Create, clone and edit share one form: the rule's fields and its lists. */
export function FirewallRuleForm<R>({ form, suggestions, ...modal }: Props<R>) {
  const { values, errors, change } = form
  return (
    <FormModal form={form} {...modal}>
      <NameDescriptionFields form={form} />
      <Checkbox label="Enabled" checked={values.enabled} onChange={(on) => change('enabled', on)} />
      <NumberField
        label="Priority"
        required
        min={0}
        max={MAX_PRIORITY}
        step={1}
        description={`0 to ${MAX_PRIORITY}; rules with lower numbers take precedence`}
        value={values.priority}
        error={errors.priority}
        onChange={(v) => change('priority', v)}
        onBlur={() => form.blur('priority')}
      />
      <RadioGroup
        label="Action"
        options={[
          { value: 'allow', label: 'Allow' },
          { value: 'deny', label: 'Deny' },
        ]}
        value={values.action}
        onChange={(v) => change('action', v as VpcFirewallRuleAction)}
      />
      <RadioGroup
        label="Direction of traffic"
        options={[
          { value: 'inbound', label: 'Inbound' },
          { value: 'outbound', label: 'Outbound' },
        ]}
        value={values.direction}
        onChange={(v) => change('direction', v as VpcFirewallRuleDirection)}
      />
      <hr className={divider} />
      <ItemListField
        title="Targets"
        noun="target"
        hint="The instances the rule applies to: any that matches one of these."
        items={values.targets}
        draft={values.targetDraft}
        error={values.targetDraft.error ?? errors.targetDraft}
        suggestions={suggestions}
        onDraftChange={(d) => change('targetDraft', d)}
        onAdd={() => {
          const { items, draft } = addItem(values.targets, values.targetDraft)
          change('targets', items)
          change('targetDraft', draft)
        }}
        onRemove={(i) => change('targets', removeAt(values.targets, i))}
      />
      <hr className={divider} />
      <ItemListField
        title="Host filters"
        noun="host filter"
        hint="The other end of the traffic (its source when inbound, its destination when outbound). None listed: any host."
        items={values.hosts}
        draft={values.hostDraft}
        error={values.hostDraft.error ?? errors.hostDraft}
        suggestions={suggestions}
        onDraftChange={(d) => change('hostDraft', d)}
        onAdd={() => {
          const { items, draft } = addItem(values.hosts, values.hostDraft)
          change('hosts', items)
          change('hostDraft', draft)
        }}
        onRemove={(i) => change('hosts', removeAt(values.hosts, i))}
      />
      <hr className={divider} />
      <PortListField
        ports={values.ports}
        draft={values.portDraft}
        error={values.portDraft.error ?? errors.portDraft}
        onDraftChange={(d) => change('portDraft', d)}
        onAdd={() => {
          const { items, draft } = addPort(values.ports, values.portDraft)
          change('ports', items)
          change('portDraft', draft)
        }}
        onRemove={(i) => change('ports', removeAt(values.ports, i))}
      />
      <hr className={divider} />
      <RuleFieldset title="Protocols" hint="None checked: any protocol.">
        <div className={protocolRow}>
          {PROTOCOLS.map((p) => (
            <Checkbox
              key={p}
              label={p}
              checked={values.protocols.includes(p)}
              onChange={(on) => change('protocols', toggleProtocol(values.protocols, p, on))}
            />
          ))}
        </div>
      </RuleFieldset>
    </FormModal>
  )
}
