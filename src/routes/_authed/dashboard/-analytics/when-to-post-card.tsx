import {
  againstMedianText,
  basisText,
  hourText,
  hourWindowText,
  notEnoughText,
  WEEKDAY_NAMES,
  WHEN_TO_POST_COPY as COPY,
} from '../../../../../content/when-to-post';
import type { WhenToPost } from '../../../../../contracts/profile';
import { formatAverage } from './format';
import * as sectionStyles from './section.css';
import * as styles from './when-to-post.css';

/** Bar lengths as a share of the highest median shown (0 without one). */
const shareOf = (value: number | null, highest: number) => (value === null || highest === 0 ? 0 : value / highest);
const highestOf = (values: Array<number | null>) => Math.max(0, ...values.map((value) => value ?? 0));

/** A best day or time with its figures, or the words that none stands out. */
function Best({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className={styles.best}>
      <dt className={sectionStyles.muted}>{label}</dt>
      <dd className={detail ? styles.bestValue : styles.noBest}>{value}</dd>
      {detail && <dd className={sectionStyles.muted}>{detail}</dd>}
    </div>
  );
}

/** Each weekday's median likes + comments as a bar, with the number and the posts behind it: a table for screen readers too. */
function WeekdayTable({ timing }: { timing: WhenToPost }) {
  const highest = highestOf(timing.weekdays.map((day) => day.medianInteractions));
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{COPY.byWeekday}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.headCell}>
            {COPY.weekday}
          </th>
          <th scope="col" className={styles.headCell}>
            {COPY.medianColumn}
          </th>
          <th scope="col" className={`${styles.headCell} ${styles.number}`}>
            {COPY.postsColumn}
          </th>
        </tr>
      </thead>
      <tbody>
        {timing.weekdays.map((day, weekday) => (
          <tr key={weekday}>
            <th scope="row" className={`${styles.headCell} ${styles.cell}`}>
              {WEEKDAY_NAMES[weekday]}
            </th>
            <td className={styles.barCell}>
              <span className={styles.barWithValue}>
                <span className={styles.track} aria-hidden="true">
                  <span
                    className={timing.bestWeekday?.weekday === weekday ? styles.bestBar : styles.bar}
                    style={{ width: `${shareOf(day.medianInteractions, highest) * 100}%` }}
                  />
                </span>
                <span>{day.medianInteractions === null ? COPY.none : formatAverage(day.medianInteractions)}</span>
              </span>
            </td>
            <td className={`${styles.cell} ${styles.number}`}>{day.posts}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const HOUR_WIDTH = 14;
const CHART_HEIGHT = 64;
const BARS_HEIGHT = 48;

/** The median by hour of the day, the best window's hours highlighted (the text above says it in words). */
function HoursChart({ timing }: { timing: WhenToPost }) {
  const highest = highestOf(timing.hours.map((hour) => hour.medianInteractions));
  const best = timing.bestHours;
  const inBest = (hour: number) => !!best && (hour - best.fromHour + 24) % 24 < 3;
  return (
    <svg
      className={styles.hoursChart}
      viewBox={`0 0 ${24 * HOUR_WIDTH} ${CHART_HEIGHT}`}
      role="img"
      aria-label={`${COPY.byHours}${best ? `: highest ${hourWindowText(best.fromHour, best.toHour)}` : ''}`}
    >
      {timing.hours.map(({ fromHour, medianInteractions }) => {
        const height = Math.max(
          shareOf(medianInteractions, highest) * BARS_HEIGHT,
          medianInteractions === null ? 0 : 2,
        );
        const x = fromHour * HOUR_WIDTH + 2;
        return (
          <g key={fromHour}>
            <rect className={styles.hourTrack} x={x} y={0} width={HOUR_WIDTH - 4} height={BARS_HEIGHT} rx={3} />
            <rect
              className={inBest(fromHour) ? styles.bestHourBar : styles.hourBar}
              x={x}
              y={BARS_HEIGHT - height}
              width={HOUR_WIDTH - 4}
              height={height}
              rx={3}
            />
            {fromHour % 6 === 0 && (
              <text className={styles.hourLabel} x={x} y={CHART_HEIGHT - 2}>
                {hourText(fromHour)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** "When to post": the best day and hours of the account's own posts, with the figures and posts behind them. */
export function WhenToPostCard({ timing }: { timing: WhenToPost }) {
  const { bestWeekday: day, bestHours: hours } = timing;
  return (
    <section aria-label={COPY.title} className={sectionStyles.section}>
      <h2 className={sectionStyles.sectionTitle}>{COPY.title}</h2>
      <div className={sectionStyles.card}>
        {!timing.enoughPosts && <p>{notEnoughText(timing.posts)}</p>}
        <dl className={styles.bests}>
          <Best
            label={COPY.bestDay}
            value={day ? WEEKDAY_NAMES[day.weekday] : COPY.noneStandsOut}
            detail={day ? againstMedianText(day.ratio, day.posts) : undefined}
          />
          <Best
            label={COPY.bestHours}
            value={hours ? hourWindowText(hours.fromHour, hours.toHour) : COPY.noHoursStandOut}
            detail={hours ? againstMedianText(hours.ratio, hours.posts) : undefined}
          />
        </dl>
        <p className={sectionStyles.muted}>{basisText(timing)}</p>
        <WeekdayTable timing={timing} />
        <HoursChart timing={timing} />
      </div>
    </section>
  );
}
