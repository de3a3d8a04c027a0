import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { MetricKind } from '~/machines/shared/metrics.machine'
import { pb } from '~/paths'

export type MetricsTabsProps = {
  project: string
  instance: string
  /** The URL's path: its last part names the open subtab. */
  pathname: string
  children: ReactNode
}

const LABELS: Record<MetricKind, string> = { cpu: 'CPU', disk: 'Disk', network: 'Network' }

const nav = css({
  display: 'inline-flex',
  gap: '1',
  p: '1',
  mb: '5',
  borderRadius: 'md',
  bg: 'bgRaised',
  border: '1px solid {colors.border}',
})
const tab = css({
  px: '3',
  h: '7',
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: 'sm',
  fontFamily: 'mono',
  fontSize: '11px',
  fontWeight: 'medium',
  letterSpacing: 'wide',
  textTransform: 'uppercase',
  color: 'fgMuted',
  textDecoration: 'none',
  _hover: { color: 'fg' },
  '&[aria-current=page]': { bg: 'bg', color: 'accent', boxShadow: '0 0 0 1px {colors.border}' },
})

/** The metrics subtabs (cpu, disk, network) as links, so each has its URL. */
export function MetricsTabs({ project, instance, pathname, children }: MetricsTabsProps) {
  const current = (Object.keys(LABELS) as MetricKind[]).find((m) => pathname.endsWith(`/metrics/${m}`)) ?? 'cpu'
  return (
    <div>
      <nav aria-label="Metrics" className={nav}>
        {(Object.keys(LABELS) as MetricKind[]).map((m) => (
          <Link key={m} to={pb.instanceMetrics({ project, instance, metric: m })} className={tab} aria-current={m === current ? 'page' : undefined}>
            {LABELS[m]}
          </Link>
        ))}
      </nav>
      {children}
    </div>
  )
}
