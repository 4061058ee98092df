import { adviceFor } from '../../../../../content/breach-advice';
import { PASSWORD_SAFETY_COPY as COPY } from '../../../../../content/password-safety';
import type { BreachedSite } from '../../../../../contracts/breaches';
import { breachDateText } from './breach-date';
import * as styles from './breach-card.css';

/** One breached site (spec 2.11), then what to do about the data it leaked, most urgent first. */
export function BreachCard({ site }: { site: BreachedSite }) {
  return (
    <li className={styles.card}>
      <h3 className={styles.name}>{site.Name}</h3>
      {site.Domain && <p className={styles.domain}>{site.Domain}</p>}
      <dl className={styles.facts}>
        <dt className={styles.label}>{COPY.breachDate}</dt>
        <dd>{breachDateText(site.BreachDate)}</dd>
        <dt className={styles.label}>{COPY.compromisedData}</dt>
        <dd>
          <ul className={styles.dataClasses}>
            {site.DataClasses.map((dataClass) => (
              <li key={dataClass} className={styles.dataClass}>
                {dataClass}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <h4 className={styles.label}>{COPY.whatToDo}</h4>
      <ol className={styles.steps}>
        {adviceFor(site.DataClasses).map((step) => (
          <li key={step.title} className={styles.step}>
            <strong>{step.title}</strong>
            <p className={styles.detail}>{step.detail}</p>
          </li>
        ))}
      </ol>
    </li>
  );
}
