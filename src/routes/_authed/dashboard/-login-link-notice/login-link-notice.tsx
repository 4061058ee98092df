import { useSelector } from '@xstate/react';
import { LOGIN_LINK_NOTICE_COPY as COPY } from '../../../../../content/login-link';
import { session } from '../../../../app/session';
import { loginLinkAccount } from '../../../../app/session-selectors';
import { Button } from '../../../../ui/Button/Button';
import * as styles from './login-link-notice.css';

/**
 * After a login link the dashboard names the account it signed into: a link someone
 * else sent must not sign a visitor into their account unnoticed. Shown until 'Got it'.
 */
export function LoginLinkNotice() {
  const email = useSelector(session, loginLinkAccount);
  if (email === null) return null;
  return (
    <section className={styles.notice} role="status" aria-label={COPY.signedInAs}>
      <p className={styles.text}>
        {COPY.signedInAs} <strong>{email}</strong>. {COPY.explanation}
      </p>
      <div className={styles.actions}>
        <Button variant="outline" fullWidth={false} onClick={() => session.send({ type: 'logout.request' })}>
          {COPY.logOut}
        </Button>
        <Button variant="text" onClick={() => session.send({ type: 'loginLinkNotice.dismiss' })}>
          {COPY.dismiss}
        </Button>
      </div>
    </section>
  );
}
