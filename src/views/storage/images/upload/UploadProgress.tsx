import { useEffect, useRef } from 'react'
import { css, cx } from 'styled-system/css'
import type { ImageUploadProps, UploadStepStatus } from '~/machines/storage/image-upload.connect'
import { Button, Card, formatBytes, icons, Spinner } from '~/views/ui'

export type UploadProgressProps = { upload: ImageUploadProps }

const bar = css({ h: '2', bg: 'neutralBg', borderRadius: 'full', overflow: 'hidden' })
const fill = css({ h: 'full', bg: 'accent', borderRadius: 'full', transition: 'width 0.2s' })
const numbers = css({ display: 'flex', justifyContent: 'space-between', mt: '2', fontSize: 'sm', color: 'fgMuted' })
const percentClass = css({ fontFamily: 'mono', color: 'fg' })
const list = css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '5' })
const item = css({ display: 'flex', alignItems: 'center', gap: '2.5', fontSize: 'sm' })
const iconBox = css({ display: 'inline-flex', w: '4', justifyContent: 'center', flexShrink: 0 })
const statusText: Record<UploadStepStatus, string> = {
  pending: 'not started',
  active: 'in progress',
  done: 'done',
  failed: 'failed',
}
const labelColor: Record<UploadStepStatus, string> = {
  pending: css({ color: 'fgSubtle' }),
  active: css({ color: 'fg', fontWeight: 'medium' }),
  done: css({ color: 'fg' }),
  failed: css({ color: 'danger' }),
}
const pendingDot = css({ w: '2.5', h: '2.5', borderRadius: 'full', border: '1.5px solid {colors.fgSubtle}' })
const footer = css({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '3', mt: '5' })
const note = css({ fontSize: 'sm', color: 'fgMuted' })

function StepIcon({ status }: { status: UploadStepStatus }) {
  if (status === 'done') return <icons.SuccessIcon className={css({ color: 'accent' })} />
  if (status === 'failed') return <icons.ErrorIcon className={css({ color: 'danger' })} />
  if (status === 'active') return <Spinner size="sm" decorative />
  return <span className={pendingDot} />
}

const heading: Record<ImageUploadProps['status'], string> = {
  idle: 'Upload',
  running: 'Uploading',
  cancelling: 'Cancelling',
  done: 'Uploaded',
  cancelled: 'Upload cancelled',
  failed: 'Upload failed',
}

/** Bytes written against the file's size, and the steps with where each stands. */
export function UploadProgress({ upload }: UploadProgressProps) {
  const { percent, bytesWritten, totalBytes, steps, status } = upload
  const valueText = `${formatBytes(bytesWritten)} of ${formatBytes(totalBytes)} (${percent}%)`
  // Keep the progress in view as it starts and ends (the form above can be taller than the window).
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
  }, [status])
  return (
    <div ref={ref}>
      <Card title={heading[status]}>
        <div
          role="progressbar"
          aria-label="Upload progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={valueText}
          className={bar}
        >
          <div className={fill} style={{ width: `${percent}%` }} />
        </div>
        <div className={numbers}>
          <span>
            {formatBytes(bytesWritten)} of {formatBytes(totalBytes)}
          </span>
          <span className={percentClass}>{percent}%</span>
        </div>
        <ol aria-label="Upload steps" className={list}>
          {steps.map((step) => (
            <li key={step.key} className={item} data-status={step.status} data-testid={`upload-step-${step.key}`}>
              <span className={iconBox}>
                <StepIcon status={step.status} />
              </span>
              <span className={cx(labelColor[step.status])}>{step.label}</span>
              <span className={css({ srOnly: true })}>({statusText[step.status]})</span>
            </li>
          ))}
        </ol>
        {(upload.canCancel || status === 'cancelling') && (
          <div className={footer}>
            {status === 'cancelling' && (
              <span role="status" className={note}>
                Cancelling: waiting for the current call, then removing what was created…
              </span>
            )}
            <Button
              variant="secondary"
              onClick={upload.cancel}
              disabled={!upload.canCancel}
              loading={status === 'cancelling'}
            >
              Cancel upload
            </Button>
          </div>
        )}
      </Card>
    </div>
  )
}
