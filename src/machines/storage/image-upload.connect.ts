// The upload machine as the upload page reads it: which step runs, the step
// list with each step's status, progress in bytes and percent, what happened
// when it ended, and the two things the user can do (start, cancel).
import type { Image } from '~/api'
import type { UploadValues } from './image-upload-form.input'
import {
  describeOutcome,
  UPLOAD_STEPS,
  type ImageUploadEvent,
  type ImageUploadSnapshot,
  type UploadStepKey,
} from './image-upload.machine'

export type UploadStepStatus = 'pending' | 'active' | 'done' | 'failed'
export type UploadStep = { key: UploadStepKey; label: string; status: UploadStepStatus }

/** Where the upload is: not started, running, waiting for a call to end after a cancel, or ended. */
export type UploadStatus = 'idle' | 'running' | 'cancelling' | 'done' | 'cancelled' | 'failed'

export type ImageUploadProps = {
  /** The step running now, or how the upload ended. */
  step: UploadStepKey | 'idle' | 'done' | 'cancelled' | 'failed'
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

const ENDED = ['done', 'cancelled', 'failed'] as const

function currentStep(snapshot: ImageUploadSnapshot): ImageUploadProps['step'] {
  const value = snapshot.value
  const top = typeof value === 'string' ? value : Object.keys(value)[0]
  return top as ImageUploadProps['step']
}

export function connectImageUpload(
  snapshot: ImageUploadSnapshot,
  send: (event: ImageUploadEvent) => void,
): ImageUploadProps {
  const { context } = snapshot
  const step = currentStep(snapshot)
  const ended = (ENDED as readonly string[]).includes(step)
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
    status: step === 'idle' ? 'idle' : cancelling ? 'cancelling' : ended ? (step as UploadStatus) : 'running',
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
