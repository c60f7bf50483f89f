// The fact register's rules: content refers to a registered fact with a `{{fact:id}}` token
// instead of retyping it, so a correction is made once; and a check that finds content stating a
// registered (or repeated) fact in a way that disagrees, facts gone stale, and prose that claims a
// check the register does not record.
import { mapStringsDeep } from "#app/domain/text/map-strings-deep.ts";

export type FactTopic =
  "entry" | "health" | "money" | "transport" | "safety" | "places" | "seasons" | "law";

/** Where a fact comes from: the publication that states it. */
export interface FactSource {
  publisher: string;
  title: string;
  /** Publication date, YYYY-MM-DD (or YYYY-MM); absent when the page shows none. */
  date?: string;
  url?: string;
}

/** The authority a reader should confirm a fact with. */
export interface OfficialSource {
  name: string;
  url?: string;
}

/** A sentence pattern that contradicts the fact as registered. */
export interface Contradiction {
  pattern: RegExp;
  /** The sentence is fine when this also matches (for example "tentative list"). */
  unless?: RegExp;
  reason: string;
}

/** A road link between two places, so literal statements of its time or distance can be compared. */
export interface RouteFigure {
  between: readonly [string, string];
  /** Hours by road, low and high. */
  hours?: readonly [number, number];
  /** Kilometres by road (or as stated). */
  km?: number;
}

export interface Fact {
  topic: FactTopic;
  /** The text a `{{fact:id}}` token becomes. */
  value: string;
  source: FactSource;
  /** Further publications that confirm it. */
  alsoSources?: readonly FactSource[];
  official?: OfficialSource;
  /** The day someone last compared the value with its sources, YYYY-MM-DD. */
  checkedOn: string;
  route?: RouteFigure;
  contradictions?: readonly Contradiction[];
}

export type FactRegister = Readonly<Record<string, Fact>>;

const TOKEN = /\{\{fact:([a-z0-9.-]+)\}\}/g;

/** The fact ids a text refers to, in order of first use. */
export function factIdsIn(text: string): string[] {
  return [...new Set([...text.matchAll(TOKEN)].map((match) => match[1]!))];
}

/** Replaces each token with its fact's value; an unknown token shows nothing rather than a guess. */
export function resolveFacts(text: string, register: FactRegister): string {
  return text.replace(TOKEN, (_, id: string) => register[id]?.value ?? "");
}

/** Resolves every string inside plain data (objects, arrays), keeping its shape. */
export function resolveFactsDeep<T>(value: T, register: FactRegister): T {
  return mapStringsDeep(value, (text) => resolveFacts(text, register));
}

/** Every string inside plain data, for checking. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

export interface FactsChecked {
  /** The oldest check among the facts used: the page is only as fresh as that. */
  checkedOn: string;
  officialSources: OfficialSource[];
}

/** What a page tells readers about the facts it uses, or null when it uses none. */
export function factsChecked(ids: readonly string[], register: FactRegister): FactsChecked | null {
  const used = ids.map((id) => register[id]).filter((fact): fact is Fact => fact !== undefined);
  if (used.length === 0) return null;
  const officialSources = new Map<string, OfficialSource>();
  for (const fact of used) {
    if (fact.official && !officialSources.has(fact.official.name)) {
      officialSources.set(fact.official.name, fact.official);
    }
  }
  return {
    checkedOn: used.map((fact) => fact.checkedOn).sort()[0]!,
    officialSources: [...officialSources.values()],
  };
}

/**
 * The sources behind the facts a page states, for its "Sources" list: each fact's own source, in
 * the order the page uses the facts, each publication once (several facts share one report).
 */
export function factSources(ids: readonly string[], register: FactRegister): FactSource[] {
  const sources = new Map<string, FactSource>();
  for (const id of ids) {
    const source = register[id]?.source;
    const key = source && `${source.publisher}\n${source.title}`;
    if (source && key && !sources.has(key)) sources.set(key, source);
  }
  return [...sources.values()];
}

// ---- Reading figures out of prose ----

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  "forty-five": 45,
  fifty: 50,
};
const NUMBER = String.raw`(\d+(?:\.\d+)?|half an?|an?|${Object.keys(NUMBER_WORDS).join("|")})`;
const RANGE = String.raw`${NUMBER}(?:\s*(?:to|-|–|or)\s*${NUMBER})?`;
// "an hour and a half", "two and a half hours"
const HALF = String.raw`(\s+and\s+a\s+half)?`;
const DURATION = new RegExp(
  String.raw`\b${RANGE}${HALF}\s*(hours?|hrs?|minutes?|mins?)${HALF}\b`,
  "gi",
);
const DISTANCE = new RegExp(String.raw`\b(\d+(?:\.\d+)?)\s*(?:km|kilomet(?:re|er)s?)\b`, "gi");
// Flight and sailing times are other facts than the road's.
const NOT_ROAD = /\b(fly|flies|flight|flights|flying|plane|by air|air travel|boat|ferry)\b/i;

function toNumber(word: string): number {
  const lower = word.toLowerCase();
  if (lower.startsWith("half")) return 0.5;
  if (lower === "a" || lower === "an") return 1;
  return NUMBER_WORDS[lower] ?? Number(lower);
}

export interface Figure {
  kind: "hours" | "km";
  low: number;
  high: number;
  index: number;
  text: string;
}

/** Durations (as hours) and distances (km) stated in a sentence. */
export function figuresIn(sentence: string): Figure[] {
  const figures: Figure[] = [];
  for (const match of sentence.matchAll(DURATION)) {
    const scale = /^h/i.test(match[4]!) ? 1 : 1 / 60;
    const half = match[3] || match[5] ? 0.5 : 0;
    const low = toNumber(match[1]!) * scale;
    const high = (match[2] ? toNumber(match[2]) * scale : low) + half * scale;
    figures.push({
      kind: "hours",
      low: match[2] ? low : high,
      high,
      index: match.index,
      text: match[0],
    });
  }
  for (const match of sentence.matchAll(DISTANCE)) {
    const km = Number(match[1]);
    figures.push({ kind: "km", low: km, high: km, index: match.index, text: match[0] });
  }
  return figures;
}

export interface Place {
  key: string;
  /** Names that mean this place in prose; matched as whole words. */
  names: readonly string[];
}

interface Mention {
  key: string;
  index: number;
  end: number;
}

function mentionsIn(sentence: string, places: readonly Place[]): Mention[] {
  const mentions: Mention[] = [];
  for (const place of places) {
    for (const name of place.names) {
      const pattern = new RegExp(String.raw`\b${name.replace(/ /g, String.raw`\s+`)}\b`, "g");
      for (const match of sentence.matchAll(pattern)) {
        const covered = mentions.some(
          (mention) => match.index >= mention.index && match.index < mention.end,
        );
        if (!covered) {
          mentions.push({ key: place.key, index: match.index, end: match.index + match[0].length });
        }
      }
    }
  }
  return mentions.sort((a, b) => a.index - b.index);
}

// "Cape Coast and Elmina" names two destinations of one trip, not the two ends of a road.
function isCoordinated(sentence: string, a: Mention, b: Mention): boolean {
  const [first, second] = a.index < b.index ? [a, b] : [b, a];
  return /^\W*(and|or|&|,)?\W*$/i.test(sentence.slice(first.end, second.index).replace(/\*/g, ""));
}

/**
 * The roads a figure is about: the place nearest to it (with any places coordinated with it, as
 * in "Cape Coast and Elmina"), each paired with the other end of the road.
 */
function pairsFor(
  sentence: string,
  figure: Figure,
  mentions: readonly Mention[],
  context?: string,
): string[] {
  const byDistance = [...mentions].sort(
    (a, b) => Math.abs(a.index - figure.index) - Math.abs(b.index - figure.index),
  );
  const first = byDistance[0];
  if (!first) return [];
  const group = [first];
  for (let grew = true; grew;) {
    grew = false;
    for (const mention of mentions) {
      if (
        !group.includes(mention) &&
        group.some((member) => isCoordinated(sentence, member, mention))
      ) {
        group.push(mention);
        grew = true;
      }
    }
  }
  const groupKeys = new Set(group.map((mention) => mention.key));
  const others = byDistance.filter((mention) => !groupKeys.has(mention.key));
  // A guide's own place is the other end when the sentence does not name it ("From Accra the
  // drive takes three hours" in the Cape Coast guide); otherwise a place in the figure's own
  // clause, then one named before the figure ("Kumasi is 250 km from Accra"), then any.
  const contextUnnamed =
    context && !groupKeys.has(context) && !mentions.some((mention) => mention.key === context);
  const clauseStart = Math.max(
    sentence.lastIndexOf(",", figure.index),
    sentence.lastIndexOf(";", figure.index),
  );
  const clauseEnd = [",", ";"]
    .map((mark) => sentence.indexOf(mark, figure.index + figure.text.length))
    .filter((index) => index !== -1)
    .reduce((first, index) => Math.min(first, index), sentence.length);
  const inClause = (mention: Mention) => mention.index > clauseStart && mention.index < clauseEnd;
  const otherEnd = contextUnnamed
    ? context
    : (others.find(inClause) ?? others.find((mention) => mention.index < figure.index) ?? others[0])
        ?.key;
  if (!otherEnd) return [];
  return [...groupKeys].map((key) => pairKey(key, otherEnd));
}

export function pairKey(a: string, b: string): string {
  return [a, b].sort().join("~");
}

/** Splits prose into sentences (and list items), with tokens kept intact. */
export function sentencesIn(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z*"(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

// ---- The check ----

export interface ContentText {
  /** Where the text lives, for the message: "post ghana-visa-requirements". */
  where: string;
  text: string;
  /** The place the text is about (a city guide), paired with figures that name one other place. */
  context?: string;
}

export type FactProblemKind =
  | "stale"
  | "unknown-token"
  | "claims-check"
  | "contradicts"
  | "disagrees"
  | "retypes"
  | "inconsistent";

export interface FactProblem {
  where: string;
  message: string;
  /** What is wrong: a save refuses all but "retypes" (the figure is right) and "stale". */
  kind: FactProblemKind;
  /** For "inconsistent": each text that states the route, one per statement. */
  wheres?: string[];
}

interface RouteStatement {
  where: string;
  kind: Figure["kind"];
  low: number;
  high: number;
  text: string;
}

const CHECK_CLAIM =
  /\b(checked|verified|correct|accurate) (in|as of|on) (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/i;

function describeRange(kind: Figure["kind"], low: number, high: number): string {
  const unit = kind === "hours" ? "h" : " km";
  const round = (value: number) => Math.round(value * 100) / 100;
  return low === high ? `${round(low)}${unit}` : `${round(low)}-${round(high)}${unit}`;
}

function monthsBetween(fromIso: string, to: Date): number {
  const from = new Date(`${fromIso}T00:00:00Z`);
  return (
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 +
    (to.getUTCMonth() - from.getUTCMonth()) -
    (to.getUTCDate() < from.getUTCDate() ? 1 : 0)
  );
}

export const MAX_FACT_AGE_MONTHS = 12;

/**
 * Everything wrong between content and the register: unknown tokens; a route time or distance
 * stated in prose that differs from the register (or from another statement of the same route),
 * or that retypes the register's value instead of using its token; sentences that contradict a
 * registered fact; prose that claims its own check date; facts checked more than 12 months ago.
 */
export function findFactProblems(
  texts: readonly ContentText[],
  register: FactRegister,
  places: readonly Place[],
  today: Date,
): FactProblem[] {
  const problems: FactProblem[] = [];

  for (const [id, fact] of Object.entries(register)) {
    if (monthsBetween(fact.checkedOn, today) >= MAX_FACT_AGE_MONTHS) {
      problems.push({
        kind: "stale",
        where: `fact ${id}`,
        message: `last checked ${fact.checkedOn}, more than ${MAX_FACT_AGE_MONTHS} months ago: check it against its sources and update checkedOn`,
      });
    }
  }

  const registeredFigure = (pair: string, kind: Figure["kind"]) => {
    for (const [id, fact] of Object.entries(register)) {
      const route = fact.route;
      if (!route || pairKey(...route.between) !== pair) continue;
      if (kind === "hours" && route.hours) return { id, low: route.hours[0], high: route.hours[1] };
      if (kind === "km" && route.km !== undefined) return { id, low: route.km, high: route.km };
    }
    return undefined;
  };

  const statements = new Map<string, RouteStatement[]>();

  for (const { where, text, context } of texts) {
    for (const id of factIdsIn(text)) {
      if (!register[id]) {
        problems.push({ kind: "unknown-token", where, message: `unknown fact {{fact:${id}}}` });
      }
    }
    for (const sentence of sentencesIn(text)) {
      const claim = CHECK_CLAIM.exec(sentence);
      if (claim) {
        problems.push({
          kind: "claims-check",
          where,
          message: `"${claim[0]}": check dates come from the fact register, not prose`,
        });
      }
      for (const [id, fact] of Object.entries(register)) {
        for (const contradiction of fact.contradictions ?? []) {
          if (contradiction.pattern.test(sentence) && !contradiction.unless?.test(sentence)) {
            problems.push({
              kind: "contradicts",
              where,
              message: `contradicts fact ${id} (${contradiction.reason}): "${sentence}"`,
            });
          }
        }
      }

      // Figures inside tokens are the register's own; only literal prose is compared.
      const literal = sentence.replace(TOKEN, "");
      if (NOT_ROAD.test(literal)) continue;
      const mentions = mentionsIn(literal, places);
      for (const figure of figuresIn(literal)) {
        for (const pair of pairsFor(literal, figure, mentions, context)) {
          const registered = registeredFigure(pair, figure.kind);
          const stated = describeRange(figure.kind, figure.low, figure.high);
          if (registered) {
            const same = registered.low === figure.low && registered.high === figure.high;
            problems.push({
              kind: same ? "retypes" : "disagrees",
              where,
              message: same
                ? `"${figure.text}" retypes fact ${registered.id}: use {{fact:${registered.id}}}`
                : `"${figure.text}" (${stated}) disagrees with fact ${registered.id} (${describeRange(figure.kind, registered.low, registered.high)}): "${sentence}"`,
            });
            continue;
          }
          const key = `${pair} ${figure.kind}`;
          const list = statements.get(key) ?? [];
          list.push({
            where,
            kind: figure.kind,
            low: figure.low,
            high: figure.high,
            text: sentence,
          });
          statements.set(key, list);
        }
      }
    }
  }

  // The same unregistered route stated two ways is a contradiction too.
  for (const [key, list] of statements) {
    const values = new Set(list.map((item) => describeRange(item.kind, item.low, item.high)));
    if (values.size > 1) {
      const pair = key.split(" ")[0]!.replace("~", " and ");
      problems.push({
        kind: "inconsistent",
        where: list.map((item) => item.where).join(", "),
        wheres: list.map((item) => item.where),
        message: `${pair} are stated as ${[...values].join(" and ")}: register one value and use its token (${list.map((item) => `"${item.text}"`).join("; ")})`,
      });
    }
  }

  return problems;
}
