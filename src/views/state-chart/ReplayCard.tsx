import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import type { ReplayProps } from '~/machines/charts'
import { Badge, Button, Card, CopyToClipboard, Dialog, type BadgeVariant } from '~/views/ui'

type Props = {
  replay: ReplayProps
  /** Why this walk cannot be replayed; undefined when it can. */
  cannotReplay?: string
  onReplay: () => void
  /** The walk as a Playwright test. */
  testText: string
}

const STATUS: Record<ReplayProps['rows'][number]['status'], { text: string; variant: BadgeVariant }> = {
  waiting: { text: 'waiting', variant: 'neutral' },
  running: { text: 'running', variant: 'info' },
  pass: { text: 'pass', variant: 'success' },
  fail: { text: 'fail', variant: 'danger' },
  skipped: { text: 'skipped', variant: 'neutral' },
}

const steps = css({
  display: 'grid',
  gap: '1',
  fontSize: 'xs',
  '& li': { display: 'grid', gap: '0.5', py: '1.5', px: '2', borderRadius: 'sm', border: '1px solid {colors.border}' },
  '& li[data-first-failure]': { bg: 'dangerBg', borderColor: 'danger' },
})

/** "Replay in the preview" and "Export as test", with the replay's rows as they come. */
export function ReplayCard({ replay, cannotReplay, onReplay, testText }: Props) {
  const [exporting, setExporting] = useState(false)
  // The panel scrolls: keep the rows in sight as they come in.
  const results = useRef<HTMLDivElement>(null)
  const passed = replay.rows.filter((r) => r.status !== 'waiting' && r.status !== 'running').length
  useEffect(() => {
    if (passed) results.current?.scrollIntoView({ block: 'nearest' })
  }, [passed])
  const outcomeVariant: BadgeVariant =
    replay.outcome === 'pass' ? 'success' : replay.outcome === 'fail' ? 'danger' : replay.running ? 'info' : 'warning'
  return (
    <Card title="Replay">
      <div className={css({ display: 'grid', gap: '3', fontSize: 'sm' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {replay.running ? (
            <Button size="sm" variant="secondary" onClick={replay.cancel}>
              Cancel replay
            </Button>
          ) : (
            <Button size="sm" onClick={onReplay} disabled={!!cannotReplay} disabledReason={cannotReplay}>
              Replay in the preview
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => setExporting(true)}>
            Export as test
          </Button>
        </div>
        <p className={css({ color: 'fgMuted', fontSize: 'xs' })}>
          Makes a new resource in the start state and sends each step through the calls the console makes, waiting for
          the server’s own steps.
        </p>
        <div ref={results} className={css({ display: 'grid', gap: '3', scrollMarginBottom: '2' })}>
        {replay.summary && (
          <div role="status" aria-label="Replay result">
            <Badge variant={outcomeVariant}>{replay.summary}</Badge>
          </div>
        )}
        {replay.rows.length > 0 && (
          <ol aria-label="Replay steps" className={steps}>
            {replay.rows.map((r, i) => (
              <li key={i} data-status={r.status} data-first-failure={i === replay.firstFailure || undefined}>
                <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
                  <span>
                    {i === 0 ? '' : `${i}. `}
                    {r.label}
                  </span>
                  <Badge variant={STATUS[r.status].variant}>{STATUS[r.status].text}</Badge>
                </div>
                <div className={css({ fontFamily: 'mono', color: 'fgMuted' })}>
                  chart {r.expected} · console {r.machine ?? '–'} · server {r.server ?? '–'}
                </div>
                {r.detail && <div className={css({ color: r.status === 'fail' ? 'danger' : 'fgMuted' })}>{r.detail}</div>}
              </li>
            ))}
          </ol>
        )}
        </div>
      </div>
      <Dialog open={exporting} onClose={() => setExporting(false)} title="Walk as a Playwright test" width="48rem">
        <div className={css({ display: 'grid', gap: '2' })}>
          <div className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fgMuted' })}>
            <span>Save it under tests/e2e/ and run it with npx playwright test.</span>
            <CopyToClipboard text={testText} label="Copy test" />
          </div>
          <pre
            aria-label="Exported test"
            className={css({
              fontFamily: 'mono',
              fontSize: 'xs',
              bg: 'bgRaised',
              p: '3',
              borderRadius: 'sm',
              overflow: 'auto',
              maxH: '60vh',
            })}
          >
            {testText}
          </pre>
        </div>
      </Dialog>
    </Card>
  )
}
