// The sled an instance runs on, as the instance page's header says it to a
// fleet viewer: its serial, linked to the sled's page; or that it runs on
// none (stopped), or that no sled lists it.
import { css } from 'styled-system/css'
import type { InstanceState } from '~/api'
import type { InstancePlacement } from '~/machines/shared/sled-placement.rules'
import type { Section } from '~/machines/shared/section'
import { pb } from '~/paths'
import { Link } from '@tanstack/react-router'
import { SectionValue } from '~/views/ui'
import { muted } from '~/views/ui/text'

const link = css({ fontFamily: 'mono', fontSize: 'xs', color: 'accent', textDecoration: 'underline', textUnderlineOffset: '2px', _hover: { color: 'fg' } })

/** Why an instance in this state runs on no sled. */
const NONE: Partial<Record<InstanceState, string>> = {
  stopped: 'None: a stopped instance runs on no sled',
  failed: 'None: a failed instance runs on no sled until it starts again',
  creating: 'None yet: it is placed when it starts',
}

export function InstanceSled({ placement }: { placement: Section<InstancePlacement> }) {
  return (
    <SectionValue section={placement} what="the sled it runs on">
      {(p) =>
        p.kind === 'sled' ? (
          <Link to={pb.sledInstances({ sledId: p.sledId })} className={link}>
            {p.serial}
          </Link>
        ) : p.kind === 'none' ? (
          <span className={muted}>{NONE[p.state] ?? 'None'}</span>
        ) : (
          <span className={muted}>Not found on any sled’s list</span>
        )
      }
    </SectionValue>
  )
}
