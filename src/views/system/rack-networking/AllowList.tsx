import type { KeyboardEvent } from 'react'
import { addDraft, removeEntry, type AllowList, type AllowListFormValues, type AllowListMode } from '~/machines/system/allow-list'
import type { FormViewProps } from '~/machines/shared/form.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import { pb } from '~/paths'
import { FormModal } from '~/views/kit/FormModal'
import { PermittedLink } from '~/views/kit/NameLink'
import { RuleFieldset } from '~/views/networking/firewall-rules/RuleListFields'
import { Badge, Button, formatDateTime, PageHeader, PropertiesTable, RadioGroup, Section, Table, TextField } from '~/views/ui'
import { css } from 'styled-system/css'
import { mono } from '~/views/ui/text'

const note = css({ mb: '4', fontSize: 'sm', color: 'fgMuted', maxW: '75ch' })

/** Which source addresses may reach the rack's user-facing services: any, or the listed ones. */
export function AllowListPage({ allowList, write }: { allowList: AllowList; write: Permission }) {
  const allowed = allowList.allowedIps
  const edit = (
    <PermittedLink to={pb.allowListEdit()} permission={write} variant="primary">
      Edit allow-list
    </PermittedLink>
  )
  return (
    <>
      <PageHeader
        title="Allow-list"
        description="The source addresses that may reach the rack’s user-facing services"
        actions={edit}
      />
      <p className={note}>
        The allow-list applies to everything the rack serves its users — this console, the API and the CLI. Traffic
        from any other source is dropped.
      </p>
      <PropertiesTable
        items={[
          {
            label: 'Allowed sources',
            value:
              allowed.allow === 'any' ? (
                <Badge variant="green">Any source</Badge>
              ) : (
                <Badge variant="yellow">
                  {allowed.ips.length === 1 ? '1 address or network' : `${allowed.ips.length} addresses and networks`}
                </Badge>
              ),
          },
          { label: 'Last changed', value: formatDateTime(allowList.timeModified) },
        ]}
      />
      {allowed.allow === 'list' && (
        <Section title="Allowed addresses and networks">
          <Table
            label="Allowed addresses and networks"
            rows={allowed.ips}
            rowKey={(ip) => ip}
            columns={[{ header: 'Address or network', cell: (ip) => <span className={mono}>{ip}</span> }]}
            emptyState="No entries"
          />
        </Section>
      )}
    </>
  )
}

type AllowListFormProps = FormViewProps<AllowListFormValues, AllowList, AllowList> & {
  /** May this user save it: the fleet role's, read beside the list. */
  write: Permission
}

const none = css({ fontSize: 'sm', color: 'fgMuted' })
const problem = css({ fontSize: 'sm', color: 'danger' })
const adder = css({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '2', alignItems: 'start' })
const addButton = css({ mt: '7' })

const MODES: { value: AllowListMode; label: string; description: string }[] = [
  { value: 'any', label: 'Any source', description: 'Every address may reach the rack’s user-facing services' },
  { value: 'list', label: 'Only these addresses and networks', description: 'Traffic from any other source is dropped' },
]

/** Any source, or a list of addresses and networks (one added at a time, each once). The page's wiring confirms a list. */
export function AllowListForm({ form, write, onDismiss }: AllowListFormProps) {
  const { values, errors, change, blur } = form
  const add = () => {
    const next = addDraft(values)
    change('ips', next.ips)
    change('draft', next.draft)
  }
  // Enter in the entry field adds it, rather than saving the whole form.
  const addOnEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return
    e.preventDefault()
    add()
  }
  const rows = values.ips.map((ip, index) => ({ ip, index }))
  return (
    <FormModal
      form={form}
      title="Edit allow-list"
      submitLabel="Save allow-list"
      submitDisabled={!write.allowed}
      submitDisabledReason={write.reason}
      onDismiss={onDismiss}
    >
      <RadioGroup label="Allowed sources" options={MODES} value={values.mode} onChange={(mode) => change('mode', mode)} />
      {values.mode === 'list' && (
        <RuleFieldset title="Addresses and networks" hint="An IP address (10.0.0.1) or a network (10.0.0.0/24), IPv4 or IPv6.">
          {rows.length === 0 ? (
            <p className={none}>No entries</p>
          ) : (
            <Table
              label="Addresses and networks"
              rows={rows}
              rowKey={(r) => r.ip}
              columns={[
                { header: 'Address or network', cell: (r) => <span className={mono}>{r.ip}</span> },
                {
                  header: 'Remove',
                  hideHeader: true,
                  width: '6rem',
                  cell: (r) => (
                    <Button size="sm" variant="ghost" aria-label={`Remove ${r.ip}`} onClick={() => change('ips', removeEntry(values.ips, r.index))}>
                      Remove
                    </Button>
                  ),
                },
              ]}
            />
          )}
          {errors.ips && (
            <p className={problem} role="alert">
              {errors.ips}
            </p>
          )}
          <div className={adder}>
            <TextField
              label="Address or network"
              name="draft"
              value={values.draft.value}
              error={values.draft.error ?? errors.draft}
              autoComplete="off"
              spellCheck={false}
              onChange={(value) => change('draft', { value })}
              onBlur={() => blur('draft')}
              onKeyDown={addOnEnter}
            />
            <Button variant="secondary" className={addButton} onClick={add}>
              Add
            </Button>
          </div>
        </RuleFieldset>
      )}
    </FormModal>
  )
}
