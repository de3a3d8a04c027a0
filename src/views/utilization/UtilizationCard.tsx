import type { UtilizationCard as Card } from '~/machines/utilization/utilization'
import { css, cx } from 'styled-system/css'
import { formatAmount, formatPercent } from './format'

const card = css({ bg: 'bg', border: '1px solid {colors.border}', borderRadius: 'md', p: '4', display: 'grid', gap: '3' })
const title = css({
  textStyle: 'eyebrow',
  color: 'fgMuted',
})
const figures = css({ display: 'flex', alignItems: 'baseline', gap: '2', flexWrap: 'wrap' })
const big = css({ fontSize: '2xl', fontWeight: 'medium', color: 'fg', fontVariantNumeric: 'tabular-nums' })
const of = css({ fontSize: 'sm', color: 'fgMuted' })
const track = css({ h: '2', bg: 'bgHover', borderRadius: 'full', overflow: 'hidden' })
const fill = css({ h: 'full', bg: 'accent', borderRadius: 'full', transition: 'width 0.3s ease-out' })
const fillOver = css({ bg: 'danger' })
const footer = css({ display: 'flex', justifyContent: 'space-between', gap: '2', fontSize: 'xs', color: 'fgMuted' })
const over = css({ color: 'danger' })

/** One resource: what is provisioned against the quota, as numbers and a bar. */
export function UtilizationCard({ card: c }: { card: Card }) {
  const provisioned = formatAmount(c.provisioned)
  const quota = formatAmount(c.quota)
  const width = c.percent === null ? (c.overQuota ? 100 : 0) : Math.min(100, c.percent)
  const labelId = `utilization-${c.resource}`
  return (
    <section className={card} aria-labelledby={labelId} data-testid={`utilization-${c.resource}`}>
      <h2 id={labelId} className={title}>
        {c.label}
      </h2>
      <div className={figures}>
        <span className={big} data-testid={`provisioned-${c.resource}`}>
          {provisioned}
        </span>
        <span className={of}>
          provisioned of <span data-testid={`quota-${c.resource}`}>{quota}</span> quota
        </span>
      </div>
      <div
        role="meter"
        aria-label={`${c.label} provisioned`}
        aria-valuemin={0}
        aria-valuemax={c.raw.quota}
        aria-valuenow={Math.min(c.raw.provisioned, c.raw.quota)}
        aria-valuetext={`${provisioned} of ${quota}`}
        className={track}
      >
        <div className={cx(fill, c.overQuota && fillOver)} style={{ width: `${width}%` }} />
      </div>
      <div className={footer}>
        <span className={cx(c.overQuota && over)}>
          {c.percent === null ? (c.overQuota ? 'No quota' : 'No quota set') : `${formatPercent(c.percent)} of quota`}
          {c.overQuota && ' — over quota'}
        </span>
        <span>{formatAmount(c.available)} available</span>
      </div>
    </section>
  )
}
