import { css } from 'styled-system/css'
import type { MetricsProps } from '~/machines/shared/metrics.connect'
import type { UtilizationProps } from '~/machines/utilization/utilization.connect'
import { MetricsPanel } from '~/views/compute/instances/metrics/MetricsPanel'
import { Button, PageHeader, Spinner } from '~/views/ui'
import { UtilizationCard } from './UtilizationCard'
import { errorBanner as alert } from '~/views/ui/text'

type Props = {
  utilization: UtilizationProps
  metrics: MetricsProps
}

const cards = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: '4', mb: '8' })
const sectionTitle = css({ fontSize: 'md', fontWeight: 'medium', mb: '4' })

/**
 * The silo's quota against what is provisioned now, then the same over time.
 * The charts' Refresh reads the numbers again too (the route wires it so).
 */
export function UtilizationPage({ utilization: u, metrics }: Props) {
  return (
    <>
      <PageHeader
        title="Utilization"
        description="CPUs and memory of running instances, and the size of every disk and snapshot, against the silo's quota."
      />
      {u.error && (
        <div role="alert" className={alert}>
          <span>Could not load utilization: {u.error}</span>
          <Button variant="secondary" size="sm" onClick={u.refresh}>
            Retry
          </Button>
        </div>
      )}
      {u.cards ? (
        <div className={cards}>
          {u.cards.map((card) => (
            <UtilizationCard key={card.resource} card={card} />
          ))}
        </div>
      ) : (
        !u.error && <Spinner label="Loading utilization" />
      )}
      <h2 className={sectionTitle}>Provisioned over time</h2>
      <MetricsPanel metrics={metrics} />
    </>
  )
}
