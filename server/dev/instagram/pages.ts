/**
 * The stand-in's HTML (development only): the consent page of Instagram Login, its error page and
 * the index of test accounts with their switches and exports. Plain, phone-width, no script (the
 * CSP allows none inline); hono/html escapes every value put in.
 */
import { html } from 'hono/html';
import { devPageShell } from '../page.ts';
import {
  SNAPSHOT_DATES,
  specialPostIds,
  standInAccount,
  standInFollowers,
  STAND_IN_ACCOUNT_KEYS,
  type StandInAccount,
  type StandInAccountKey,
} from './accounts.ts';
import type { SwitchBoard, Switches } from './switches.ts';

const STYLE = `body{font:16px system-ui,sans-serif;max-width:430px;margin:1.5rem auto;padding:0 1rem;color:#262626}
h1{font-size:1.4rem}a.choice,button{display:block;box-sizing:border-box;width:100%;min-height:48px;margin:.5rem 0;padding:.6rem 1rem;
border:1px solid #dbdbdb;border-radius:8px;background:#fff;color:#262626;font:inherit;text-align:left;text-decoration:none}
a.choice strong{color:#0095f6}.meta,.note{color:#737373;font-size:.9rem}section{border-bottom:1px solid #efefef;padding:.5rem 0}
form{margin:0}code{word-break:break-all}`;

const shell = devPageShell(STYLE);

const TYPE_LABEL = { BUSINESS: 'Business', MEDIA_CREATOR: 'Creator', PERSONAL: 'Personal' } as const;
const onOff = (on: boolean) => (on ? 'on' : 'off');
const count = (value: number) => value.toLocaleString('en');
const day = (date: Date) => date.toISOString().slice(0, 10);
const summary = (account: StandInAccount) =>
  `${TYPE_LABEL[account.accountType]} · ${count(account.followersCount)} followers · ${count(account.followsCount)} following · ${account.mediaCount} posts`;
const switchesLine = (switches: Switches) =>
  `Expired token: ${onOff(switches.expiredToken)} · Rate limited: ${onOff(switches.rateLimited)} · Reposts retired: ${onOff(switches.repostsRetired)}`;

export interface ConsentChoices {
  appId: string;
  scopes: string[];
  /** Where choosing an account (or cancelling) leads. */
  allowHref: (account: StandInAccountKey) => string;
  denyHref: string;
  switches: SwitchBoard;
}

/** Links rather than a form: a form's redirect to another origin's redirect_uri would break CSP's form-action 'self'. */
export function consentPage({ appId, scopes, allowHref, denyHref, switches }: ConsentChoices) {
  const accounts = STAND_IN_ACCOUNT_KEYS.map(standInAccount);
  return shell(
    'Log in with Instagram (stand-in)',
    html`<h1>Instagram</h1>
      <p>App <code>${appId}</code> asks to access: ${scopes.join(', ')}.</p>
      <p>Continue as one of the test accounts:</p>
      ${accounts.map(
        (account) =>
          html`<a class="choice" href="${allowHref(account.key)}"
            ><strong>@${account.username}</strong><br /><span class="meta">${summary(account)}</span><br /><span
              class="meta"
              >${switchesLine(switches.of(account.key))}</span
            ></a
          >`,
      )}
      <a class="choice" href="${denyHref}">Cancel</a>
      <p class="note">
        Development stand-in of Meta's Instagram Login. Switches and exports:
        <a href="/dev/instagram/">/dev/instagram/</a>
      </p>`,
  );
}

/** Meta shows a page, not a redirect, when the request itself is bad. */
export const authorizeErrorPage = (problem: string) =>
  shell(
    'Invalid request (stand-in)',
    html`<h1>Invalid Request</h1>
      <p>Request parameters are invalid: ${problem}</p>`,
  );

function switchButton(account: StandInAccountKey, name: keyof Switches, on: boolean, label: string) {
  return html`<form method="post" action="/dev/instagram/switches">
    <input type="hidden" name="account" value="${account}" /><input
      type="hidden"
      name="${name}"
      value="${String(!on)}"
    />
    <button type="submit">${label}: ${onOff(on)} (turn ${onOff(!on)})</button>
  </form>`;
}

export function indexPage(switches: SwitchBoard) {
  const sections = STAND_IN_ACCOUNT_KEYS.map((key) => {
    const account = standInAccount(key);
    const state = switches.of(key);
    const specials = Object.entries(specialPostIds(key));
    return html`<section>
      <h2>@${account.username}</h2>
      <p class="meta">${summary(account)}<br />Key <code>${key}</code> · user id <code>${account.userId}</code></p>
      ${specials.length ? html`<p class="meta">Special posts${specials.map(([name, id]) => html`<br />${name}: <code>${id}</code>`)}</p>` : ''}
      ${switchButton(key, 'expiredToken', state.expiredToken, 'Expired token')}
      ${switchButton(key, 'rateLimited', state.rateLimited, 'Rate limited')}
      ${switchButton(key, 'repostsRetired', state.repostsRetired, 'Reposts retired')}
      <p>
        Export ZIP:
        <a href="/dev/instagram/exports/${key}.zip">${day(SNAPSHOT_DATES[1])}</a> (${count(account.followersCount)}
        followers) ·
        <a href="/dev/instagram/exports/${key}.zip?snapshot=2">${day(SNAPSHOT_DATES[2])}</a>
        (${count(standInFollowers(key, 2).length)} followers)
      </p>
    </section>`;
  });
  return shell(
    'Instagram stand-in',
    html`<h1>Instagram stand-in</h1>
      <p class="note">
        Meta's Instagram API with Instagram Login, answered locally (never in production). Connect from Analytics to
        reach its consent page.
      </p>
      ${sections}`,
  );
}
