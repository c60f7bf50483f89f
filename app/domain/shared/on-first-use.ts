/**
 * A value made the first time it is asked for, then kept. For Intl formatters a shared module
 * would otherwise build at load: the first one loads the browser's locale data, about 10 ms of a
 * phone's start-up on every page, whether or not the page shows a date.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  let isMade = false;
  return () => {
    if (!isMade) {
      value = make();
      isMade = true;
    }
    return value as T;
  };
}
