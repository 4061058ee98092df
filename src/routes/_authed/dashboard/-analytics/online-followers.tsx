import {
  busiestHoursText,
  EVERY_HOUR_LABEL,
  FOLLOWERS_ONLINE_COLUMN,
  followersOnlineText,
  HOUR_COLUMN,
  hourText,
  ONLINE_FOLLOWERS_TITLE,
  onlineFollowersNote,
} from '../../../../../content/reach-insights';
import type { CalculatedProfileData } from '../../../../../contracts/profile';
import * as styles from './online-followers.css';
import * as sectionStyles from './section.css';

type OnlineFollowersFigures = NonNullable<CalculatedProfileData['onlineFollowers']>;

const BUSIEST_SHOWN = 3;
/** Each label starts the quarter of the day its hour opens. */
const AXIS_HOURS = [0, 6, 12, 18];

/** The busiest hours with a figure, busiest first (the earlier hour of a tie first). */
const busiest = (hours: (number | null)[]) =>
  hours
    .flatMap((followers, hour) => (followers === null ? [] : [{ hour, followers }]))
    .sort((a, b) => b.followers - a.followers || a.hour - b.hour)
    .slice(0, BUSIEST_SHOWN);

/**
 * Instagram's `online_followers`: a bar per hour (decorative: the sentence and the table say the same
 * to everyone), the busiest hours in words, and every hour in a table behind a disclosure.
 */
export function OnlineFollowers({ figures }: { figures: OnlineFollowersFigures }) {
  const top = busiest(figures.hours);
  const most = top[0]?.followers ?? 0;
  return (
    <section aria-label={ONLINE_FOLLOWERS_TITLE} className={sectionStyles.section}>
      <h2 className={sectionStyles.sectionTitle}>{ONLINE_FOLLOWERS_TITLE}</h2>
      <div className={sectionStyles.card}>
        {top.length > 0 && <p className={styles.hours}>{busiestHoursText(top)}</p>}
        <div aria-hidden="true">
          <div className={styles.bars}>
            {figures.hours.map((followers, hour) =>
              followers === null ? (
                <span key={hour} className={styles.unknownBar} />
              ) : (
                <span
                  key={hour}
                  className={styles.bar}
                  style={{ height: `${most > 0 ? Math.round((followers / most) * 100) : 0}%` }}
                />
              ),
            )}
          </div>
          <div className={styles.axis}>
            {AXIS_HOURS.map((hour) => (
              <span key={hour}>{hourText(hour)}</span>
            ))}
          </div>
        </div>
        <p className={sectionStyles.muted}>{onlineFollowersNote(figures.timeZone)}</p>
        <details>
          <summary>{EVERY_HOUR_LABEL}</summary>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {HOUR_COLUMN}
                </th>
                <th scope="col" className={styles.number}>
                  {FOLLOWERS_ONLINE_COLUMN}
                </th>
              </tr>
            </thead>
            <tbody>
              {figures.hours.map((followers, hour) => (
                <tr key={hour}>
                  <th scope="row" className={styles.cell}>
                    {hourText(hour)}
                  </th>
                  <td className={styles.number}>{followersOnlineText(followers)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </div>
    </section>
  );
}
