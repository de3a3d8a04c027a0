import type { ProbeRow } from '~/machines/networking/probes.input'
import { mono } from '~/views/ui/text'


/** A probe's sled: its serial when the sleds could be read, else its id (small, so it does not pass for a name). */
export function SledName({ probe }: { probe: Pick<ProbeRow, 'sled' | 'sledSerial'> }) {
  return probe.sledSerial ? <span title={probe.sled}>{probe.sledSerial}</span> : <span className={mono}>{probe.sled}</span>
}
