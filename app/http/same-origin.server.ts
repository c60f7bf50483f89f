// Whether a state-changing request comes from this site: its Origin (when sent) names our host,
// else the browser's Sec-Fetch-Site does not say cross-site. Other sites may link to us, but not
// post forms that change a reader's or the operator's state.
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin) {
    try {
      return new URL(origin).host === new URL(request.url).host;
    } catch {
      return false;
    }
  }
  return request.headers.get("sec-fetch-site") !== "cross-site";
}
