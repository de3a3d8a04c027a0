// Importing a disk's blocks by bulk writes, as Nexus and its Crucible pantry
// check them. Messages keep
// Nexus's wording, which prints disk states with Rust's Debug format.
import type { components } from '../../src/api/generated/nexus'
import { invalidRequest } from './errors'

type DiskState = components['schemas']['DiskState']

/** The pantry refuses more than this many bytes in one bulk write (PantryEntry::MAX_CHUNK_SIZE). */
export const MAX_BULK_WRITE_BYTES = 512 * 1024
/** Offsets of bulk writes must fall on this boundary. */
export const BULK_WRITE_ALIGNMENT = 512

const DEBUG_NAMES: Record<DiskState['state'], string> = {
  creating: 'Creating',
  detached: 'Detached',
  import_ready: 'ImportReady',
  importing_from_url: 'ImportingFromUrl',
  importing_from_bulk_writes: 'ImportingFromBulkWrites',
  finalizing: 'Finalizing',
  maintenance: 'Maintenance',
  attaching: 'Attaching',
  attached: 'Attached',
  detaching: 'Detaching',
  destroyed: 'Destroyed',
  faulted: 'Faulted',
}

/** A disk state as Rust's `{:?}` prints it: `ImportReady`, `Attached(<uuid>)`. */
export function debugState(state: DiskState): string {
  const name = DEBUG_NAMES[state.state]
  return 'instance' in state ? `${name}(${state.instance})` : name
}

/** bulk-write-start and -stop: `cannot set disk in state ImportReady to "import_ready"`. */
export const cannotSetState = (from: DiskState, to: DiskState['state']) =>
  invalidRequest(`cannot set disk in state ${debugState(from)} to "${to}"`)

export const cannotBulkWrite = (state: DiskState) =>
  invalidRequest(`cannot import blocks with a bulk write for disk in state ${debugState(state)}`)

export const cannotFinalize = (state: DiskState) => invalidRequest(`cannot finalize disk in state ${debugState(state)}`)

const ALPHABET = /[A-Za-z0-9+/]/

/**
 * The number of bytes standard, padded base64 decodes to, or Nexus's 400 the
 * way the Rust `base64` crate words the first problem it meets.
 */
export function decodedLength(text: string): number {
  const fail = (detail: string) => invalidRequest(`error base64 decoding data: ${detail}`)
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0
  const body = text.length - padding
  for (let i = 0; i < body; i++) {
    if (!ALPHABET.test(text[i])) throw fail(`Invalid symbol ${text.charCodeAt(i)}, offset ${i}.`)
  }
  if (text.length % 4 === 1 && padding === 0) throw fail('Invalid input length.')
  if (text.length % 4 !== 0) throw fail('Invalid padding')
  return (text.length / 4) * 3 - padding
}

/** The pantry's checks of one write of `length` bytes at `offset` into a disk of `size` bytes. */
export function checkBulkWrite(offset: number, length: number, size: number): void {
  if (length > MAX_BULK_WRITE_BYTES) {
    throw invalidRequest(`Invalid number of blocks: data len ${length} over max chunk size ${MAX_BULK_WRITE_BYTES}!`)
  }
  if (offset % BULK_WRITE_ALIGNMENT !== 0) {
    throw invalidRequest(`offset ${offset} is not a multiple of ${BULK_WRITE_ALIGNMENT}`)
  }
  if (offset + length > size) {
    throw invalidRequest(`write of ${length} bytes at offset ${offset} is past the end of the disk (${size} bytes)`)
  }
}

// What each disk has received, by disk id. Disk ids are random UUIDs, so the
// counts of one mock server never mix with another's.
export interface ImportProgress {
  /** bytes accepted by bulk writes, counting a range written twice twice */
  bytesWritten: number
  writes: number
}

const progress = new Map<string, ImportProgress>()

export function recordWrite(diskId: string, bytes: number): void {
  const p = progress.get(diskId) ?? { bytesWritten: 0, writes: 0 }
  progress.set(diskId, { bytesWritten: p.bytesWritten + bytes, writes: p.writes + 1 })
}

/** What bulk writes have put into a disk so far (for tests and the preview's controls). */
export const importProgress = (diskId: string): ImportProgress => progress.get(diskId) ?? { bytesWritten: 0, writes: 0 }
