// Picking one file from a srcset list ("/a 320w, /b 640w"), for where the browser cannot choose:
// a lite page's tapped photo is a CSS background (app/components/tap-to-load.tsx).

/** The narrowest candidate at least `minWidth` wide, else the widest; undefined for none. */
export function srcsetCandidate(srcset: string, minWidth: number): string | undefined {
  const candidates = srcset
    .split(",")
    .map((entry) => /^\s*(\S+)\s+(\d+)w\s*$/.exec(entry))
    .filter((match) => match !== null)
    .map((match) => ({ url: match[1]!, width: Number(match[2]) }))
    .sort((a, b) => a.width - b.width);
  return (candidates.find((candidate) => candidate.width >= minWidth) ?? candidates.at(-1))?.url;
}
