import { AUDIENCE_LIST_COPY as COPY, LEFT_TEXT, LOST_REASON_TEXT } from '../../../../../content/audience-lists';
import { instagramProfileUrl, type AudienceMember } from '../../../../../contracts/audience-lists';
import { formatPostDate } from '../-analytics/format';
import * as styles from './audience-list.css';

/** One account: its Instagram page (in a new tab), when it followed, and for a lost follower why they are gone. */
export function MemberRow({ member, lost }: { member: AudienceMember; lost: boolean }) {
  return (
    <li className={styles.member}>
      <a
        className={styles.username}
        href={instagramProfileUrl(member.username)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {member.username}
      </a>
      {member.followedAt && (
        <span className={styles.detail}>
          {COPY.followedOn} <time dateTime={member.followedAt}>{formatPostDate(member.followedAt)}</time>
        </span>
      )}
      {lost && <span className={styles.detail}>{member.reason ? LOST_REASON_TEXT[member.reason] : LEFT_TEXT}</span>}
    </li>
  );
}
