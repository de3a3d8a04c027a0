// A page's secondary read: not the page's own resource but a part of it (a
// table, a panel, a column's names, a count). The page is drawn as soon as
// its own resource is in; each part fills in as its read answers, and one
// that fails says so in its own place, with Retry, while the rest of the page
// works. Only the page's own resource failing is the page's error.

/** A part of a page, as its read stands. */
export type Section<T> =
  | { status: 'pending' }
  | { status: 'failed'; message: string; retry: () => void }
  | { status: 'ready'; data: T }

/** The part's data when it is in; `fallback` meanwhile, or when it could not be read. */
export function sectionData<T, F>(section: Section<T>, fallback: F): T | F {
  return section.status === 'ready' ? section.data : fallback
}

/** A section made from another's data (the same status, retry and message). */
export function mapSection<T, U>(section: Section<T>, f: (data: T) => U): Section<U> {
  return section.status === 'ready' ? { status: 'ready', data: f(section.data) } : section
}
