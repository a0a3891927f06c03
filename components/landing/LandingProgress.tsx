import { useT } from '../PortalContext'

/**
 * The steps of a landing form as a numbered list: done, current (aria-current="step") and to come.
 * Before the form's code arrives it already tells the visitor how many steps there are.
 */
export function LandingProgress({ titles, current }: { titles: readonly string[]; current: number }) {
  const t = useT()
  return (
    <div className="landing-progress">
      <p className="landing-progress-count">{t('landing.stepOf', { n: current + 1, total: titles.length })}</p>
      <ol aria-label={t('landing.progress')}>
        {titles.map((title, index) => (
          <li
            key={index}
            className={index < current ? 'done' : index === current ? 'current' : undefined}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="landing-progress-number" aria-hidden="true">
              {index + 1}
            </span>
            <span>{title}</span>
            {index < current ? <span className="visually-hidden"> {t('landing.stepDone')}</span> : null}
          </li>
        ))}
      </ol>
    </div>
  )
}
