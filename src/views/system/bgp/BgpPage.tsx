import { Link, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import type { Section as Part } from '~/machines/shared/section'
import type { BlockNames } from '~/machines/system/loopback-addresses'
import { BGP_TABS, blockLabel, type BgpAnnounceSet, type BgpAnnouncement, type BgpConfig, type BgpTab } from '~/machines/system/bgp'
import { pb } from '~/paths'
import { DetailsModal } from '~/views/kit/DetailsModal'
import { ListTable } from '~/views/kit/ListTable'
import { Button, buttonClass, EmptyState, formatDateTime, PageHeader, PropertiesTable, Section, SectionState, Table, Tabs } from '~/views/ui'
import { css } from 'styled-system/css'
import { mono, muted } from '~/views/ui/text'
import { PendingProperties, SectionCell, SectionNotice } from '../section-parts'

const toolbar = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '4', mb: '3' })
const note = css({ fontSize: 'sm', color: 'fgMuted', maxW: '70ch' })
const nameLink = css({ color: 'fg', fontWeight: 'medium', _hover: { color: 'accent' } })

/** The rack's BGP: how its peers are doing, its configs and the routes it announces. */
export function BgpPage({ tab, onTabChange, children }: { tab: BgpTab; onTabChange: (tab: BgpTab) => void; children: ReactNode }) {
  return (
    <>
      <PageHeader
        title="BGP"
        description="The rack switches' BGP sessions with upstream routers: their state, and what the rack announces."
      />
      <Tabs aria-label="BGP" value={tab} onValueChange={(v) => onTabChange(v as BgpTab)} tabs={[...BGP_TABS]}>
        {children}
      </Tabs>
    </>
  )
}

/**
 * A link to one of `pb`'s URLs that carries a query (`…?tab=announce-sets`):
 * the router is given the query apart from the path, else its preload reads
 * the query as part of the last path segment (a set named "x?tab=…").
 */
function HrefLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const [to, query = ''] = href.split('?')
  return (
    <Link to={to} search={Object.fromEntries(new URLSearchParams(query))} className={className}>
      {children}
    </Link>
  )
}

/** A tab's create action: a link, or a disabled button that says why. */
function CreateLink({ href, label, write }: { href: string; label: string; write: Permission }) {
  return write.allowed ? (
    <HrefLink href={href} className={buttonClass({ variant: 'primary', size: 'sm' })}>
      {label}
    </HrefLink>
  ) : (
    <Button variant="primary" size="sm" disabled disabledReason={write.reason}>
      {label}
    </Button>
  )
}

type TabProps<T> = { list: ListProps<T>; write: Permission; onDelete: (row: T) => void }

/** The rack's BGP configs: an ASN and the announce set its peers are sent. */
export function BgpConfigsTab({ list, write, onDelete }: TabProps<BgpConfig>) {
  return (
    <>
      <div className={toolbar}>
        <p className={note}>
          A BGP config is the rack's autonomous system number and the announce set it announces. Switch port settings
          name a config for each of their BGP peers.
        </p>
        <CreateLink href={pb.bgpConfigsNew()} label="New BGP config" write={write} />
      </div>
      <ListTable
        label="BGP configs"
        list={list}
        rowKey={(c) => c.id}
        rowName={(c) => c.name}
        columns={[
          { header: 'Name', cell: (c) => c.name },
          { header: 'Description', cell: (c) => <span className={muted}>{c.description}</span> },
          { header: 'ASN', cell: (c) => <span className={mono}>{c.asn}</span>, width: '9rem' },
          { header: 'VRF', cell: (c) => c.vrf ?? <span className={muted}>—</span>, width: '9rem' },
          { header: 'Created', cell: (c) => formatDateTime(c.timeCreated), width: '12rem' },
        ]}
        rowActions={(c) => [
          { label: 'Delete', danger: write.allowed, disabled: !write.allowed, disabledReason: write.reason, onSelect: () => onDelete(c) },
        ]}
        emptyState={<EmptyState title="No BGP configs" body="Create an announce set first, then a config that announces it." />}
      />
    </>
  )
}

/** Named sets of networks the rack announces, each drawn from an address lot block. */
export function AnnounceSetsTab({ list, write, onDelete }: TabProps<BgpAnnounceSet>) {
  const navigate = useNavigate()
  return (
    <>
      <div className={toolbar}>
        <p className={note}>
          An announce set lists the networks a BGP config announces to its peers, each from a block of an address lot.
        </p>
        <CreateLink href={pb.bgpAnnounceSetsNew()} label="New announce set" write={write} />
      </div>
      <ListTable
        label="Announce sets"
        list={list}
        rowKey={(s) => s.id}
        rowName={(s) => s.name}
        columns={[
          {
            header: 'Name',
            cell: (s) => (
              <HrefLink href={pb.bgpAnnounceSet({ announceSet: s.name })} className={nameLink}>
                {s.name}
              </HrefLink>
            ),
          },
          { header: 'Description', cell: (s) => <span className={muted}>{s.description}</span> },
          { header: 'Created', cell: (s) => formatDateTime(s.timeCreated), width: '12rem' },
        ]}
        rowActions={(s) => [
          { label: 'View announcements', onSelect: () => void navigate({ href: pb.bgpAnnounceSet({ announceSet: s.name }) }) },
          {
            label: 'Edit',
            disabled: !write.allowed,
            disabledReason: write.reason,
            onSelect: () => void navigate({ href: pb.bgpAnnounceSetEdit({ announceSet: s.name }) }),
          },
          { label: 'Delete', danger: write.allowed, disabled: !write.allowed, disabledReason: write.reason, onSelect: () => onDelete(s) },
        ]}
        emptyState={<EmptyState title="No announce sets" body="An announce set lists the networks the rack announces over BGP." />}
      />
    </>
  )
}

type AnnounceSetDetailsProps = {
  name: string
  /** From the list of sets, read beside the announcements; undefined when the list did not hold it: the announcements still show. */
  set: Part<BgpAnnounceSet | undefined>
  announcements: BgpAnnouncement[]
  /** The blocks' names, read beside them (a block no lot holds shows its id). */
  blockNames: Part<BlockNames>
  onDismiss: () => void
}

/** A set's announcements: each network and the address lot block it is drawn from. */
export function AnnounceSetDetails({ name, set, announcements, blockNames, onDismiss }: AnnounceSetDetailsProps) {
  return (
    <DetailsModal title="Announce set" subtitle={name} onDismiss={onDismiss}>
      <SectionState section={set} what="the announce set’s details" pending={<PendingProperties labels={['Name', 'Description', 'Updated', 'ID']} />}>
        {(s) =>
          s && (
            <PropertiesTable
              items={[
                { label: 'Name', value: s.name },
                { label: 'Description', value: s.description || '—' },
                { label: 'Updated', value: formatDateTime(s.timeModified) },
                { label: 'ID', value: <span className={mono}>{s.id}</span> },
              ]}
            />
          )
        }
      </SectionState>
      <Section title="Announcements">
        <SectionNotice section={blockNames} what="the address lot blocks’ names" />
        <Table
          label="Announcements"
          rows={announcements}
          rowKey={(a) => `${a.network}/${a.addressLotBlockId}`}
          columns={[
            { header: 'Network', cell: (a) => <span className={mono}>{a.network}</span> },
            {
              header: 'Address lot block',
              cell: (a) => <SectionCell section={blockNames}>{(names) => blockLabel(names, a.addressLotBlockId)}</SectionCell>,
            },
          ]}
          emptyState="No announcements"
        />
      </Section>
    </DetailsModal>
  )
}
