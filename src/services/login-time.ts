/**
 * The sign-in time kept on the device (spec 3: loginTimestamp). Apart from the Firebase adapter so
 * the first screen can tell, without loading Firebase, whether a session may be waiting. Beside it,
 * the cookie that lets the server paint a returning visitor's dashboard first (contracts/first-screen.ts).
 */
import { SESSION_LIFETIME_MS } from '../../content/constants';
import { FIRST_SCREEN_COOKIE, firstScreenCookieValue, type FirstScreen } from '../../contracts/first-screen';

const LOGIN_TIME_KEY = 'loginTimestamp';

export function storedLoginTime(): number | null {
  const value = Number(localStorage.getItem(LOGIN_TIME_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export const saveLoginTime = (time: number) => localStorage.setItem(LOGIN_TIME_KEY, String(time));

export function clearLoginTime() {
  localStorage.removeItem(LOGIN_TIME_KEY);
  forgetFirstScreen();
}

const setCookie = (value: string, maxAgeSeconds: number) => {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${FIRST_SCREEN_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
};

/** The server may paint `screen`'s pages first on this device until the stored login's 5 hours end. */
export function rememberFirstScreen(screen: FirstScreen): void {
  const loginAt = storedLoginTime();
  const secondsLeft = loginAt === null ? 0 : Math.floor((loginAt + SESSION_LIFETIME_MS - Date.now()) / 1000);
  if (secondsLeft > 0) setCookie(firstScreenCookieValue(screen), secondsLeft);
  else forgetFirstScreen();
}

export const forgetFirstScreen = () => setCookie('', 0);
