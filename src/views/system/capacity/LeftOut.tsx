// What the capacity estimate does not see: what the control plane also weighs
// when it places an instance, and the API does not report.
import { css } from 'styled-system/css'
import { pb } from '~/paths'
import { Link } from '@tanstack/react-router'
import { Section } from '~/views/ui'

const link = css({ color: 'accent', textDecoration: 'underline', textUnderlineOffset: '2px', _hover: { color: 'fg' } })
const list = css({ display: 'grid', gap: '2', fontSize: 'sm', listStyle: 'disc', pl: '5', maxW: '60rem' })

/** The estimate's blind spots, each in a sentence or two; the rules themselves are in docs/behaviour.md ("Capacity"). */
export function LeftOut() {
  return (
    <Section title="What this estimate leaves out">
      <ul className={list}>
        <li>
          <strong>Memory the control plane keeps.</strong> An instance’s memory comes from its sled’s VMM reservoir, which is
          smaller than the usable memory the API reports: the sled first holds back memory for its operating system and the
          services every sled runs (44 GiB on the rack’s sleds as configured today, plus the kernel’s page tables) and gives a
          share of the rest (about 91% today) to the reservoir. The API does not report the reservoir, so the memory here is an upper bound: a
          nearly full sled can refuse an instance this page says fits.
        </li>
        <li>
          <strong>The control plane’s own services.</strong> Nexus, its database, the storage and DNS services run on the same
          sleds, outside any instance. Their memory is part of what is held back above; their CPU time is not set aside, so every
          usable hardware thread counts as room for vCPUs.
        </li>
        <li>
          <strong>Disks.</strong> An instance’s disks are placed apart from it: each disk is stored as three copies on physical
          disks of three different sleds, wherever there is space. Whether the disks fit is not answered here; the storage
          estimate is on <Link to={pb.systemUtilization()} className={link}>
            Utilization
          </Link>.
        </li>
        <li>
          <strong>Affinity groups.</strong> An instance in an anti-affinity group is kept off sleds where another member runs; an
          affinity group keeps its members on one sled. The answer is for an instance in no group.
        </li>
        <li>
          <strong>Instances being moved.</strong> A migrating instance also holds its size on the sled it is moving to until the
          move ends; the API lists it on the sled it is leaving only.
        </li>
        <li>
          <strong>Now is not later.</strong> Room can be taken between this answer and a start: the control plane checks again
          when it places an instance, and a start with no room is refused as insufficient capacity. A silo’s quota also bounds
          what its instances may hold, whatever room the sleds have.
        </li>
      </ul>
    </Section>
  )
}
