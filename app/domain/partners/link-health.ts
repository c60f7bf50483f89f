// Whether a partner link still works as a link that earns: it must end on a page that answers,
// not on the partner's home page (a dead deep link often lands there), and the affiliate
// parameter must survive the redirects.

export interface Hop {
  url: string;
  status: number;
}

export interface LinkVerdict {
  ok: boolean;
  /** What is wrong, in words the operator can act on; empty when ok. */
  problems: string[];
  finalUrl: string;
  finalStatus: number;
}

/**
 * Judges a followed link. `hops` are the responses in order, the last being where it ended;
 * `affiliateParam` is the query parameter that must still be there at the end.
 */
export function judgeLink(
  requested: string,
  hops: readonly Hop[],
  affiliateParam?: string,
): LinkVerdict {
  const last = hops.at(-1);
  if (!last) {
    return {
      ok: false,
      problems: ["No answer: the partner's site did not respond."],
      finalUrl: requested,
      finalStatus: 0,
    };
  }
  const problems: string[] = [];
  const start = new URL(requested);
  const end = new URL(last.url);
  if (last.status >= 400) problems.push(`The partner answered ${last.status}.`);
  if (last.status >= 300 && last.status < 400) problems.push("Too many redirects.");
  if (start.pathname !== "/" && end.pathname === "/" && hops.length > 1) {
    problems.push("Redirected to the partner's home page: the deep link no longer works.");
  }
  if (affiliateParam && start.searchParams.has(affiliateParam)) {
    // A wrapper (Awin) carries the target elsewhere; only a same-site ending must keep the id.
    const sameSite = end.hostname === start.hostname;
    if (sameSite && !end.searchParams.has(affiliateParam)) {
      problems.push(`The affiliate parameter "${affiliateParam}" was dropped on the way.`);
    }
  }
  return { ok: problems.length === 0, problems, finalUrl: last.url, finalStatus: last.status };
}
