import { useState, type KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import { searchStatus, type ListFilterProps } from '~/machines/shared/list-filter.connect'
import { openableName } from '~/machines/shared/list-find.rules'
import { Button } from '~/views/ui'
import { controlClass } from '~/views/ui/fieldStyles'

const bar = css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '3' })
const input = css({ maxW: '20rem' })
const status = css({ fontSize: 'sm', color: 'fgMuted' })

type Props<Row> = {
  filter: ListFilterProps<Row>
  /** The table's name: 'Filter Instances'. */
  label: string
  /** Enter on an exact name opens it (the list has a page per row). */
  openByName?: (name: string) => Promise<boolean>
}

/**
 * The filter above a list: narrows the loaded rows as it is typed, says how
 * many show, and offers to search every page when more exist. Escape clears
 * it; Enter on an exact name opens that resource, when rows have a page.
 */
export function ListFilter<Row>({ filter, label, openByName }: Props<Row>) {
  // The last name Enter looked up and did not find (view state: gone as soon as the text changes).
  const [missing, setMissing] = useState<string>()
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape' && filter.query) {
      // Clears the filter only: a dialog around the list stays open.
      e.preventDefault()
      e.stopPropagation()
      filter.clear()
    } else if (e.key === 'Enter') {
      const name = openableName(filter.query)
      if (name && openByName) {
        e.preventDefault()
        void openByName(name).then((found) => setMissing(found ? undefined : name))
      } else if (filter.canSearchAll) {
        e.preventDefault()
        filter.searchAll()
      }
    }
  }
  const { search } = filter
  return (
    <div className={bar} role="search" aria-label={label}>
      <input
        type="search"
        aria-label={`Filter ${label.toLowerCase()}`}
        placeholder="Filter by name or description"
        aria-keyshortcuts="Escape"
        autoComplete="off"
        spellCheck={false}
        className={`${controlClass()} ${input}`}
        value={filter.query}
        onChange={(e) => {
          setMissing(undefined)
          filter.setQuery(e.target.value)
        }}
        onKeyDown={onKeyDown}
      />
      <span className={status} role="status" aria-live="polite">
        {missing !== undefined && missing === filter.query.trim()
          ? `No ${label.toLowerCase()} named “${missing}”`
          : search
            ? searchStatus(search)
            : filter.shownLabel}
      </span>
      {filter.canSearchAll && (
        <Button variant="secondary" size="sm" onClick={filter.searchAll}>
          Search all pages
        </Button>
      )}
      {search?.running && (
        <Button variant="ghost" size="sm" onClick={filter.cancel}>
          Cancel
        </Button>
      )}
      {search && !search.running && (
        <Button variant="ghost" size="sm" onClick={filter.cancel}>
          Back to this page
        </Button>
      )}
    </div>
  )
}
