import { describe, expect, it } from "vitest";
import {
  factIdsIn,
  factsChecked,
  factSources,
  figuresIn,
  findFactProblems,
  resolveFacts,
  resolveFactsDeep,
  sentencesIn,
  type FactRegister,
  type Place,
} from "#app/domain/facts/facts.ts";

/** A road fact between the test's places alpha and beta. */
const road = (
  value: string,
  checkedOn: string,
  figures: { hours: [number, number] } | { km: number },
) =>
  ({
    topic: "transport",
    value,
    source: { publisher: "Paper", title: "Roads" },
    checkedOn,
    route: { between: ["alpha", "beta"], ...figures },
  }) as const;

const register: FactRegister = {
  "drive.a-b": {
    ...road("4 to 5 hours", "2026-11-01", { hours: [4, 5] }),
    source: { publisher: "Paper", title: "Roads", date: "2026-01-01" },
    official: { name: "Roads Office", url: "https://roads.example" },
  },
  "distance.a-b": road("about 250 km", "2026-06-15", { km: 250 }),
  "entry.evisa": {
    topic: "entry",
    value: "The e-Visa is live.",
    source: { publisher: "Paper", title: "Visas" },
    official: { name: "Immigration" },
    checkedOn: "2026-11-01",
    contradictions: [{ pattern: /\bno e-?visa\b/i, unless: /\bwas\b/, reason: "it launched" }],
  },
};
const places: Place[] = [
  { key: "alpha", names: ["Alphaville"] },
  { key: "beta", names: ["Beta Bay"] },
  { key: "gamma", names: ["Gamma"] },
];
const today = new Date("2026-11-23T12:00:00Z");
const check = (text: string, context?: string) =>
  findFactProblems([{ where: "post", text, context }], register, places, today).map(
    (problem) => problem.message,
  );

describe("fact tokens", () => {
  it("resolves tokens to the register's values, and an unknown token to nothing", () => {
    expect(resolveFacts("It takes {{fact:drive.a-b}} by road.", register)).toBe(
      "It takes 4 to 5 hours by road.",
    );
    expect(resolveFacts("Before {{fact:nope}}after", register)).toBe("Before after");
  });

  it("lists the facts a text uses once each, in order", () => {
    expect(
      factIdsIn("{{fact:entry.evisa}} then {{fact:drive.a-b}} and {{fact:entry.evisa}}"),
    ).toEqual(["entry.evisa", "drive.a-b"]);
  });

  it("resolves every string in nested data and keeps other values", () => {
    const data = { a: ["x {{fact:distance.a-b}}", { b: "{{fact:entry.evisa}}" }], n: 3, z: null };
    expect(resolveFactsDeep(data, register)).toEqual({
      a: ["x about 250 km", { b: "The e-Visa is live." }],
      n: 3,
      z: null,
    });
  });

  it("dates a page by its oldest fact and names each official source once", () => {
    expect(factsChecked(["drive.a-b", "distance.a-b", "entry.evisa"], register)).toEqual({
      checkedOn: "2026-06-15",
      officialSources: [
        { name: "Roads Office", url: "https://roads.example" },
        { name: "Immigration" },
      ],
    });
    expect(factsChecked([], register)).toBeNull();
    expect(factsChecked(["unknown"], register)).toBeNull();
  });
});

describe("factSources", () => {
  it("lists each fact's source in the order used, one publication once, unknown ids left out", () => {
    expect(factSources(["entry.evisa", "unknown", "drive.a-b", "distance.a-b"], register)).toEqual([
      register["entry.evisa"]!.source,
      { publisher: "Paper", title: "Roads", date: "2026-01-01" },
    ]);
    expect(factSources([], register)).toEqual([]);
  });
});

describe("reading figures", () => {
  it("reads durations in digits or words, ranges, minutes and distances", () => {
    const figures = (text: string) =>
      figuresIn(text).map(({ kind, low, high }) => ({ kind, low, high }));
    expect(figures("about three hours")).toEqual([{ kind: "hours", low: 3, high: 3 }]);
    expect(figures("4 to 6 hours")).toEqual([{ kind: "hours", low: 4, high: 6 }]);
    expect(figures("four to five hours")).toEqual([{ kind: "hours", low: 4, high: 5 }]);
    expect(figures("30 minutes")).toEqual([{ kind: "hours", low: 0.5, high: 0.5 }]);
    expect(figures("about an hour and a half")).toEqual([{ kind: "hours", low: 1.5, high: 1.5 }]);
    expect(figures("two and a half hours")).toEqual([{ kind: "hours", low: 2.5, high: 2.5 }]);
    expect(figures("roughly 135 km by road")).toEqual([{ kind: "km", low: 135, high: 135 }]);
    expect(figures("13 kilometres apart")).toEqual([{ kind: "km", low: 13, high: 13 }]);
  });

  it("splits sentences and list items", () => {
    expect(sentencesIn("One here. Two there.\n- **Item**: three")).toEqual([
      "One here.",
      "Two there.",
      "- **Item**: three",
    ]);
  });
});

describe("the consistency check", () => {
  it("accepts tokens and prose without registered figures", () => {
    expect(
      check("Alphaville to Beta Bay takes {{fact:drive.a-b}}, {{fact:distance.a-b}}."),
    ).toEqual([]);
    expect(check("Beta Bay has a long beach. Alphaville is busy.")).toEqual([]);
  });

  it("flags a drive time that disagrees with the register", () => {
    const [message] = check("From Alphaville to Beta Bay is about three hours.");
    expect(message).toMatch(/disagrees with fact drive\.a-b \(4-5h\)/);
  });

  it("flags the register's own value retyped instead of its token", () => {
    expect(check("Beta Bay is roughly 250 km from Alphaville.")).toEqual([
      '"250 km" retypes fact distance.a-b: use {{fact:distance.a-b}}',
    ]);
  });

  it("pairs a figure with the place a city guide is about", () => {
    expect(check("From Alphaville the drive takes six hours.", "beta")[0]).toMatch(
      /disagrees with fact drive\.a-b/,
    );
  });

  it("reads places joined by 'and' as one destination, not the two ends of the road", () => {
    expect(check("- Beta Bay and Gamma, three hours by road.", "alpha")[0]).toMatch(
      /disagrees with fact drive\.a-b/,
    );
  });

  it("prefers the guide's own place, then a place named before the figure, as the other end", () => {
    expect(
      check("The nearest town is Gamma, about 4 hours west, and then Alphaville.", "beta"),
    ).toEqual([]);
    expect(
      check("Gamma is 2 hours away, and Beta Bay about three hours from Alphaville.")[0],
    ).toMatch(/disagrees with fact drive\.a-b/);
  });

  it("ignores flight times, which are other facts than the road's", () => {
    expect(check("The flight from Alphaville to Beta Bay takes 1 hour.")).toEqual([]);
  });

  it("flags an unregistered route stated two ways", () => {
    const problems = findFactProblems(
      [
        { where: "post a", text: "Gamma is 13 km from Beta Bay." },
        { where: "post b", text: "Beta Bay lies 15 km east of Gamma." },
      ],
      register,
      places,
      today,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]!.where).toBe("post a, post b");
    expect(problems[0]!.message).toMatch(/beta and gamma are stated as 13 km and 15 km/);
  });

  it("flags contradictions unless the exception applies", () => {
    expect(check("There is no e-visa for Ghana.")[0]).toMatch(/contradicts fact entry\.evisa/);
    expect(check("There was no e-visa until 2026.")).toEqual([]);
  });

  it("flags unknown tokens and prose that claims its own check date", () => {
    expect(check("See {{fact:missing}}.")).toEqual(["unknown fact {{fact:missing}}"]);
    expect(check("Details were checked in November 2026.")[0]).toMatch(/check dates come from/);
  });

  it("flags a fact checked twelve months ago or more", () => {
    const stale = findFactProblems([], register, places, new Date("2027-11-01T00:00:00Z"));
    expect(stale.map((problem) => problem.where)).toEqual([
      "fact drive.a-b",
      "fact distance.a-b",
      "fact entry.evisa",
    ]);
    expect(findFactProblems([], register, places, new Date("2027-06-14T00:00:00Z"))).toEqual([]);
  });
});

describe("the register in French", () => {
  const french: FactRegister = {
    ...register,
    "drive.a-b": { ...register["drive.a-b"]!, fr: { value: "4 à 5 heures" } },
    "entry.evisa": {
      ...register["entry.evisa"]!,
      fr: {
        value: "L'e-Visa est en service.",
        contradictions: [
          { pattern: /\bpas d'e-?visa\b/i, unless: /\bautrefois\b/i, reason: "it launched" },
        ],
      },
    },
  };
  const checkFrench = (text: string, context?: string) =>
    findFactProblems(
      [{ where: "page /fr/x", text, context, lang: "fr" }],
      french,
      places,
      today,
    ).map((problem) => problem.message);

  it("resolves a token to the French value on a French page, and to nothing when there is none", () => {
    expect(resolveFacts("Comptez {{fact:drive.a-b}} de route.", french, "fr")).toBe(
      "Comptez 4 à 5 heures de route.",
    );
    // distance.a-b has no French text: no English words in the middle of a French sentence.
    expect(resolveFacts("À {{fact:distance.a-b}} d'ici.", french, "fr")).toBe("À  d'ici.");
    expect(resolveFacts("It takes {{fact:drive.a-b}}.", french)).toBe("It takes 4 to 5 hours.");
  });

  it("reads French durations, ranges and distances, and leaves clock times alone", () => {
    const figures = (text: string) =>
      figuresIn(text, "fr").map(({ kind, low, high }) => ({ kind, low, high }));
    expect(figures("4 à 6 heures de route")).toEqual([{ kind: "hours", low: 4, high: 6 }]);
    expect(figures("comptez 2 h 30 à 3 h")).toEqual([{ kind: "hours", low: 2.5, high: 3 }]);
    expect(figures("1 h 30 à 2 h 30")).toEqual([{ kind: "hours", low: 1.5, high: 2.5 }]);
    expect(figures("une heure et demie")).toEqual([{ kind: "hours", low: 1.5, high: 1.5 }]);
    expect(figures("45 minutes")).toEqual([{ kind: "hours", low: 0.75, high: 0.75 }]);
    expect(figures("environ 250 km")).toEqual([{ kind: "km", low: 250, high: 250 }]);
    expect(figures("à 1,5 km du centre")).toEqual([{ kind: "km", low: 1.5, high: 1.5 }]);
    expect(figures("ouvert 24 h/24, 24 heures sur 24, dès 6 heures du matin")).toEqual([]);
  });

  it("splits French sentences that open with an accented capital or a guillemet", () => {
    expect(sentencesIn("Une phrase. À la suite. « Citée. »", "fr")).toEqual([
      "Une phrase.",
      "À la suite.",
      "« Citée. »",
    ]);
  });

  it("catches a French page stating an old figure, with the French patterns only", () => {
    expect(checkFrench("Alphaville est à 6 à 7 heures de Beta Bay.")[0]).toMatch(
      /"6 à 7 heures" \(6-7h\) disagrees with fact drive\.a-b \(4-5h\)/,
    );
    expect(checkFrench("Alphaville et Beta Bay : 4 à 5 heures de route.")).toEqual([]);
    expect(checkFrench("Depuis Beta Bay, comptez 4 à 5 heures.", "alpha")).toEqual([
      '"4 à 5 heures" retypes fact drive.a-b: use {{fact:drive.a-b}}',
    ]);
    expect(checkFrench("Il n'y a pas d'e-visa pour le Ghana.")[0]).toMatch(
      /contradicts fact entry\.evisa/,
    );
    expect(checkFrench("Il n'y avait autrefois pas d'e-visa.")).toEqual([]);
    // The English patterns read English texts only.
    expect(checkFrench("There is no e-visa for Ghana.")).toEqual([]);
  });

  it("flags a French token with no French text, and a French claim of a check date", () => {
    expect(checkFrench("À {{fact:distance.a-b}}.")).toEqual([
      "fact distance.a-b has no French text: the token shows nothing until the register gives it one",
    ]);
    expect(checkFrench("Informations vérifiées en novembre 2026.")[0]).toMatch(
      /check dates come from/,
    );
  });
});
