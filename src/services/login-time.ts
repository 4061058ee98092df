/**
 * The sign-in time kept on the device (spec 3: loginTimestamp). Apart from the Firebase adapter so
 * the first screen can tell, without loading Firebase, whether a session may be waiting.
 */
const LOGIN_TIME_KEY = 'loginTimestamp';

export function storedLoginTime(): number | null {
  const value = Number(localStorage.getItem(LOGIN_TIME_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export const saveLoginTime = (time: number) => localStorage.setItem(LOGIN_TIME_KEY, String(time));

export const clearLoginTime = () => localStorage.removeItem(LOGIN_TIME_KEY);
