// Uploading an image file by importing it into a disk in bulk writes: check
// the name and file, create a temporary disk ready for import, start the
// import, write the file in chunks, stop, finalize with a snapshot, create the
// image from the snapshot, then delete the temporary disk and snapshot. Each
// step the user sees is a state.
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
import { assertEvent, assign, sendTo, setup, type ActorRefFrom, type EventObject, type SnapshotFrom } from 'xstate'
import { invalidate, type Image } from '~/api'
import { generateName } from '~/validation'
import { errorMessage } from '../shared/error-message.rules'
import {
  DISK_FOUND,
  importActors,
  MAX_CHUNK_BYTES,
  nexusImportApi,
  sentence,
  UPLOAD_CONCURRENCY,
  WRITE_RETRIES,
  type Calls,
  type DiskCall,
  type DiskKnowledge,
  type ImportApi,
  type UploadValues,
} from './image-upload'

/** The steps the user sees, in order, each a state of the machine. */
export const UPLOAD_STEP_KEYS = [
  'validating', 'creatingDisk', 'startingImport', 'uploading', 'stoppingImport', 'finalizing', 'creatingImage', 'cleaningUp',
] as const
export type UploadStepKey = (typeof UPLOAD_STEP_KEYS)[number]

export type SnapshotKnowledge = 'none' | 'exists' | 'unknown'
export type UploadOutcome = 'done' | 'cancelled' | 'failed'

export type ImageUploadInput = {
  project: string
  api?: ImportApi
  /** Names the temporary disk and snapshot (default: generated names, as for any new resource). */
  makeName?: (...parts: string[]) => string
  chunkBytes?: number
  concurrency?: number
  retries?: number
}

type Settings = Required<ImageUploadInput>

export type ImageUploadContext = Settings & {
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

/** A new upload: nothing made, nothing known. Every key is named: `begin` assigns this over the last upload. */
const BLANK = {
  values: undefined,
  totalBytes: 0,
  bytesWritten: 0,
  cancelRequested: false,
  diskName: undefined, diskId: undefined, disk: 'none',
  snapshotName: undefined, snapshotId: undefined, snapshot: 'none', image: undefined,
  outcome: undefined, doneSteps: [], failedStep: undefined, failure: undefined, cleaned: [], leftovers: [],
} satisfies Omit<ImageUploadContext, keyof Settings>

const calls = ({ context }: { context: ImageUploadContext }): Calls => ({ api: context.api, project: context.project })
const diskCall = ({ context }: { context: ImageUploadContext }): DiskCall => ({ api: context.api, diskId: context.diskId! })

const uploadSetup = setup({
  types: {
    input: {} as ImageUploadInput,
    context: {} as ImageUploadContext,
    events: {} as ImageUploadEvent,
    output: {} as ImageUploadOutput,
  },
  actors: importActors,
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
    begin: assign(({ event }) => {
      assertEvent(event, 'START')
      return { ...BLANK, values: event.values, totalBytes: event.values.file.size }
    }),
    requestCancel: assign({ cancelRequested: true }),
    markCancelled: assign({ outcome: 'cancelled' as const }),
    stepDone: assign({ doneSteps: ({ context }, step: UploadStepKey) => [...context.doneSteps, step] }),
    // Lists other pages show changed: images, disks and snapshots.
    refreshLists: () => {
      void invalidate('/v1/images')
      void invalidate('/v1/disks')
      void invalidate('/v1/snapshots')
    },
  },
})

// ---- the transitions every forward step shares ------------------------------------

type Known = (args: { context: ImageUploadContext; event: EventObject }) => Partial<ImageUploadContext>
type Learn<E extends EventObject> = (args: { context: ImageUploadContext; event: E }) => Partial<ImageUploadContext>
type Failure = EventObject & { error: unknown }
const nothing: Known = () => ({})
/** Assigns what became known with the event `E` that taught it. */
const learned = <E extends EventObject>(learn: Learn<E>) =>
  assign<ImageUploadContext, E, undefined, ImageUploadEvent, never>(learn)

/**
 * A forward step's call succeeded: the step is done and what it made is
 * known (`learn`). The upload goes on to `next`, unless a cancel was asked for
 * while the call ran: then it cleans up what exists.
 */
function onwards<E extends EventObject>(step: UploadStepKey, next: string, learn: Learn<E> = nothing) {
  const actions = [learned(learn), { type: 'stepDone', params: step }] as const
  return [
    { guard: 'cancelRequested', target: 'cleaningUp', actions: [...actions, 'markCancelled'] },
    { target: next, actions },
  ] as const
}

/**
 * A forward step's call failed: what it did is not known (`unsure` says what
 * to ask the server about), and the cleanup follows. After a cancel, the
 * failure is only a cancel.
 */
function failedAt<E extends Failure>(step: UploadStepKey, unsure: Learn<E> = nothing) {
  return {
    target: 'cleaningUp',
    actions: learned<E>((args) => {
      if (args.context.cancelRequested) return { ...unsure(args), outcome: 'cancelled' }
      return { ...unsure(args), outcome: 'failed', failedStep: step, failure: errorMessage(args.event.error) }
    }),
  } as const
}

/** The disk may or may not exist now: the cleanup looks for it by name. */
const diskUnsure: Known = ({ context }) => ({ disk: context.diskName ? 'unknown' : 'none' })

/** A cancel during a call is noted; the call ends first. */
const cancelWaits = { CANCEL: { guard: 'canCancel', actions: 'requestCancel' } } as const

/** A START begins an upload from scratch: the first, or again after one ended. */
const startOver = { START: { target: 'validating', actions: 'begin' } } as const

// ---- the transitions every cleanup call shares ------------------------------------

/** A cleanup call ended: what it changed is known, and the cleanup picks its next call. */
const andThen = <E extends EventObject>(learn: Learn<E>) => ({ target: 'next', actions: learned(learn) }) as const

/** A cleanup call failed: what it would have removed is named as left behind, and the cleanup goes on. */
const leftBehind = <E extends Failure>(what: (context: ImageUploadContext) => string, forget: Partial<ImageUploadContext>) =>
  andThen<E>(({ context, event }) => ({
    ...forget,
    leftovers: [...context.leftovers, sentence(`${what(context)} could not be deleted: ${errorMessage(event.error)}`)],
  }))
const diskLeft = () => leftBehind((c) => `The temporary disk ${c.diskName}`, { disk: 'none' })

export const imageUploadMachine = uploadSetup.createMachine({
  id: 'imageUpload',
  context: ({ input }) => ({
    project: input.project,
    api: input.api ?? nexusImportApi,
    makeName: input.makeName ?? generateName,
    chunkBytes: input.chunkBytes ?? MAX_CHUNK_BYTES,
    concurrency: input.concurrency ?? UPLOAD_CONCURRENCY,
    retries: input.retries ?? WRITE_RETRIES,
    ...BLANK,
  }),
  initial: 'idle',
  states: {
    idle: { on: startOver },

    // Nothing exists yet: a cancel ends here at once.
    validating: {
      invoke: {
        id: 'validating',
        src: 'checkUpload',
        input: ({ context }) => ({ ...calls({ context }), values: context.values! }),
        onDone: { target: 'creatingDisk', actions: { type: 'stepDone', params: 'validating' } },
        onError: { target: 'failed', actions: failedAt('validating').actions },
      },
      on: { CANCEL: { target: 'cancelled', actions: 'markCancelled' } },
    },

    creatingDisk: {
      entry: assign({ diskName: ({ context }) => context.makeName('upload', context.values!.name) }),
      invoke: {
        id: 'creatingDisk',
        src: 'createDisk',
        input: ({ context }) => ({ ...calls({ context }), name: context.diskName!, values: context.values! }),
        onDone: onwards('creatingDisk', 'startingImport', ({ event }) => ({ diskId: event.output.id, disk: 'import_ready' })),
        onError: failedAt('creatingDisk', diskUnsure),
      },
      on: cancelWaits,
    },

    startingImport: {
      invoke: {
        id: 'startingImport',
        src: 'startImport',
        input: diskCall,
        onDone: onwards('startingImport', 'uploading', () => ({ disk: 'importing' })),
        onError: failedAt('startingImport', diskUnsure),
      },
      on: cancelWaits,
    },

    uploading: {
      invoke: {
        id: 'uploading',
        src: 'upload',
        input: ({ context: { api, diskId, values, chunkBytes, concurrency, retries } }) =>
          ({ api, diskId: diskId!, file: values!.file, chunkBytes, concurrency, retries }),
      },
      on: {
        PROGRESS: { actions: assign({ bytesWritten: ({ event }) => event.bytesWritten }) },
        UPLOAD_DONE: onwards('uploading', 'stoppingImport'),
        UPLOAD_STOPPED: { target: 'cleaningUp', actions: 'markCancelled' },
        UPLOAD_FAILED: failedAt('uploading', diskUnsure),
        CANCEL: { guard: 'canCancel', actions: ['requestCancel', sendTo('uploading', { type: 'STOP' })] },
      },
    },

    stoppingImport: {
      invoke: {
        id: 'stoppingImport',
        src: 'stopImport',
        input: diskCall,
        onDone: onwards('stoppingImport', 'finalizing', () => ({ disk: 'import_ready' })),
        onError: failedAt('stoppingImport', diskUnsure),
      },
      on: cancelWaits,
    },

    finalizing: {
      entry: assign({ snapshotName: ({ context }) => context.makeName('upload', context.values!.name, 'snapshot') }),
      invoke: {
        id: 'finalizing',
        src: 'finalize',
        input: ({ context }) => ({ ...diskCall({ context }), project: context.project, snapshotName: context.snapshotName! }),
        onDone: onwards('finalizing', 'creatingImage', ({ event }) => ({
          disk: 'detached',
          snapshot: 'exists',
          snapshotId: event.output?.id,
        })),
        // The snapshot may or may not have been made: look for it when cleaning up.
        onError: failedAt('finalizing', (args) => ({ ...diskUnsure(args), snapshot: 'unknown' })),
      },
      on: cancelWaits,
    },

    creatingImage: {
      invoke: {
        id: 'creatingImage',
        src: 'createImage',
        input: ({ context }) => {
          const { name, description, os, version } = context.values!
          return {
            ...calls({ context }),
            image: { name, description, os, version, source: { type: 'snapshot' as const, id: context.snapshotId! } },
          }
        },
        // The upload is done; cancelled while the image was being made, the image goes too.
        onDone: onwards('creatingImage', 'cleaningUp', ({ event }) => ({ image: event.output, outcome: 'done' })),
        onError: failedAt('creatingImage'),
      },
      on: cancelWaits,
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
            onDone: andThen(({ context }) => ({ image: undefined, cleaned: [...context.cleaned, 'image'] })),
            onError: leftBehind((c) => `The image ${c.image!.name} was created and`, { image: undefined }),
          },
        },
        checkingDisk: {
          invoke: {
            id: 'checkingDisk',
            src: 'findDisk',
            input: ({ context }) => ({ ...calls({ context }), name: context.diskName! }),
            onDone: andThen(({ context, event: { output: disk } }) => {
              if (!disk) return { disk: 'none' }
              const knowledge = DISK_FOUND[disk.state.state]
              if (knowledge) return { diskId: disk.id, disk: knowledge }
              const left = `The temporary disk ${disk.name} is ${disk.state.state} and could not be deleted.`
              return { disk: 'none', leftovers: [...context.leftovers, left] }
            }),
            onError: diskLeft(),
          },
        },
        stoppingImport: {
          invoke: {
            id: 'cleanupStop',
            src: 'stopImport',
            input: diskCall,
            onDone: andThen(() => ({ disk: 'import_ready' })),
            onError: diskLeft(),
          },
        },
        // Nexus deletes only detached disks: finalizing (without a snapshot) gets it there.
        finalizingDisk: {
          invoke: {
            id: 'cleanupFinalize',
            src: 'finalize',
            input: ({ context }) => ({ ...diskCall({ context }), project: context.project, snapshotName: null }),
            onDone: andThen(() => ({ disk: 'detached' })),
            onError: diskLeft(),
          },
        },
        deletingDisk: {
          invoke: {
            id: 'deletingDisk',
            src: 'deleteDisk',
            input: diskCall,
            onDone: andThen(({ context }) => ({ disk: 'none', cleaned: [...context.cleaned, 'disk'] })),
            onError: diskLeft(),
          },
        },
        deletingSnapshot: {
          invoke: {
            id: 'deletingSnapshot',
            src: 'deleteSnapshot',
            input: ({ context }) => ({ ...calls({ context }), name: context.snapshotName! }),
            // False: there was no such snapshot, so nothing was deleted.
            onDone: andThen(({ context, event }) => ({
              snapshot: 'none',
              cleaned: event.output ? [...context.cleaned, 'snapshot'] : context.cleaned,
            })),
            onError: leftBehind((c) => `The temporary snapshot ${c.snapshotName}`, { snapshot: 'none' }),
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
    cancelled: { entry: 'refreshLists', on: startOver },
    failed: { entry: 'refreshLists', on: startOver },
  },
  output: ({ context }) => ({ image: context.image!, leftovers: context.leftovers }),
})

export type ImageUploadMachine = typeof imageUploadMachine
export type ImageUploadActor = ActorRefFrom<ImageUploadMachine>
export type ImageUploadSnapshot = SnapshotFrom<ImageUploadMachine>
