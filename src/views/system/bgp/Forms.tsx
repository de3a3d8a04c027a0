import {
  announcementErrors,
  ASN_MAX,
  ASN_MIN,
  blockLabel,
  emptyAnnouncement,
  type AnnouncementValues,
  type AnnounceSetFormLoad,
  type AnnounceSetFormValues,
  type BgpAnnounceSet,
  type BgpConfig,
  type BgpConfigFormValues,
} from '~/machines/system/bgp'
import type { BlockNames } from '~/machines/system/loopback-addresses'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import { mapSection, type Section } from '~/machines/shared/section'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { RuleFieldset } from '~/views/networking/firewall-rules/RuleListFields'
import { Button, TextArea, TextField } from '~/views/ui'
import { css } from 'styled-system/css'
import { SectionNotice, SectionSelect } from '../section-parts'

type BgpConfigFormProps = FormViewProps<BgpConfigFormValues, BgpConfig, void> & {
  /** The picker's choices, read beside the form. */
  announceSets: Section<BgpAnnounceSet[]>
}

/** Name, description, the rack's ASN, the announce set it announces and an optional VRF. */
export function BgpConfigForm({ form, announceSets, onDismiss }: BgpConfigFormProps) {
  const none = announceSets.status === 'ready' && announceSets.data.length === 0
  return (
    <FormModal form={form} title="New BGP config" submitLabel="Create BGP config" onDismiss={onDismiss}>
      <NameDescriptionFields form={form} />
      <TextField
        label="ASN"
        required
        inputMode="numeric"
        autoComplete="off"
        description={`The rack's autonomous system number, ${ASN_MIN} to ${ASN_MAX.toLocaleString('en-US')}`}
        {...field(form, 'asn')}
      />
      <SectionSelect
        label="Announce set"
        required
        placeholder={none ? 'No announce sets: create one first' : 'Choose an announce set'}
        what="the announce sets"
        choices={mapSection(announceSets, (sets) => sets.map((s) => ({ value: s.name, label: s.description ? `${s.name} — ${s.description}` : s.name })))}
        {...field(form, 'announceSet')}
      />
      <TextField
        label="VRF"
        autoComplete="off"
        spellCheck={false}
        description="Optional: a virtual routing and forwarding instance, named like a resource"
        {...field(form, 'vrf')}
      />
    </FormModal>
  )
}

type AnnounceSetFormProps = FormViewProps<AnnounceSetFormValues, BgpAnnounceSet, AnnounceSetFormLoad> & {
  mode: 'create' | 'edit'
  /** The blocks to draw from, read beside the form. */
  blocks: Section<BlockNames>
}

// The block's label is long (lot and range): it has a line of its own, the network and Remove below it.
const row = css({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"block block" "network remove"',
  gap: '2',
  alignItems: 'start',
  pb: '3',
  borderBottom: '1px solid {colors.border}',
})
const removeArea = css({ mt: '7', gridArea: 'remove' })
const blockArea = css({ gridArea: 'block' })
const networkArea = css({ gridArea: 'network' })
const problem = css({ fontSize: 'sm', color: 'danger' })

/** Name, description and the announcements: a network and the address lot block it comes from, as many as needed. */
export function AnnounceSetForm({ form, blocks, onDismiss, mode }: AnnounceSetFormProps) {
  const { values, errors, change, blur } = form
  const rows = values.announcements
  const shown = errors.announcements !== undefined
  const rowErrors = shown ? announcementErrors(rows) : []
  const rowsHaveErrors = rowErrors.some((e) => e.block || e.network)
  const edit = (index: number, patch: Partial<AnnouncementValues>) =>
    change(
      'announcements',
      rows.map((r, i) => (i === index ? { ...r, ...patch } : r)),
    )
  // A block the set names that no lot holds now stays choosable, by its id.
  const options = (current: string) =>
    mapSection(blocks, (names) => {
      const known = Object.keys(names)
      return [...known, ...(current && !known.includes(current) ? [current] : [])].map((id) => ({ value: id, label: blockLabel(names, id) }))
    })
  const title = mode === 'create' ? 'New announce set' : 'Edit announce set'
  return (
    <FormModal form={form} title={title} submitLabel={mode === 'create' ? 'Create announce set' : 'Save announce set'} onDismiss={onDismiss}>
      {mode === 'create' ? (
        <NameDescriptionFields form={form} />
      ) : (
        <>
          {/* Nexus finds the set by its name (a new name would be a new set) and keeps its description. */}
          <TextField label="Name" readOnly description="An announce set keeps its name" {...field(form, 'name')} />
          <TextArea
            label="Description"
            readOnly
            description="Nexus keeps an announce set’s description: saving changes its announcements only"
            {...field(form, 'description')}
          />
        </>
      )}
      <RuleFieldset title="Announcements" hint="Each announcement is a network the rack announces, from a block of an address lot.">
        <SectionNotice section={blocks} what="the address lot blocks" />
        {rows.map((r, i) => (
          <div className={row} key={i}>
            <div className={blockArea}>
              <SectionSelect
                label={`Announcement ${i + 1} address lot block`}
                placeholder="Choose a block"
                what="the address lot blocks"
                notice="elsewhere"
                choices={options(r.block)}
                value={r.block}
                error={rowErrors[i]?.block}
                onChange={(block) => edit(i, { block })}
                onBlur={() => blur('announcements')}
              />
            </div>
            <div className={networkArea}>
              <TextField
                label={`Announcement ${i + 1} network`}
                value={r.network}
                error={rowErrors[i]?.network}
                description="e.g. 198.51.100.0/24"
                autoComplete="off"
                spellCheck={false}
                onChange={(network) => edit(i, { network })}
                onBlur={() => blur('announcements')}
              />
            </div>
            <div className={removeArea}>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove announcement ${i + 1}`}
                disabled={rows.length === 1}
                disabledReason="A set has at least one announcement"
                onClick={() => change('announcements', rows.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            </div>
          </div>
        ))}
        {shown && !rowsHaveErrors && (
          <p className={problem} role="alert">
            {errors.announcements}
          </p>
        )}
        <div>
          <Button variant="secondary" size="sm" onClick={() => change('announcements', [...rows, emptyAnnouncement()])}>
            Add announcement
          </Button>
        </div>
      </RuleFieldset>
    </FormModal>
  )
}
