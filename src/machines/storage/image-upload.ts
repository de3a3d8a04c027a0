// Uploading an image file: the form's values and rules, writing the file into
// an importing disk in chunks, the Nexus calls the upload makes, and those
// calls as the upload machine (image-upload.machine.ts) invokes them.
//
// Nexus imports whole blocks into a disk whose size is a whole number of GiB,
// so the file must be a whole number of blocks and fit the largest disk. The
// file is cut into chunks of at most 512 KiB (the most Nexus takes in one bulk
// write), each read from the file only when its turn comes
// (`slice().arrayBuffer()`, never the whole file), base64-encoded and sent at
// its offset, a few at a time.
import { fromCallback, fromPromise } from 'xstate'
import { api, ApiError, GiB, KiB, type Disk, type Image, type Schema, type Snapshot } from '~/api'
import { BLOCK_SIZES as LIMIT_BLOCK_SIZES, messages, validateDescription, validateName } from '~/validation'
import { errorStatus } from '../shared/error-message.rules'
import { createFormMachine, type FieldErrors, type FormInput } from '../shared/form.machine'
import { IMAGE_HEAD_BYTES } from './image-upload.rules'

// ---- the form ------------------------------------------------------------------

export type BlockSize = Schema<'BlockSize'>
export const BLOCK_SIZES: readonly BlockSize[] = LIMIT_BLOCK_SIZES

/** Nexus's largest disk (MAX_DISK_SIZE_BYTES): the largest image file that fits. */
export const MAX_IMAGE_FILE_BYTES = 1023 * GiB

/** What the upload reads of the file: its size and slices of it, one at a time. */
export interface UploadSource {
  readonly size: number
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> }
}

export type ImageUploadValues = {
  name: string
  description: string
  os: string
  version: string
  blockSize: BlockSize
  file: (UploadSource & { readonly name?: string }) | null
}

/** The values an upload starts with: a file is chosen. */
export type UploadValues = Omit<ImageUploadValues, 'file'> & { file: NonNullable<ImageUploadValues['file']> }

export const imageUploadInitialValues: ImageUploadValues = {
  name: '',
  description: '',
  os: '',
  version: '',
  blockSize: 512,
  file: null,
}

export const imageUploadMessages = {
  osRequired: messages.required('OS'),
  versionRequired: messages.required('Version'),
  fileRequired: messages.required('Image file'),
  fileEmpty: 'The file is empty',
  fileTooLarge: 'The file is larger than the largest disk (1023 GiB)',
  blockSize: 'Block size must be 512, 2048 or 4096 bytes',
  notWholeBlocks: (blockSize: number) => `The file size must be a multiple of the block size (${blockSize} bytes)`,
  nameTaken: 'Image name already exists',
} as const

/** Why this file cannot be imported with this block size; undefined when it can. */
export function checkImageFile(file: Pick<UploadSource, 'size'> | null, blockSize: number): string | undefined {
  if (!file) return imageUploadMessages.fileRequired
  if (file.size === 0) return imageUploadMessages.fileEmpty
  if (file.size > MAX_IMAGE_FILE_BYTES) return imageUploadMessages.fileTooLarge
  if (!BLOCK_SIZES.includes(blockSize as BlockSize)) return undefined // the block size field says so
  if (file.size % blockSize !== 0) return imageUploadMessages.notWholeBlocks(blockSize)
  return undefined
}

/** The file's first sectors, as much as the boot checks (image-upload.rules.ts) look at. */
export async function readImageHead(file: UploadSource): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, Math.min(file.size, IMAGE_HEAD_BYTES)).arrayBuffer())
}

/** The temporary disk holds the whole file: its size rounded up to whole GiB (Nexus's unit of disk size). */
export const diskSizeFor = (fileSize: number) => Math.max(1, Math.ceil(fileSize / GiB)) * GiB

export function validateImageUpload(v: ImageUploadValues): FieldErrors<ImageUploadValues> {
  return {
    name: validateName(v.name),
    description: validateDescription(v.description),
    os: v.os.trim() ? undefined : imageUploadMessages.osRequired,
    version: v.version.trim() ? undefined : imageUploadMessages.versionRequired,
    blockSize: BLOCK_SIZES.includes(v.blockSize) ? undefined : imageUploadMessages.blockSize,
    file: checkImageFile(v.file, v.blockSize),
  }
}

export const imageUploadFormMachine = createFormMachine<ImageUploadValues, Image>()

/**
 * The form's input. Its submit is the whole upload (`upload`, normally
 * `runUpload` on the page's upload machine): the form stays submitting while
 * it runs, and a failed or cancelled upload returns to editing with every
 * value kept and the upload's account of what happened as the form's error.
 */
export function imageUploadFormInput(
  upload: (values: UploadValues) => Promise<Image>,
): FormInput<ImageUploadValues, Image> {
  return {
    initialValues: imageUploadInitialValues,
    validate: validateImageUpload,
    submit: (values) => {
      // The rules keep an empty file from getting here; this narrows the type.
      if (!values.file) return Promise.reject(new Error(imageUploadMessages.fileRequired))
      return upload({ ...values, file: values.file })
    },
  }
}

/** Checks the file again (the machine may be started without the form) and that the image name is free. */
export async function checkUpload(calls: ImportApi, project: string, values: UploadValues): Promise<void> {
  const fileProblem = checkImageFile(values.file, values.blockSize)
  if (fileProblem) throw new Error(fileProblem)
  if (await calls.imageExists(project, values.name)) throw new Error(imageUploadMessages.nameTaken)
}

// ---- writing the file in chunks -------------------------------------------------

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

// ---- the calls ------------------------------------------------------------------

export type ImageCreate = Schema<'ImageCreate'>

/** The calls an upload makes. The Nexus ones are the default; tests pass their own. */
export interface ImportApi {
  imageExists(project: string, name: string): Promise<boolean>
  createDisk(
    project: string,
    disk: { name: string; description: string; size: number; blockSize: BlockSize },
  ): Promise<Disk>
  startImport(diskId: string): Promise<void>
  bulkWrite(diskId: string, offset: number, base64: string): Promise<void>
  stopImport(diskId: string): Promise<void>
  /** Finalize the import; with a name, Nexus also snapshots the disk. */
  finalize(diskId: string, snapshotName: string | null): Promise<void>
  viewSnapshot(project: string, name: string): Promise<Snapshot>
  createImage(project: string, image: ImageCreate): Promise<Image>
  /** The disk of that name, or null when there is none. */
  findDisk(project: string, name: string): Promise<Disk | null>
  deleteDisk(diskId: string): Promise<void>
  /** False when there was no such snapshot. */
  deleteSnapshot(project: string, name: string): Promise<boolean>
  deleteImage(imageId: string): Promise<void>
}

const isNotFound = (e: unknown) => e instanceof ApiError && e.statusCode === 404

async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call
  } catch (e) {
    if (isNotFound(e)) return null
    throw e
  }
}

export const nexusImportApi: ImportApi = {
  imageExists: async (project, image) =>
    (await orNull(api.get('/v1/images/{image}', { path: { image }, query: { project } }))) !== null,
  createDisk: (project, d) =>
    api.post('/v1/disks', {
      query: { project },
      body: {
        name: d.name,
        description: d.description,
        size: d.size,
        diskSource: { type: 'importing_blocks', blockSize: d.blockSize },
      },
    }),
  startImport: (disk) => api.post('/v1/disks/{disk}/bulk-write-start', { path: { disk } }),
  bulkWrite: (disk, offset, base64EncodedData) =>
    api.post('/v1/disks/{disk}/bulk-write', { path: { disk }, body: { offset, base64EncodedData } }),
  stopImport: (disk) => api.post('/v1/disks/{disk}/bulk-write-stop', { path: { disk } }),
  finalize: (disk, snapshotName) => api.post('/v1/disks/{disk}/finalize', { path: { disk }, body: { snapshotName } }),
  viewSnapshot: (project, snapshot) => api.get('/v1/snapshots/{snapshot}', { path: { snapshot }, query: { project } }),
  createImage: (project, body) => api.post('/v1/images', { query: { project }, body }),
  findDisk: (project, disk) => orNull(api.get('/v1/disks/{disk}', { path: { disk }, query: { project } })),
  deleteDisk: (disk) => api.delete('/v1/disks/{disk}', { path: { disk } }),
  deleteSnapshot: async (project, snapshot) =>
    (await orNull(
      api.delete('/v1/snapshots/{snapshot}', { path: { snapshot }, query: { project } }).then(() => true),
    )) ?? false,
  deleteImage: (image) => api.delete('/v1/images/{image}', { path: { image } }),
}

// ---- the cleanup's rules -----------------------------------------------------------

/** What the machine knows of the temporary disk: its state, none, or not known (after a failed call). */
export type DiskKnowledge = 'none' | 'import_ready' | 'importing' | 'detached' | 'unknown'

/** What the cleanup makes of a disk it finds in each state; any other state it names as left behind. */
export const DISK_FOUND: Partial<Record<Disk['state']['state'], DiskKnowledge>> = {
  importing_from_bulk_writes: 'importing',
  import_ready: 'import_ready',
  detached: 'detached',
  faulted: 'detached',
}

/** A message as a sentence, with its closing stop (what the cleanup left is told in sentences). */
export const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

// ---- the calls as the upload machine invokes them -------------------------------

export type Calls = { api: ImportApi; project: string }
export type DiskCall = { api: ImportApi; diskId: string }
type UploadInput = DiskCall & { file: UploadSource; chunkBytes: number; concurrency: number; retries: number }

const uploader = fromCallback<{ type: 'STOP' }, UploadInput>(({ input, sendBack, receive }) => {
  let stop = false
  let gone = false
  receive((event) => {
    if (event.type === 'STOP') stop = true
  })
  uploadFile({
    file: input.file,
    write: (offset, data) => input.api.bulkWrite(input.diskId, offset, data),
    onProgress: (bytesWritten) => !gone && sendBack({ type: 'PROGRESS', bytesWritten }),
    shouldStop: () => stop || gone,
    chunkBytes: input.chunkBytes,
    concurrency: input.concurrency,
    retries: input.retries,
  }).then(
    (result) => !gone && sendBack({ type: result === 'done' ? 'UPLOAD_DONE' : 'UPLOAD_STOPPED' }),
    (error: unknown) => !gone && sendBack({ type: 'UPLOAD_FAILED', error }),
  )
  // Stopped with its page: start no new chunk.
  return () => {
    gone = true
  }
})

/** Each call the upload machine makes, by the name it invokes it under. */
export const importActors = {
  checkUpload: fromPromise<void, Calls & { values: UploadValues }>(({ input }) =>
    checkUpload(input.api, input.project, input.values),
  ),
  createDisk: fromPromise<Disk, Calls & { name: string; values: UploadValues }>(({ input }) =>
    input.api.createDisk(input.project, {
      name: input.name,
      description: `Temporary disk for uploading image ${input.values.name}`,
      size: diskSizeFor(input.values.file.size),
      blockSize: input.values.blockSize,
    }),
  ),
  startImport: fromPromise<void, DiskCall>(({ input }) => input.api.startImport(input.diskId)),
  upload: uploader,
  stopImport: fromPromise<void, DiskCall>(({ input }) => input.api.stopImport(input.diskId)),
  // Finalize answers with no body: the snapshot's id (which the image needs) is read after.
  finalize: fromPromise<Snapshot | null, DiskCall & { project: string; snapshotName: string | null }>(
    async ({ input }) => {
      await input.api.finalize(input.diskId, input.snapshotName)
      return input.snapshotName ? input.api.viewSnapshot(input.project, input.snapshotName) : null
    },
  ),
  createImage: fromPromise<Image, Calls & { image: ImageCreate }>(({ input }) =>
    input.api.createImage(input.project, input.image),
  ),
  findDisk: fromPromise<Disk | null, Calls & { name: string }>(({ input }) =>
    input.api.findDisk(input.project, input.name),
  ),
  deleteDisk: fromPromise<void, DiskCall>(({ input }) => input.api.deleteDisk(input.diskId)),
  deleteSnapshot: fromPromise<boolean, Calls & { name: string }>(({ input }) =>
    input.api.deleteSnapshot(input.project, input.name),
  ),
  deleteImage: fromPromise<void, { api: ImportApi; imageId: string }>(({ input }) =>
    input.api.deleteImage(input.imageId),
  ),
}
