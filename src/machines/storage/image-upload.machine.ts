// Uploading an image file (spec §4's disk bulk-write import): check the name
// and file, create a temporary disk ready for import, start the import, write
// the file in chunks, stop, finalize with a snapshot, create the image from
// the snapshot, then delete the temporary disk and snapshot. Each step the
// user sees is a state.
//
// Cancel and failure take one cleanup path that undoes what exists, in the
// order Nexus allows: stop a disk still importing, finalize one still
// import_ready (Nexus deletes only detached or faulted disks), delete it,
// delete the snapshot. The machine keeps what it knows of the disk and the
// snapshot: after a successful call it knows their state; after a failed one
// it does not, and asks the server before cleaning up.
//
// A cancel waits for the call in flight to end rather than abandoning it: an
// abandoned create could still make a disk the cleanup never hears of. During
// the upload no new chunk starts, and the few writes in flight finish first.
import { assign, fromCallback, fromPromise, sendTo, setup, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { api, ApiError, invalidate, type Disk, type Image, type Schema, type Snapshot } from '~/api'
import { generateName } from '~/validation'
import { errorMessage } from '../shared/error-message.rules'
import { uploadFile, UPLOAD_CONCURRENCY, MAX_CHUNK_BYTES, WRITE_RETRIES } from './image-upload-chunks.rules'
import {
  checkImageFile,
  diskSizeFor,
  imageUploadMessages,
  type BlockSize,
  type UploadValues,
} from './image-upload-form.input'

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

// ---- steps ----------------------------------------------------------------------

export type UploadStepKey =
  | 'validating'
  | 'creatingDisk'
  | 'startingImport'
  | 'uploading'
  | 'stoppingImport'
  | 'finalizing'
  | 'creatingImage'
  | 'cleaningUp'

/** The steps in the order the user sees them. */
export const UPLOAD_STEPS: readonly { key: UploadStepKey; label: string }[] = [
  { key: 'validating', label: 'Check the name and file' },
  { key: 'creatingDisk', label: 'Create a temporary disk' },
  { key: 'startingImport', label: 'Put the disk in import mode' },
  { key: 'uploading', label: 'Upload the file' },
  { key: 'stoppingImport', label: 'Take the disk out of import mode' },
  { key: 'finalizing', label: 'Create a snapshot of the disk' },
  { key: 'creatingImage', label: 'Create the image' },
  { key: 'cleaningUp', label: 'Delete the temporary disk and snapshot' },
]

/** How a failed step reads at the start of the message. */
const FAILED: Record<UploadStepKey, string> = {
  validating: 'Checking the name and file failed',
  creatingDisk: 'Creating the temporary disk failed',
  startingImport: 'Putting the disk in import mode failed',
  uploading: 'Uploading the file failed',
  stoppingImport: 'Taking the disk out of import mode failed',
  finalizing: 'Creating the snapshot failed',
  creatingImage: 'Creating the image failed',
  cleaningUp: 'Cleaning up failed',
}

// ---- the machine ------------------------------------------------------------------

/** What the machine knows of the temporary disk: its state, none, or not known (after a failed call). */
export type DiskKnowledge = 'none' | 'import_ready' | 'importing' | 'detached' | 'unknown'
export type SnapshotKnowledge = 'none' | 'exists' | 'unknown'
export type UploadOutcome = 'done' | 'cancelled' | 'failed'

export type ImageUploadInput = {
  project: string
  api?: ImportApi
  /** Names the temporary disk and snapshot (default: spec §5's generated names). */
  makeName?: (...parts: string[]) => string
  chunkBytes?: number
  concurrency?: number
  retries?: number
}

export type ImageUploadContext = {
  project: string
  api: ImportApi
  makeName: (...parts: string[]) => string
  chunkBytes: number
  concurrency: number
  retries: number
  values?: UploadValues
  totalBytes: number
  bytesWritten: number
  diskName?: string
  diskId?: string
  disk: DiskKnowledge
  snapshotName?: string
  snapshotId?: string
  snapshot: SnapshotKnowledge
  image?: Image
  /** The user asked to cancel; the call in flight ends first. */
  cancelRequested: boolean
  outcome?: UploadOutcome
  /** Steps that completed, in order. */
  doneSteps: UploadStepKey[]
  failedStep?: UploadStepKey
  /** The failed call's message. */
  failure?: string
  /** What the cleanup removed. */
  cleaned: ('image' | 'disk' | 'snapshot')[]
  /** What the cleanup could not remove, as sentences. */
  leftovers: string[]
}

export type ImageUploadEvent =
  | { type: 'START'; values: UploadValues }
  | { type: 'CANCEL' }
  | { type: 'PROGRESS'; bytesWritten: number }
  | { type: 'UPLOAD_DONE' }
  | { type: 'UPLOAD_STOPPED' }
  | { type: 'UPLOAD_FAILED'; error: unknown }

export type ImageUploadOutput = { image: Image; leftovers: string[] }

type WithApi = { api: ImportApi; project: string }
type UploadInput = {
  api: ImportApi
  diskId: string
  file: UploadValues['file']
  chunkBytes: number
  concurrency: number
  retries: number
}

/** Checks the file again (the machine may be started without the form) and that the image name is free. */
async function checkUpload({ api: calls, project, values }: WithApi & { values: UploadValues }): Promise<void> {
  const fileProblem = checkImageFile(values.file, values.blockSize)
  if (fileProblem) throw new Error(fileProblem)
  if (await calls.imageExists(project, values.name)) throw new Error(imageUploadMessages.nameTaken)
}

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

const fresh = (context: ImageUploadContext): ImageUploadContext => ({
  ...context,
  values: undefined,
  totalBytes: 0,
  bytesWritten: 0,
  diskName: undefined,
  diskId: undefined,
  disk: 'none',
  snapshotName: undefined,
  snapshotId: undefined,
  snapshot: 'none',
  image: undefined,
  cancelRequested: false,
  outcome: undefined,
  doneSteps: [],
  failedStep: undefined,
  failure: undefined,
  cleaned: [],
  leftovers: [],
})

const withApi = ({ context }: { context: ImageUploadContext }): WithApi => ({
  api: context.api,
  project: context.project,
})
const diskInput = ({ context }: { context: ImageUploadContext }) => ({ api: context.api, diskId: context.diskId! })
type DiskInput = ReturnType<typeof diskInput>

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

export const imageUploadMachine = setup({
  types: {
    input: {} as ImageUploadInput,
    context: {} as ImageUploadContext,
    events: {} as ImageUploadEvent,
    output: {} as ImageUploadOutput,
  },
  actors: {
    checkUpload: fromPromise<void, WithApi & { values: UploadValues }>(({ input }) => checkUpload(input)),
    createDisk: fromPromise<Disk, WithApi & { name: string; values: UploadValues }>(({ input }) =>
      input.api.createDisk(input.project, {
        name: input.name,
        description: `Temporary disk for uploading image ${input.values.name}`,
        size: diskSizeFor(input.values.file.size),
        blockSize: input.values.blockSize,
      }),
    ),
    startImport: fromPromise<void, DiskInput>(({ input }) => input.api.startImport(input.diskId)),
    upload: uploader,
    stopImport: fromPromise<void, DiskInput>(({ input }) => input.api.stopImport(input.diskId)),
    // Finalize answers with no body: the snapshot's id (which the image needs) is read after.
    finalize: fromPromise<Snapshot | null, DiskInput & { project: string; snapshotName: string | null }>(
      async ({ input }) => {
        await input.api.finalize(input.diskId, input.snapshotName)
        return input.snapshotName ? input.api.viewSnapshot(input.project, input.snapshotName) : null
      },
    ),
    createImage: fromPromise<Image, WithApi & { image: ImageCreate }>(({ input }) =>
      input.api.createImage(input.project, input.image),
    ),
    findDisk: fromPromise<Disk | null, WithApi & { name: string }>(({ input }) =>
      input.api.findDisk(input.project, input.name),
    ),
    deleteDisk: fromPromise<void, DiskInput>(({ input }) => input.api.deleteDisk(input.diskId)),
    deleteSnapshot: fromPromise<boolean, WithApi & { name: string }>(({ input }) =>
      input.api.deleteSnapshot(input.project, input.name),
    ),
    deleteImage: fromPromise<void, { api: ImportApi; imageId: string }>(({ input }) =>
      input.api.deleteImage(input.imageId),
    ),
  },
  guards: {
    cancelRequested: ({ context }) => context.cancelRequested,
    canCancel: ({ context }) => !context.cancelRequested,
    diskUnknown: ({ context }) => context.disk === 'unknown',
    diskImporting: ({ context }) => context.disk === 'importing',
    diskImportReady: ({ context }) => context.disk === 'import_ready',
    diskDetached: ({ context }) => context.disk === 'detached',
    snapshotToDelete: ({ context }) => context.snapshot !== 'none',
    // Only a cancelled upload removes its image.
    imageToDelete: ({ context }) => context.image !== undefined && context.outcome === 'cancelled',
    outcomeDone: ({ context }) => context.outcome === 'done',
    outcomeCancelled: ({ context }) => context.outcome === 'cancelled',
  },
  actions: {
    begin: assign(({ context, event }) => {
      const values = (event as Extract<ImageUploadEvent, { type: 'START' }>).values
      return { ...fresh(context), values, totalBytes: values.file.size }
    }),
    requestCancel: assign({ cancelRequested: true }),
    markCancelled: assign({ outcome: 'cancelled' as const }),
    stepDone: assign({ doneSteps: ({ context }, step: UploadStepKey) => [...context.doneSteps, step] }),
    // A failed call's effect is not known: clean up from what the server says.
    recordFailure: assign(({ context, event }, step: UploadStepKey) => ({
      outcome: context.cancelRequested ? ('cancelled' as const) : ('failed' as const),
      failedStep: context.cancelRequested ? undefined : step,
      failure: context.cancelRequested ? undefined : errorMessage((event as { error: unknown }).error),
    })),
    diskUnknown: assign(({ context }) => ({ disk: context.diskName ? ('unknown' as const) : ('none' as const) })),
    leftDisk: assign(({ context, event }) => ({
      disk: 'none' as const,
      leftovers: [
        ...context.leftovers,
        sentence(
          `The temporary disk ${context.diskName} could not be deleted: ${errorMessage((event as { error: unknown }).error)}`,
        ),
      ],
    })),
    leftSnapshot: assign(({ context, event }) => ({
      snapshot: 'none' as const,
      leftovers: [
        ...context.leftovers,
        sentence(
          `The temporary snapshot ${context.snapshotName} could not be deleted: ${errorMessage((event as { error: unknown }).error)}`,
        ),
      ],
    })),
    // Lists other pages show changed: images, disks and snapshots.
    refreshLists: () => {
      void invalidate('/v1/images')
      void invalidate('/v1/disks')
      void invalidate('/v1/snapshots')
    },
  },
}).createMachine({
  id: 'imageUpload',
  context: ({ input }) =>
    fresh({
      project: input.project,
      api: input.api ?? nexusImportApi,
      makeName: input.makeName ?? generateName,
      chunkBytes: input.chunkBytes ?? MAX_CHUNK_BYTES,
      concurrency: input.concurrency ?? UPLOAD_CONCURRENCY,
      retries: input.retries ?? WRITE_RETRIES,
    } as ImageUploadContext),
  initial: 'idle',
  states: {
    idle: {
      on: { START: { target: 'validating', actions: 'begin' } },
    },

    // Nothing exists yet: a cancel ends here at once.
    validating: {
      invoke: {
        id: 'validating',
        src: 'checkUpload',
        input: ({ context }) => ({ ...withApi({ context }), values: context.values! }),
        onDone: { target: 'creatingDisk', actions: { type: 'stepDone', params: 'validating' } },
        onError: { target: 'failed', actions: { type: 'recordFailure', params: 'validating' } },
      },
      on: { CANCEL: { target: 'cancelled', actions: 'markCancelled' } },
    },

    creatingDisk: {
      entry: assign({ diskName: ({ context }) => context.makeName('upload', context.values!.name) }),
      invoke: {
        id: 'creatingDisk',
        src: 'createDisk',
        input: ({ context }) => ({ ...withApi({ context }), name: context.diskName!, values: context.values! }),
        onDone: [
          {
            guard: 'cancelRequested',
            target: 'cleaningUp',
            actions: [
              assign({ diskId: ({ event }) => event.output.id, disk: 'import_ready' }),
              { type: 'stepDone', params: 'creatingDisk' },
              'markCancelled',
            ],
          },
          {
            target: 'startingImport',
            actions: [
              assign({ diskId: ({ event }) => event.output.id, disk: 'import_ready' }),
              { type: 'stepDone', params: 'creatingDisk' },
            ],
          },
        ],
        onError: { target: 'cleaningUp', actions: ['diskUnknown', { type: 'recordFailure', params: 'creatingDisk' }] },
      },
      on: { CANCEL: { guard: 'canCancel', actions: 'requestCancel' } },
    },

    startingImport: {
      invoke: {
        id: 'startingImport',
        src: 'startImport',
        input: diskInput,
        onDone: [
          {
            guard: 'cancelRequested',
            target: 'cleaningUp',
            actions: [assign({ disk: 'importing' }), { type: 'stepDone', params: 'startingImport' }, 'markCancelled'],
          },
          {
            target: 'uploading',
            actions: [assign({ disk: 'importing' }), { type: 'stepDone', params: 'startingImport' }],
          },
        ],
        onError: {
          target: 'cleaningUp',
          actions: ['diskUnknown', { type: 'recordFailure', params: 'startingImport' }],
        },
      },
      on: { CANCEL: { guard: 'canCancel', actions: 'requestCancel' } },
    },

    uploading: {
      invoke: {
        id: 'uploading',
        src: 'upload',
        input: ({ context }) => ({
          api: context.api,
          diskId: context.diskId!,
          file: context.values!.file,
          chunkBytes: context.chunkBytes,
          concurrency: context.concurrency,
          retries: context.retries,
        }),
      },
      on: {
        PROGRESS: { actions: assign({ bytesWritten: ({ event }) => event.bytesWritten }) },
        UPLOAD_DONE: [
          {
            guard: 'cancelRequested',
            target: 'cleaningUp',
            actions: [{ type: 'stepDone', params: 'uploading' }, 'markCancelled'],
          },
          { target: 'stoppingImport', actions: { type: 'stepDone', params: 'uploading' } },
        ],
        UPLOAD_STOPPED: { target: 'cleaningUp', actions: 'markCancelled' },
        UPLOAD_FAILED: {
          target: 'cleaningUp',
          actions: ['diskUnknown', { type: 'recordFailure', params: 'uploading' }],
        },
        CANCEL: { guard: 'canCancel', actions: ['requestCancel', sendTo('uploading', { type: 'STOP' })] },
      },
    },

    stoppingImport: {
      invoke: {
        id: 'stoppingImport',
        src: 'stopImport',
        input: diskInput,
        onDone: [
          {
            guard: 'cancelRequested',
            target: 'cleaningUp',
            actions: [
              assign({ disk: 'import_ready' }),
              { type: 'stepDone', params: 'stoppingImport' },
              'markCancelled',
            ],
          },
          {
            target: 'finalizing',
            actions: [assign({ disk: 'import_ready' }), { type: 'stepDone', params: 'stoppingImport' }],
          },
        ],
        onError: {
          target: 'cleaningUp',
          actions: ['diskUnknown', { type: 'recordFailure', params: 'stoppingImport' }],
        },
      },
      on: { CANCEL: { guard: 'canCancel', actions: 'requestCancel' } },
    },

    finalizing: {
      entry: assign({ snapshotName: ({ context }) => context.makeName('upload', context.values!.name, 'snapshot') }),
      invoke: {
        id: 'finalizing',
        src: 'finalize',
        input: ({ context }) => ({
          ...diskInput({ context }),
          project: context.project,
          snapshotName: context.snapshotName!,
        }),
        onDone: [
          {
            guard: 'cancelRequested',
            target: 'cleaningUp',
            actions: [
              assign({ disk: 'detached', snapshot: 'exists', snapshotId: ({ event }) => event.output?.id }),
              { type: 'stepDone', params: 'finalizing' },
              'markCancelled',
            ],
          },
          {
            target: 'creatingImage',
            actions: [
              assign({ disk: 'detached', snapshot: 'exists', snapshotId: ({ event }) => event.output?.id }),
              { type: 'stepDone', params: 'finalizing' },
            ],
          },
        ],
        // The snapshot may or may not have been made: look for it when cleaning up.
        onError: {
          target: 'cleaningUp',
          actions: ['diskUnknown', assign({ snapshot: 'unknown' }), { type: 'recordFailure', params: 'finalizing' }],
        },
      },
      on: { CANCEL: { guard: 'canCancel', actions: 'requestCancel' } },
    },

    creatingImage: {
      invoke: {
        id: 'creatingImage',
        src: 'createImage',
        input: ({ context }) => {
          const { name, description, os, version } = context.values!
          return {
            ...withApi({ context }),
            image: { name, description, os, version, source: { type: 'snapshot' as const, id: context.snapshotId! } },
          }
        },
        onDone: [
          // Cancelled while the image was being made: it goes too.
          {
            guard: 'cancelRequested',
            target: 'cleaningUp',
            actions: [
              assign({ image: ({ event }) => event.output }),
              { type: 'stepDone', params: 'creatingImage' },
              'markCancelled',
            ],
          },
          {
            target: 'cleaningUp',
            actions: [
              assign({ image: ({ event }) => event.output, outcome: 'done' }),
              { type: 'stepDone', params: 'creatingImage' },
            ],
          },
        ],
        onError: { target: 'cleaningUp', actions: { type: 'recordFailure', params: 'creatingImage' } },
      },
      on: { CANCEL: { guard: 'canCancel', actions: 'requestCancel' } },
    },

    // After success, cancel and failure alike: undo what exists, one call at a time.
    cleaningUp: {
      initial: 'next',
      states: {
        next: {
          always: [
            { guard: 'imageToDelete', target: 'deletingImage' },
            { guard: 'diskUnknown', target: 'checkingDisk' },
            { guard: 'diskImporting', target: 'stoppingImport' },
            { guard: 'diskImportReady', target: 'finalizingDisk' },
            { guard: 'diskDetached', target: 'deletingDisk' },
            { guard: 'snapshotToDelete', target: 'deletingSnapshot' },
            { target: 'finished' },
          ],
        },
        deletingImage: {
          invoke: {
            id: 'deletingImage',
            src: 'deleteImage',
            input: ({ context }) => ({ api: context.api, imageId: context.image!.id }),
            onDone: {
              target: 'next',
              actions: assign({ image: undefined, cleaned: ({ context }) => [...context.cleaned, 'image' as const] }),
            },
            onError: {
              target: 'next',
              actions: assign(({ context, event }) => ({
                leftovers: [
                  ...context.leftovers,
                  sentence(
                    `The image ${context.image!.name} was created and could not be deleted: ${errorMessage(event.error)}`,
                  ),
                ],
                image: undefined,
              })),
            },
          },
        },
        checkingDisk: {
          invoke: {
            id: 'checkingDisk',
            src: 'findDisk',
            input: ({ context }) => ({ ...withApi({ context }), name: context.diskName! }),
            onDone: {
              target: 'next',
              actions: assign(({ context, event }) => {
                const disk = event.output
                if (!disk) return { disk: 'none' as const }
                const state = disk.state.state
                const known: Partial<Record<string, DiskKnowledge>> = {
                  importing_from_bulk_writes: 'importing',
                  import_ready: 'import_ready',
                  detached: 'detached',
                  faulted: 'detached',
                }
                const knowledge = known[state]
                if (knowledge) return { diskId: disk.id, disk: knowledge }
                return {
                  disk: 'none' as const,
                  leftovers: [
                    ...context.leftovers,
                    `The temporary disk ${disk.name} is ${state} and could not be deleted.`,
                  ],
                }
              }),
            },
            onError: { target: 'next', actions: 'leftDisk' },
          },
        },
        stoppingImport: {
          invoke: {
            id: 'cleanupStop',
            src: 'stopImport',
            input: diskInput,
            onDone: { target: 'next', actions: assign({ disk: 'import_ready' }) },
            onError: { target: 'next', actions: 'leftDisk' },
          },
        },
        // Nexus deletes only detached disks: finalizing (without a snapshot) gets it there.
        finalizingDisk: {
          invoke: {
            id: 'cleanupFinalize',
            src: 'finalize',
            input: ({ context }) => ({ ...diskInput({ context }), project: context.project, snapshotName: null }),
            onDone: { target: 'next', actions: assign({ disk: 'detached' }) },
            onError: { target: 'next', actions: 'leftDisk' },
          },
        },
        deletingDisk: {
          invoke: {
            id: 'deletingDisk',
            src: 'deleteDisk',
            input: diskInput,
            onDone: {
              target: 'next',
              actions: assign({ disk: 'none', cleaned: ({ context }) => [...context.cleaned, 'disk' as const] }),
            },
            onError: { target: 'next', actions: 'leftDisk' },
          },
        },
        deletingSnapshot: {
          invoke: {
            id: 'deletingSnapshot',
            src: 'deleteSnapshot',
            input: ({ context }) => ({ ...withApi({ context }), name: context.snapshotName! }),
            onDone: {
              target: 'next',
              actions: assign({
                snapshot: 'none',
                cleaned: ({ context, event }) =>
                  event.output ? [...context.cleaned, 'snapshot' as const] : context.cleaned,
              }),
            },
            onError: { target: 'next', actions: 'leftSnapshot' },
          },
        },
        finished: {
          entry: assign({
            doneSteps: ({ context }) =>
              context.leftovers.length ? context.doneSteps : [...context.doneSteps, 'cleaningUp' as const],
          }),
          always: [
            { guard: 'outcomeDone', target: '#imageUpload.done' },
            { guard: 'outcomeCancelled', target: '#imageUpload.cancelled' },
            { target: '#imageUpload.failed' },
          ],
        },
      },
    },

    done: { type: 'final', entry: 'refreshLists' },
    // A new START tries again from the beginning.
    cancelled: { entry: 'refreshLists', on: { START: { target: 'validating', actions: 'begin' } } },
    failed: { entry: 'refreshLists', on: { START: { target: 'validating', actions: 'begin' } } },
  },
  output: ({ context }) => ({ image: context.image!, leftovers: context.leftovers }),
})

export type ImageUploadMachine = typeof imageUploadMachine
export type ImageUploadActor = ActorRefFrom<ImageUploadMachine>
export type ImageUploadSnapshot = SnapshotFrom<ImageUploadMachine>

/** What happened, for a cancelled or failed upload: the cause, what was removed, what was left. */
export function describeOutcome(context: ImageUploadContext): string {
  const parts: string[] = []
  if (context.outcome === 'cancelled') parts.push('Upload cancelled.')
  else if (context.outcome === 'failed') {
    const failure = context.failure ?? 'Unknown server error'
    // The name and file checks speak for themselves, as the form's rules do.
    parts.push(context.failedStep === 'validating' ? failure : sentence(`${FAILED[context.failedStep!]}: ${failure}`))
  }
  if (context.cleaned.includes('image')) parts.push('The new image was deleted.')
  const temporary = context.cleaned.filter((c) => c !== 'image')
  if (temporary.length === 2) parts.push('The temporary disk and snapshot were deleted.')
  else if (temporary.length === 1) parts.push(`The temporary ${temporary[0]} was deleted.`)
  parts.push(...context.leftovers)
  return parts.join(' ')
}

const isEnded = (s: ImageUploadSnapshot) => s.status === 'done' || s.matches('cancelled') || s.matches('failed')

/**
 * Runs one upload on `actor` and settles with its outcome: the image, or an
 * error whose message says what happened (describeOutcome).
 */
export async function runUpload(actor: ImageUploadActor, values: UploadValues): Promise<Image> {
  if (!actor.getSnapshot().can({ type: 'START', values })) throw new Error('An upload is already running')
  actor.send({ type: 'START', values })
  const end = await waitFor(actor, isEnded)
  if (end.status === 'done') return end.output!.image
  throw new Error(describeOutcome(end.context))
}
