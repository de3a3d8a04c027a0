import {
  blockErrors,
  emptyBlock,
  KIND_LABELS,
  type AddressLotCreated,
  type AddressLotFormValues,
  type AddressLotKind,
  type BlockValues,
} from '~/machines/system/address-lots.input'
import type { FormViewProps } from '~/machines/shared/form.connect'
import { ipRangeSize } from '~/validation/ip-range'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { RuleFieldset } from '~/views/networking/firewall-rules/RuleListFields'
import { Button, formatBigCount, RadioGroup, TextField } from '~/views/ui'
import { css } from 'styled-system/css'

type Props = FormViewProps<AddressLotFormValues, AddressLotCreated>

const row = css({ display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: '2', alignItems: 'start' })
const removeButton = css({ mt: '7' })
const problem = css({ fontSize: 'sm', color: 'danger' })

const KINDS: AddressLotKind[] = ['infra', 'pool']

/** Name, description, kind and the lot's blocks: first to last address each, as many as needed. */
export function AddressLotForm({ form, onDismiss }: Props) {
  const { values, errors, change, blur } = form
  const blocks = values.blocks
  // Each row's own messages show once the blocks were left or a submit was tried (the form's `blocks` message).
  const shown = errors.blocks !== undefined
  const rowErrors = shown ? blockErrors(blocks) : []
  const rowsHaveErrors = rowErrors.some((e) => e.first || e.last)
  const edit = (index: number, patch: Partial<BlockValues>) =>
    change(
      'blocks',
      blocks.map((b, i) => (i === index ? { ...b, ...patch } : b)),
    )
  return (
    <FormModal form={form} title="New address lot" submitLabel="Create address lot" onDismiss={onDismiss}>
      <NameDescriptionFields form={form} />
      <RadioGroup
        label="Kind"
        options={KINDS.map((k) => ({ value: k, label: KIND_LABELS[k].label, description: KIND_LABELS[k].hint }))}
        value={values.kind}
        onChange={(kind) => change('kind', kind)}
        error={errors.kind}
      />
      <RuleFieldset title="Blocks" hint="Each block is a range of addresses, both ends included: IPv4 or IPv6, first to last.">
        {blocks.map((b, i) => {
          const size = ipRangeSize(b.first, b.last)
          return (
            <div className={row} key={i}>
              <TextField
                label={`Block ${i + 1} first address`}
                value={b.first}
                error={rowErrors[i]?.first}
                autoComplete="off"
                spellCheck={false}
                onChange={(first) => edit(i, { first })}
                onBlur={() => blur('blocks')}
              />
              <TextField
                label={`Block ${i + 1} last address`}
                value={b.last}
                error={rowErrors[i]?.last}
                description={size === undefined ? undefined : `${formatBigCount(size).exact} ${size === 1n ? 'address' : 'addresses'}`}
                autoComplete="off"
                spellCheck={false}
                onChange={(last) => edit(i, { last })}
                onBlur={() => blur('blocks')}
              />
              <Button
                variant="ghost"
                size="sm"
                className={removeButton}
                aria-label={`Remove block ${i + 1}`}
                disabled={blocks.length === 1}
                disabledReason="A lot has at least one block"
                onClick={() => change('blocks', blocks.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            </div>
          )
        })}
        {/* The list's own problem (none, two alike); a row's problem shows on its field. */}
        {shown && !rowsHaveErrors && (
          <p className={problem} role="alert">
            {errors.blocks}
          </p>
        )}
        <div>
          <Button variant="secondary" size="sm" onClick={() => change('blocks', [...blocks, emptyBlock()])}>
            Add block
          </Button>
        </div>
      </RuleFieldset>
    </FormModal>
  )
}
