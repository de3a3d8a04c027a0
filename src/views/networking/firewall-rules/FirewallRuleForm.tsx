import type { VpcFirewallRuleUpdate } from '~/api'
import {
  addDraft,
  MAX_PRIORITY,
  PROTOCOLS,
  removeAt,
  toggleProtocol,
  type FirewallRuleFormValues,
  type RuleFormLoad,
  type RuleList,
  type RuleSuggestions,
} from '~/machines/networking/firewall-rules'
import { field, setFields, type FormViewProps } from '~/machines/shared/form.connect'
import { css } from 'styled-system/css'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { Checkbox, NumberField, RadioGroup } from '~/views/ui'
import { ItemListField, PortListField, RuleFieldset } from './RuleListFields'

/** `loaded`: the VPC's rules and the rule cloned or edited. */
type Props = FormViewProps<FirewallRuleFormValues, VpcFirewallRuleUpdate, RuleFormLoad> & {
  mode: 'new' | 'clone' | 'edit'
  /** Names offered in the target and host value fields, once read (a part of the form; free text meanwhile). */
  suggestions: RuleSuggestions
}

const TITLES: Record<Props['mode'], (rule: string) => string> = {
  new: () => 'Add firewall rule',
  clone: (rule) => `Clone firewall rule ${rule}`,
  edit: (rule) => `Edit firewall rule ${rule}`,
}

const divider = css({ border: 'none', borderTop: '1px solid {colors.border}', m: 0 })
const protocolRow = css({ display: 'flex', gap: '5' })

/** Create, clone and edit share one form: the rule's fields and its lists. */
export function FirewallRuleForm({ form, mode, loaded, suggestions, onDismiss }: Props) {
  const { values, errors, change } = form
  const add = (list: RuleList) => setFields(form, addDraft(values, list))
  return (
    <FormModal
      form={form}
      title={TITLES[mode](loaded.rule?.name ?? '')}
      submitLabel={mode === 'edit' ? 'Update rule' : 'Add rule'}
      onDismiss={onDismiss}
    >
      <NameDescriptionFields form={form} />
      <Checkbox label="Enabled" {...field(form, 'enabled')} />
      <NumberField
        label="Priority"
        required
        min={0}
        max={MAX_PRIORITY}
        step={1}
        description={`0 to ${MAX_PRIORITY}; rules with lower numbers take precedence`}
        {...field(form, 'priority')}
      />
      <RadioGroup
        label="Action"
        options={[
          { value: 'allow', label: 'Allow' },
          { value: 'deny', label: 'Deny' },
        ]}
        {...field(form, 'action')}
      />
      <RadioGroup
        label="Direction of traffic"
        options={[
          { value: 'inbound', label: 'Inbound' },
          { value: 'outbound', label: 'Outbound' },
        ]}
        {...field(form, 'direction')}
      />
      <hr className={divider} />
      <ItemListField
        title="Targets"
        noun="target"
        name="targetDraft"
        hint="The instances the rule applies to: any that matches one of these."
        items={values.targets}
        draft={values.targetDraft}
        error={values.targetDraft.error ?? errors.targetDraft}
        suggestions={suggestions}
        onDraftChange={(d) => change('targetDraft', d)}
        onAdd={() => add('targets')}
        onRemove={(i) => change('targets', removeAt(values.targets, i))}
      />
      <hr className={divider} />
      <ItemListField
        title="Host filters"
        noun="host filter"
        name="hostDraft"
        hint="The other end of the traffic (its source when inbound, its destination when outbound). None listed: any host."
        items={values.hosts}
        draft={values.hostDraft}
        error={values.hostDraft.error ?? errors.hostDraft}
        suggestions={suggestions}
        onDraftChange={(d) => change('hostDraft', d)}
        onAdd={() => add('hosts')}
        onRemove={(i) => change('hosts', removeAt(values.hosts, i))}
      />
      <hr className={divider} />
      <PortListField
        ports={values.ports}
        draft={values.portDraft}
        error={values.portDraft.error ?? errors.portDraft}
        onDraftChange={(d) => change('portDraft', d)}
        onAdd={() => add('ports')}
        onRemove={(i) => change('ports', removeAt(values.ports, i))}
      />
      <hr className={divider} />
      <RuleFieldset title="Protocols" hint="None checked: any protocol.">
        <div className={protocolRow}>
          {PROTOCOLS.map((p) => (
            <Checkbox
              key={p}
              label={p}
              value={values.protocols.includes(p)}
              onChange={(on) => change('protocols', toggleProtocol(values.protocols, p, on))}
            />
          ))}
        </div>
      </RuleFieldset>
    </FormModal>
  )
}
