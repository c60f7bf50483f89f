// The keys media objects are stored under. Keys become file paths and URL paths, so only a tame
// alphabet is allowed: no "..", no empty or dot-led segments, no trailing slash.

const KEY_PATTERN = /^[a-z0-9][a-z0-9._/-]*$/;

export function isValidMediaKey(key: string): boolean {
  return (
    KEY_PATTERN.test(key) &&
    !key.includes("..") &&
    key.split("/").every((segment) => segment !== "" && !segment.startsWith("."))
  );
}
