/**
 * A value made on its first use: the app's Intl formatters. Making the first Intl formatter loads
 * the locale's data, tens of milliseconds on a phone, which evaluating a module at the app's start
 * need not pay for a screen that may never format anything.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
