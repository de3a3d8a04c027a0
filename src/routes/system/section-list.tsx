// A paged table that is a part of a page, or what a tab is about: its first
// page is read as the route is entered (the loader starts it and does not
// wait), and the table shows it once in, or says in its place why it could not
// be read, with Retry; from there its list machine pages on and follows the
// mutations under `refreshOn`. Only this part waits or fails: the rest of the
// page is drawn and works.
import type { ReactNode } from 'react'
import type { SectionRead } from '~/api'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Page } from '~/machines/shared/list.machine'
import { SectionSpace } from '~/views/kit/SectionSpace'
import { SectionState } from '~/views/ui'
import { useListPage, useSection, type ListPageOptions } from '../kit'

type Props<T> = Omit<ListPageOptions<T>, 'initialPage'> & {
  /** The first page, as the loader started it. */
  first: SectionRead<Page<T>>
  /** The part as a user names it: 'the built-in users'. */
  what: string
  children: (list: ListProps<T>) => ReactNode
}

export function SectionList<T>({ first, what, children, ...list }: Props<T>) {
  const section = useSection(first)
  return (
    <SectionState section={section} what={what} pending={<SectionSpace what={what} />}>
      {(page) => (
        <PagedList initialPage={page} {...list}>
          {children}
        </PagedList>
      )}
    </SectionState>
  )
}

function PagedList<T>({ children, ...options }: ListPageOptions<T> & { children: (list: ListProps<T>) => ReactNode }) {
  const { list } = useListPage(options)
  return <>{children(list)}</>
}
