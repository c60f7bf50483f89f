// Checks a job's data against its queue's schema before the handler sees it. Data that fails
// cannot be fixed by trying again, so the queue fails the job for good with this one-line reason.
import type { z } from "#app/domain/shared/zod.ts";

export type CheckedJobData<T> = { ok: true; data: T } | { ok: false; problem: string };

const MAX_PROBLEM_LENGTH = 300;

/** The parsed data, or one line saying what is wrong with it (never a stack trace). */
export function checkJobData<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
): CheckedJobData<z.output<Schema>> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, data: parsed.data };
  const problem = parsed.error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : "data"}: ${issue.message}`)
    .join("; ")
    .replace(/\s+/g, " ");
  return {
    ok: false,
    problem:
      problem.length > MAX_PROBLEM_LENGTH
        ? `${problem.slice(0, MAX_PROBLEM_LENGTH - 1)}…`
        : problem,
  };
}
