// Whether a practical fact can be stored: the studio's and the CSV's check, apart from
// practical-facts.ts so that public pages, which only show facts, do not carry it.
import {
  PRACTICAL_FACT_LABELS,
  PRACTICAL_FACT_VALUES,
  REPEATABLE,
  type PracticalFact,
} from "#app/domain/facts/practical-facts.ts";

/** Why a fact cannot be stored, or null when it can. */
export function practicalFactProblem(
  fact: Pick<PracticalFact, "key" | "value">,
  facts: readonly Pick<PracticalFact, "key" | "value">[],
): string | null {
  const allowed = PRACTICAL_FACT_VALUES[fact.key];
  if (allowed && !allowed.includes(fact.value)) {
    return `${PRACTICAL_FACT_LABELS[fact.key]} is one of ${allowed.join(", ")}, not "${fact.value}".`;
  }
  if (
    (fact.key === "check-in" || fact.key === "check-out") &&
    !/^([01]\d|2[0-3]):[0-5]\d$/.test(fact.value)
  ) {
    return `${PRACTICAL_FACT_LABELS[fact.key]} is a time like 14:00, not "${fact.value}".`;
  }
  if (!allowed && fact.value.trim() === "") {
    return `${PRACTICAL_FACT_LABELS[fact.key]} needs its class, like 2-star or budget.`;
  }
  const same = facts.filter((other) =>
    REPEATABLE.has(fact.key)
      ? other.key === fact.key && other.value === fact.value
      : other.key === fact.key,
  );
  if (same.length > 1) return `${PRACTICAL_FACT_LABELS[fact.key]} is stated twice: keep one.`;
  return null;
}
