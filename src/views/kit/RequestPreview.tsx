// 'API request': below a form, closed until asked for, the request the form
// would send as it stands (nothing is sent to show it), as an HTTP request and
// as an `oxide api` command, each with a copy button. It follows every change
// of the form while open.
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { errorMessage } from '~/machines/shared/error-message.rules'
import { cliCommand, httpText, type RequestPreview as Preview } from '~/machines/shared/request-preview.rules'
import { CopyToClipboard } from '~/views/ui'
import { ChevronRightIcon } from '~/views/ui/icons'

export type RequestPreviewProps = {
  /** The form: its values (to follow them) and how it tells its request (form.connect's `describeRequest`). */
  form: { values: unknown; describeRequest?: () => Promise<Preview> }
}

const details = css({
  mt: '6',
  borderTop: '1px solid {colors.border}',
  pt: '3',
  fontSize: 'sm',
  '&[open] > summary svg': { transform: 'rotate(90deg)' },
})
const summary = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  cursor: 'pointer',
  fontWeight: 'medium',
  color: 'fg',
  listStyle: 'none',
  borderRadius: 'sm',
  '&::-webkit-details-marker': { display: 'none' },
})
const bodyClass = css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '3' })
const requestClass = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const note = css({ color: 'fgMuted', m: 0 })
const blockHead = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })
const blockTitle = css({ fontSize: 'xs', fontWeight: 'medium', color: 'fgMuted', textTransform: 'uppercase', letterSpacing: 'wide' })
const code = css({
  m: 0,
  p: '3',
  bg: 'bgRaised',
  color: 'fg',
  border: '1px solid {colors.border}',
  borderRadius: 'md',
  fontFamily: 'mono',
  fontSize: 'xs',
  // Wrapped, never scrolled sideways: the whole request reads without a scrollbar.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
})
const list = css({ m: 0, pl: '5', listStyle: 'disc', color: 'fg' })

function CodeBlock({ title, text, copyLabel }: { title: string; text: string; copyLabel: string }) {
  return (
    <div>
      <div className={blockHead}>
        <span className={blockTitle}>{title}</span>
        <CopyToClipboard text={text} label={copyLabel} />
      </div>
      <pre className={code}>{text}</pre>
    </div>
  )
}

function PreviewBody({ preview }: { preview: Preview }) {
  if (preview.kind === 'incomplete') {
    return (
      <>
        <p className={note}>The request shows once the form is complete. Still to fix:</p>
        <ul className={list}>
          {preview.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </>
    )
  }
  if (preview.kind === 'refused') return <p className={note}>As it stands the form would send nothing: {preview.message}</p>
  const { requests, masked, readFirst, followedBy } = preview
  if (requests.length === 0) return <p className={note}>This form sends no request of its own.</p>
  const many = requests.length > 1
  return (
    <>
      <p className={note}>
        Not sent: {many ? `the ${requests.length} requests` : 'the request'} the form would send as it stands
        {many ? ', in order' : ''}.
      </p>
      {requests.map((r, i) => {
        const which = many ? ` ${i + 1}` : ''
        const cli = cliCommand(r)
        return (
          <div key={i} className={requestClass}>
            <CodeBlock title={`HTTP${many ? ` (request ${i + 1} of ${requests.length})` : ''}`} text={httpText(r)} copyLabel={`Copy HTTP request${which}`} />
            {cli && <CodeBlock title="CLI" text={cli} copyLabel={`Copy CLI command${which}`} />}
            {r.held && (
              <p className={note}>
                The form reads this afresh when it saves; what follows is shown as made from what this page last read.
              </p>
            )}
          </div>
        )
      })}
      {followedBy && <p className={note}>Then: {followedBy}</p>}
      {readFirst && (
        <p className={note}>The form reads this first; what it sends next is made from the answer, so it is not shown.</p>
      )}
      {masked && <p className={note}>Secrets show as •••••• here and in what is copied: put the real values in before using it.</p>}
    </>
  )
}

/** The disclosure; renders nothing for a form that cannot tell its request. */
export function RequestPreview({ form }: RequestPreviewProps) {
  const [open, setOpen] = useState(false)
  const [preview, setPreview] = useState<Preview>()
  // The newest form's function, without making every render a new run.
  const describe = useRef(form.describeRequest)
  useEffect(() => {
    describe.current = form.describeRequest
  })

  useEffect(() => {
    if (!open || !describe.current) return
    let live = true
    void describe.current().then(
      (p) => live && setPreview(p),
      (e: unknown) => live && setPreview({ kind: 'refused', message: errorMessage(e) }),
    )
    return () => {
      live = false
    }
  }, [open, form.values])

  if (!form.describeRequest) return null
  return (
    <details className={details} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={summary}>
        <ChevronRightIcon size={14} />
        API request
      </summary>
      {/* Not a live region: it changes with every key typed, and is read when visited. */}
      <div className={bodyClass}>
        {open && preview && <PreviewBody preview={preview} />}
      </div>
    </details>
  )
}
