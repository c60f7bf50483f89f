// Redirect targets that reach another site once a browser, a server or a proxy has normalised
// them: dot segments, doubled and encoded slashes, backslashes, whitespace a browser drops.
export const OFF_SITE_HOST = "evil.example";

export const OFF_SITE_TARGETS = [
  `https://${OFF_SITE_HOST}/`,
  `//${OFF_SITE_HOST}`,
  `///${OFF_SITE_HOST}`,
  `/\\${OFF_SITE_HOST}`,
  `\\\\${OFF_SITE_HOST}`,
  `/./\\/${OFF_SITE_HOST}`,
  `/.//${OFF_SITE_HOST}`,
  `/..//${OFF_SITE_HOST}`,
  `/a/../..//${OFF_SITE_HOST}`,
  `/%2e%2e//${OFF_SITE_HOST}`,
  `/%2F%2F${OFF_SITE_HOST}`,
  `/%2f/${OFF_SITE_HOST}`,
  `/%5C${OFF_SITE_HOST}`,
  `/%5C%5C${OFF_SITE_HOST}`,
  `/%252F%252F${OFF_SITE_HOST}`,
  `/\t/${OFF_SITE_HOST}`,
  `/\n/${OFF_SITE_HOST}`,
  `/\r\n/${OFF_SITE_HOST}`,
  `/%09/${OFF_SITE_HOST}`,
  ` //${OFF_SITE_HOST}`,
  `/\u00a0/${OFF_SITE_HOST}`,
  "javascript:alert(1)",
  OFF_SITE_HOST,
  "",
];
