// Writing a file into an importing disk: the file is cut into chunks of at
// most 512 KiB (the most Nexus's pantry takes in one bulk write), each read
// from the file only when its turn comes (`slice().arrayBuffer()`, never the
// whole file), base64-encoded and sent at its offset, a few at a time.
import { KiB } from '~/api'
import { errorStatus } from '../shared/error-message.rules'
import type { UploadSource } from './image-upload-form.input'

/** The most data Nexus accepts in one bulk write. */
export const MAX_CHUNK_BYTES = 512 * KiB
/** Bulk writes in flight at once: enough to keep the line busy, few enough to keep memory small. */
export const UPLOAD_CONCURRENCY = 4
/** A write that fails for a reason a retry might cure (no answer, or a 5xx) is sent again this often. */
export const WRITE_RETRIES = 2

export type WriteChunk = (offset: number, base64: string) => Promise<void>

export interface UploadOptions {
  file: UploadSource
  write: WriteChunk
  /** told the bytes done so far after each chunk */
  onProgress?: (bytesWritten: number) => void
  /** checked before each new chunk: true stops the upload once the writes in flight end */
  shouldStop?: () => boolean
  chunkBytes?: number
  concurrency?: number
  retries?: number
}

/** 'done': every byte is on the disk; 'stopped': shouldStop ended it first. */
export type UploadResult = 'done' | 'stopped'

export const chunkCount = (size: number, chunkBytes = MAX_CHUNK_BYTES) => Math.ceil(size / chunkBytes)

/** Chunk `index` of a file of `size` bytes: [offset, end). */
export function chunkAt(index: number, size: number, chunkBytes = MAX_CHUNK_BYTES) {
  const offset = index * chunkBytes
  return { offset, end: Math.min(offset + chunkBytes, size) }
}

// String.fromCharCode takes its arguments on the stack: feed it in slices.
const FROM_CHAR_CODE_SLICE = 0x8000

/** Standard, padded base64 of `bytes`. */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += FROM_CHAR_CODE_SLICE) {
    binary += String.fromCharCode(...bytes.subarray(i, i + FROM_CHAR_CODE_SLICE))
  }
  return btoa(binary)
}

/** A new disk reads as zeros, so a chunk of zeros needs no write. */
export function isAllZeros(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== 0) return false
  return true
}

/** Worth sending again: the call got no answer, or the server failed (not a refusal). */
export function isRetryable(error: unknown): boolean {
  const status = errorStatus(error)
  return status === undefined || status >= 500
}

async function withRetries(attempt: () => Promise<void>, retries: number): Promise<void> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt()
    } catch (e) {
      if (tries >= retries || !isRetryable(e)) throw e
    }
  }
}

/**
 * Writes the whole file, at most `concurrency` chunks in flight. A chunk that
 * still fails after its retries ends the upload: no new chunk starts, the
 * writes in flight are waited for, then its error is thrown. Chunks finish in
 * any order; progress counts bytes whose write has succeeded.
 */
export async function uploadFile({
  file,
  write,
  onProgress,
  shouldStop = () => false,
  chunkBytes = MAX_CHUNK_BYTES,
  concurrency = UPLOAD_CONCURRENCY,
  retries = WRITE_RETRIES,
}: UploadOptions): Promise<UploadResult> {
  const count = chunkCount(file.size, chunkBytes)
  let next = 0
  let written = 0
  let failure: { error: unknown } | null = null

  async function worker() {
    while (!failure && next < count && !shouldStop()) {
      const { offset, end } = chunkAt(next++, file.size, chunkBytes)
      try {
        const bytes = new Uint8Array(await file.slice(offset, end).arrayBuffer())
        if (!isAllZeros(bytes)) await withRetries(() => write(offset, toBase64(bytes)), retries)
      } catch (error) {
        failure ??= { error }
        return
      }
      written += end - offset
      onProgress?.(written)
    }
  }

  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker))
  if (failure) throw (failure as { error: unknown }).error
  return next >= count && written === file.size ? 'done' : 'stopped'
}
