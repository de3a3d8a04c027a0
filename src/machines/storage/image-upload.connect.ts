// The upload machine as the upload page reads it: which step runs, the step
// list with each step's status, progress in bytes and percent, what happened
// when it ended, and the two things the user can do (start, cancel). Also how
// the page runs one upload, and whether leaving it must ask first.
import { waitFor } from 'xstate'
import type { Image } from '~/api'
import { sentence, type UploadValues } from './image-upload'
import {
  UPLOAD_STEP_KEYS,
  type ImageUploadActor,
  type ImageUploadContext,
  type ImageUploadEvent,
  type ImageUploadSnapshot,
  type UploadStepKey,
} from './image-upload.machine'

/** How each step reads in the step list. */
const LABELS: Record<UploadStepKey, string> = {
  validating: 'Check the name and file',
  creatingDisk: 'Create a temporary disk',
  startingImport: 'Put the disk in import mode',
  uploading: 'Upload the file',
  stoppingImport: 'Take the disk out of import mode',
  finalizing: 'Create a snapshot of the disk',
  creatingImage: 'Create the image',
  cleaningUp: 'Delete the temporary disk and snapshot',
}

/** The steps in the order the user sees them. */
export const UPLOAD_STEPS = UPLOAD_STEP_KEYS.map((key) => ({ key, label: LABELS[key] }))

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

export type UploadStepStatus = 'pending' | 'active' | 'done' | 'failed'
export type UploadStep = { key: UploadStepKey; label: string; status: UploadStepStatus }

/** Where the upload is: not started, running, waiting for a call to end after a cancel, or ended. */
export type UploadStatus = 'idle' | 'running' | 'cancelling' | 'done' | 'cancelled' | 'failed'

const ENDED = ['done', 'cancelled', 'failed'] as const
type Ended = (typeof ENDED)[number]

export type ImageUploadProps = {
  /** The step running now, or how the upload ended. */
  step: UploadStepKey | 'idle' | Ended
  status: UploadStatus
  steps: UploadStep[]
  bytesWritten: number
  totalBytes: number
  /** 0–100, whole numbers; 100 only when every byte is written. */
  percent: number
  /** What happened, once a cancelled or failed upload has ended. */
  error?: string
  /** Left behind by a finished upload (a temporary disk or snapshot that could not be deleted). */
  leftovers: string[]
  image?: Image
  canCancel: boolean
  cancel: () => void
  start: (values: UploadValues) => void
}

const STEPS: readonly ImageUploadProps['step'][] = ['idle', ...UPLOAD_STEPS.map((s) => s.key), ...ENDED]

/** The top-level state: a step, or idle, or how it ended. */
const currentStep = (snapshot: ImageUploadSnapshot): ImageUploadProps['step'] =>
  STEPS.find((step) => snapshot.matches(step)) ?? 'idle'

const isEnded = (step: ImageUploadProps['step']): step is Ended => ENDED.some((e) => e === step)

export function connectImageUpload(
  snapshot: ImageUploadSnapshot,
  send: (event: ImageUploadEvent) => void,
): ImageUploadProps {
  const { context } = snapshot
  const step = currentStep(snapshot)
  const ended = isEnded(step)
  const running = step !== 'idle' && !ended
  const cancelling = running && context.cancelRequested

  const statusOf = (key: UploadStepKey): UploadStepStatus => {
    if (key === step) return 'active'
    if (key === context.failedStep) return 'failed'
    if (key === 'cleaningUp' && context.leftovers.length > 0 && ended) return 'failed'
    return context.doneSteps.includes(key) ? 'done' : 'pending'
  }

  const { bytesWritten, totalBytes } = context
  const percent = totalBytes > 0 ? Math.floor((100 * bytesWritten) / totalBytes) : 0
  const canCancel = running && !cancelling && step !== 'cleaningUp' && snapshot.can({ type: 'CANCEL' })

  return {
    step,
    status: step === 'idle' ? 'idle' : cancelling ? 'cancelling' : isEnded(step) ? step : 'running',
    steps: UPLOAD_STEPS.map(({ key, label }) => ({ key, label, status: statusOf(key) })),
    bytesWritten,
    totalBytes,
    percent,
    error: step === 'cancelled' || step === 'failed' ? describeOutcome(context) : undefined,
    leftovers: step === 'done' ? context.leftovers : [],
    image: step === 'done' ? context.image : undefined,
    canCancel,
    cancel: () => send({ type: 'CANCEL' }),
    start: (values) => send({ type: 'START', values }),
  }
}

const IN_FLIGHT = new Set<UploadStatus>(['running', 'cancelling'])

/** An upload is in flight while it runs, and while a cancel waits for its calls to end: leaving asks first. */
export const uploadInFlight = (snapshot: ImageUploadSnapshot): boolean =>
  IN_FLIGHT.has(connectImageUpload(snapshot, () => {}).status)

const isOver = (s: ImageUploadSnapshot) => s.status === 'done' || s.matches('cancelled') || s.matches('failed')

/**
 * Runs one upload on `actor` and settles with its outcome: the image, or an
 * error whose message says what happened (describeOutcome).
 */
export async function runUpload(actor: ImageUploadActor, values: UploadValues): Promise<Image> {
  if (!actor.getSnapshot().can({ type: 'START', values })) throw new Error('An upload is already running')
  actor.send({ type: 'START', values })
  const end = await waitFor(actor, isOver)
  if (end.status === 'done') return end.output!.image
  throw new Error(describeOutcome(end.context))
}
