// The fact register's rules: content refers to a registered fact with a `{{fact:id}}` token
// instead of retyping it, so a correction is made once; and a check that finds content stating a
// registered (or repeated) fact in a way that disagrees, facts gone stale, and prose that claims a
// check the register does not record. Each fact has an English and a French text (issue 44): one
// entry, one source and one check date for both languages, so a correction reaches both.
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

/** The languages the register speaks: English pages, and the French ones under /fr. */
export type FactLanguage = "en" | "fr";

/**
 * A fact's French text. The source, official body and check date are the English entry's: the
 * fact is one, only its wording differs, so there is nothing here that could drift apart.
 */
export interface FactTranslation {
  /** What a `{{fact:id}}` token becomes on a French page, shaped as the English value is. */
  value: string;
  /** French sentences that contradict the fact; the English patterns do not read French. */
  contradictions?: readonly Contradiction[];
}

export interface Fact {
  topic: FactTopic;
  /** The text a `{{fact:id}}` token becomes. */
  value: string;
  /** The French text; the register's test requires one for every entry. */
  fr?: FactTranslation;
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

/** A fact's text in a language; undefined when the fact is unknown or has no text in it. */
export function factValue(fact: Fact | undefined, lang: FactLanguage = "en"): string | undefined {
  return lang === "fr" ? fact?.fr?.value : fact?.value;
}

/**
 * Replaces each token with its fact's value in the page's language; an unknown token shows
 * nothing rather than a guess. A fact with no French text shows nothing on a French page too,
 * rather than the English value: an English clause in the middle of a French sentence reads as a
 * broken page, and most places a token lands (Markdown prose, titles, meta descriptions, the
 * search index) cannot mark it `lang="en"`. The fact check reports such a token ("untranslated")
 * and the register's test requires a French text for every entry, so the gap never ships.
 */
export function resolveFacts(
  text: string,
  register: FactRegister,
  lang: FactLanguage = "en",
): string {
  return text.replace(TOKEN, (_, id: string) => factValue(register[id], lang) ?? "");
}

/** Resolves every string inside plain data (objects, arrays), keeping its shape. */
export function resolveFactsDeep<T>(
  value: T,
  register: FactRegister,
  lang: FactLanguage = "en",
): T {
  return mapStringsDeep(value, (text) => resolveFacts(text, register, lang));
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

// French prose states the same figures its own way: "4 à 6 heures", "2 h 30 à 3 h", "une heure
// et demie", "environ 250 km" (and "1,5 km", a decimal comma). Clock times ("24 h/24", "24 heures
// sur 24", "6 heures du matin") are not durations.
const FRENCH_NUMBER_WORDS: Record<string, number> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  quinze: 15,
  vingt: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
};
const FRENCH_NUMBER = String.raw`(?:\d+(?:,\d+)?|${Object.keys(FRENCH_NUMBER_WORDS).join("|")})`;
const FRENCH_HOURS = String.raw`\s*(?:h|heures?)(?:\s*\d{2}(?!\d))?(?:\s+et\s+demie)?`;
const FRENCH_DURATION = new RegExp(
  String.raw`(?<![\p{L}\d/,])(?:${FRENCH_NUMBER}(?:${FRENCH_HOURS})?\s*(?:à|ou|-|–)\s*)?${FRENCH_NUMBER}(?:${FRENCH_HOURS}|\s*(?:min|minutes?))(?![\p{L}\d/])(?!\s*sur\s*24)(?!\s+du\s+(?:matin|soir))`,
  "giu",
);
const FRENCH_PART =
  /^(\d+(?:,\d+)?|\p{L}+)\s*(?:(h|heures?)(?:\s*(\d{2}))?(\s+et\s+demie)?|(min|minutes?))?$/iu;
const FRENCH_DISTANCE = /(?<![\p{L}\d,])(\d+(?:,\d+)?)\s*(?:km|kilomètres?)(?![\p{L}\d])/giu;
const FRENCH_NOT_ROAD =
  /(?<!\p{L})(vols?|avions?|par avion|aérien\w*|bateau|ferry|pirogue)(?!\p{L})/iu;

function frenchNumber(word: string): number {
  const lower = word.toLowerCase();
  return FRENCH_NUMBER_WORDS[lower] ?? Number(lower.replace(",", "."));
}

/** "4 à 6 heures" as hours, low and high; a bare first number takes the last part's unit. */
function frenchDuration(text: string): { low: number; high: number } | null {
  const parts = text
    .split(/\s+(?:à|ou)\s+|\s*[-–]\s*/u)
    .map((part) => FRENCH_PART.exec(part.trim()));
  if (parts.some((part) => !part)) return null;
  const last = parts.at(-1)!;
  const hoursOf = (part: RegExpExecArray) => {
    const number = frenchNumber(part[1]!);
    const inMinutes = part[5] !== undefined || (part[2] === undefined && last[5] !== undefined);
    if (inMinutes) return number / 60;
    return number + (part[3] ? Number(part[3]) / 60 : 0) + (part[4] ? 0.5 : 0);
  };
  const values = parts.map((part) => hoursOf(part!));
  return { low: values[0]!, high: values.at(-1)! };
}

function frenchFiguresIn(sentence: string): Figure[] {
  const figures: Figure[] = [];
  for (const match of sentence.matchAll(FRENCH_DURATION)) {
    const hours = frenchDuration(match[0]);
    if (hours) figures.push({ kind: "hours", ...hours, index: match.index, text: match[0] });
  }
  for (const match of sentence.matchAll(FRENCH_DISTANCE)) {
    const km = frenchNumber(match[1]!);
    figures.push({ kind: "km", low: km, high: km, index: match.index, text: match[0] });
  }
  return figures;
}

export interface Figure {
  kind: "hours" | "km";
  low: number;
  high: number;
  index: number;
  text: string;
}

/** Durations (as hours) and distances (km) stated in a sentence. */
export function figuresIn(sentence: string, lang: FactLanguage = "en"): Figure[] {
  if (lang === "fr") return frenchFiguresIn(sentence);
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

// "Cape Coast and Elmina" ("Cape Coast et Elmina") names two destinations of one trip, not the
// two ends of a road.
const COORDINATED: Record<FactLanguage, RegExp> = {
  en: /^\W*(and|or|&|,)?\W*$/i,
  // \W would take "à" for punctuation and join "de Takoradi à Accra" as one destination.
  fr: /^[^\p{L}\d]*(et|ou|&|,)?[^\p{L}\d]*$/iu,
};

function isCoordinated(sentence: string, a: Mention, b: Mention, lang: FactLanguage): boolean {
  const [first, second] = a.index < b.index ? [a, b] : [b, a];
  return COORDINATED[lang].test(sentence.slice(first.end, second.index).replace(/\*/g, ""));
}

/**
 * The roads a figure is about: the place nearest to it (with any places coordinated with it, as
 * in "Cape Coast and Elmina"), each paired with the other end of the road.
 */
function pairsFor(
  sentence: string,
  figure: Figure,
  mentions: readonly Mention[],
  context: string | undefined,
  lang: FactLanguage,
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
        group.some((member) => isCoordinated(sentence, member, mention, lang))
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

// A French sentence may open with an accented capital or a guillemet: « À l'arrivée », « Élubo ».
const SENTENCE_BREAK: Record<FactLanguage, RegExp> = {
  en: /\n+|(?<=[.!?])\s+(?=[A-Z*"(])/,
  fr: /\n+|(?<=[.!?])\s+(?=[A-ZÀ-ÖØ-Þ*"(«])/,
};

/** Splits prose into sentences (and list items), with tokens kept intact. */
export function sentencesIn(text: string, lang: FactLanguage = "en"): string[] {
  return text
    .split(SENTENCE_BREAK[lang])
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
  /** The text's language: French texts are read with the register's French patterns. */
  lang?: FactLanguage;
}

export type FactProblemKind =
  | "stale"
  | "unknown-token"
  | "untranslated"
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

const CHECK_CLAIM: Record<FactLanguage, RegExp> = {
  en: /\b(checked|verified|correct|accurate) (in|as of|on) (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/i,
  // "vérifié en novembre 2026", "informations exactes au 29 novembre 2026"; a legal page's
  // "mise à jour le …" dates its own text, not facts, as "updated" does in English.
  fr: /(?<!\p{L})(vérifi|contrôl|exact)\p{L}* (en|au|le|en date du) (\d{1,2}(er)? )?(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}/iu,
};

const NOT_ROAD_IN: Record<FactLanguage, RegExp> = { en: NOT_ROAD, fr: FRENCH_NOT_ROAD };

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

  for (const { where, text, context, lang = "en" } of texts) {
    for (const id of factIdsIn(text)) {
      if (!register[id]) {
        problems.push({ kind: "unknown-token", where, message: `unknown fact {{fact:${id}}}` });
      } else if (factValue(register[id], lang) === undefined) {
        problems.push({
          kind: "untranslated",
          where,
          message: `fact ${id} has no ${lang === "fr" ? "French" : "English"} text: the token shows nothing until the register gives it one`,
        });
      }
    }
    for (const sentence of sentencesIn(text, lang)) {
      const claim = CHECK_CLAIM[lang].exec(sentence);
      if (claim) {
        problems.push({
          kind: "claims-check",
          where,
          message: `"${claim[0]}": check dates come from the fact register, not prose`,
        });
      }
      for (const [id, fact] of Object.entries(register)) {
        const contradictions = lang === "fr" ? fact.fr?.contradictions : fact.contradictions;
        for (const contradiction of contradictions ?? []) {
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
      if (NOT_ROAD_IN[lang].test(literal)) continue;
      const mentions = mentionsIn(literal, places);
      for (const figure of figuresIn(literal, lang)) {
        for (const pair of pairsFor(literal, figure, mentions, context, lang)) {
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
