// The content item an audit entry is about ("hotel 6 saved"), so the activity log can name it by
// its title and link to it.
import { CONTENT_NOUNS } from "#app/domain/content-form.ts";
import type { ContentType } from "#app/domain/content-schemas.ts";

export interface ItemAction {
  type: ContentType;
  id: number;
  /** What was done: "saved", "created", "restored to version 2". */
  verb: string;
}

const PATTERNS = (Object.keys(CONTENT_NOUNS) as ContentType[]).map((type) => ({
  type,
  pattern: new RegExp(`^${CONTENT_NOUNS[type].one} (\\d{1,10}) (.+)$`),
}));

export function parseItemAction(action: string): ItemAction | null {
  for (const { type, pattern } of PATTERNS) {
    const match = pattern.exec(action);
    if (match) return { type, id: Number(match[1]), verb: match[2]! };
  }
  return null;
}
