// A part of a page read after its rows are drawn (names for the ids on
// screen, the instances' external IPs): its key is the rows', so no loader
// can start it. Taken from the cache when fresh; read again when the page
// comes back to rows it read a while ago, as a loader would.
import { useEffect, useRef } from 'react'
import type { SectionRead } from '~/api'
import type { Section } from '~/machines/shared/section'
import { startPart } from '~/machines/shared/section-reads'
import { useSection } from './kit'

export function useRowsSection<T>(section: SectionRead<T>): Section<T> {
  // The section is made anew each render: its key says when it is another read.
  const key = JSON.stringify(section.key)
  const latest = useRef(section)
  useEffect(() => {
    latest.current = section
  })
  useEffect(() => startPart(latest.current), [key])
  return useSection(section)
}
