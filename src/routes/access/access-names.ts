// The names in an operator's access table, a part of the page
// (machines/access/access-names): read as a section, and when they come in
// (or change), the table reads its rows again, from the cache, to take them.
import { useEffect, useRef } from 'react'
import { namesSection, type OperatorScope } from '~/machines/access/access-names'
import type { AccessRow } from '~/machines/access/access'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Section } from '~/machines/shared/section'
import { useSection } from '../kit'

export function useRowNames(scope: OperatorScope, list: ListProps<AccessRow>): Section<unknown> {
  const names = useSection(namesSection(scope))
  const data = names.status === 'ready' ? names.data : undefined
  // The list's refresh is a new function with each of its snapshots: follow the names only.
  const refresh = useRef(list.refresh)
  useEffect(() => {
    refresh.current = list.refresh
  })
  useEffect(() => {
    if (data) refresh.current()
  }, [data])
  return names
}
