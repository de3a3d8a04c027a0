import { css } from 'styled-system/css'
import type { CodeUpdateProps } from '~/machines/app/code-update.connect'
import { Button, Spinner } from '~/views/ui'
import { ErrorLayout, errorText } from './ErrorLayout'

/** The console's code did not load: a new version, or no server; what to do about it. */
export function CodeUpdatePage({ title, body, busy, reload, retry, previewNote }: CodeUpdateProps & { previewNote?: string }) {
  return (
    <ErrorLayout code={busy ? '…' : 'Update'} title={title}>
      <p className={errorText} role={busy ? 'status' : undefined}>
        {busy && <Spinner decorative size="sm" />} {body}
      </p>
      {reload && previewNote && <p className={errorText}>{previewNote}</p>}
      <div className={css({ display: 'flex', gap: '3' })}>
        {retry && (
          <Button variant={reload ? 'secondary' : 'primary'} onClick={retry}>
            Retry
          </Button>
        )}
        {reload && (
          <Button variant="primary" onClick={reload}>
            {retry ? 'Reload the console' : 'Load the new version'}
          </Button>
        )}
      </div>
    </ErrorLayout>
  )
}

/** Over the page: a part of it did not load, because a new version is there. */
export function CodeUpdateNoticeBar({ title, reload, previewNote }: CodeUpdateProps & { previewNote?: string }) {
  return (
    <div
      role="alert"
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        alignItems: 'center',
        gap: '3',
        px: '4',
        py: '1.5',
        fontSize: 'sm',
        bg: 'warningBg',
        color: 'warning',
        borderBottom: '1px solid {colors.border}',
      })}
    >
      <span>
        {title}.{previewNote && ` ${previewNote}`}
      </span>
      {reload && (
        <Button size="sm" variant="secondary" onClick={reload}>
          Load the new version
        </Button>
      )}
    </div>
  )
}
