import { css } from 'styled-system/css'
import type { MetricsProps } from '~/machines/shared/metrics.connect'
import type { UtilizationProps } from '~/machines/utilization/utilization.connect'
import { MetricsPanel } from '~/views/compute/instances/metrics/MetricsPanel'
import type { Section } from '~/machines/shared/section'
import { Button, PageHeader, SectionFailure, Select, Spinner } from '~/views/ui'
import { UtilizationCard } from './UtilizationCard'
import { errorBanner as alert } from '~/views/ui/text'

type Props = {
  utilization: UtilizationProps
  metrics: MetricsProps
  /** The charts' project filter: the project shown (null: all of them) and the projects to pick from. */
  filter: ProjectFilterProps
}

type ProjectFilterProps = {
  project: string | null
  /** The projects read for the filter: a part of the page (while read, or when it could not be, only the one chosen). */
  projects: Section<string[]>
  onChange: (project: string | null) => void
}

const cards = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: '4', mb: '8' })
const sectionTitle = css({ fontSize: 'md', fontWeight: 'medium' })
const chartsHead = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: '3', mb: '4' })
const filterBox = css({ w: '14rem' })

/**
 * The silo's quota against what is provisioned now, then the same over time.
 * The charts' Refresh reads the numbers again too (the route wires it so).
 */
export function UtilizationPage({ utilization: u, metrics, filter }: Props) {
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
      <div className={chartsHead}>
        <h2 className={sectionTitle}>Provisioned over time{filter.project ? ` in ${filter.project}` : ''}</h2>
        <ProjectFilter {...filter} />
      </div>
      <MetricsPanel metrics={metrics} />
    </>
  )
}

/** Narrows the charts to one project; the quota cards above are the silo's whatever the filter. */
function ProjectFilter({ project, projects, onChange }: ProjectFilterProps) {
  const names = projects.status === 'ready' ? projects.data : project ? [project] : []
  return (
    <div className={filterBox}>
      <Select
        label="Project"
        value={project ?? ''}
        onChange={(v) => onChange(v || null)}
        options={[{ value: '', label: 'All projects' }, ...names.map((n) => ({ value: n, label: n }))]}
      />
      {projects.status === 'failed' && <SectionFailure what="the projects" message={projects.message} retry={projects.retry} />}
    </div>
  )
}
