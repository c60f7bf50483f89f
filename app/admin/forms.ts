// Operator form rules, shared by the browser and the server (SPEC.md section 5).
import { z } from "#app/domain/zod.ts";
import { pageNumber } from "#app/domain/page-number.ts";

export const LoginSchema = z.object({
  password: z
    .string({ error: "Please enter the admin password." })
    .max(1000, "The password is too long.")
    .refine((value) => value.trim() !== "", "Please enter the admin password."),
});

export const REPLY_MAX_LENGTH = 5000;

export const ReplySchema = z.object({
  replyMessage: z
    .string({ error: "Please enter a reply message." })
    .trim()
    .min(1, "Please enter a reply message.")
    .max(REPLY_MAX_LENGTH, `Keep the reply under ${REPLY_MAX_LENGTH} characters.`),
});

/** Admin lists: 100 a page, newest first. */
export const ADMIN_PAGE_SIZE = 100;

export const AdminPageSchema = z.strictObject(
  {
    page: pageNumber,
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Unknown query parameter "${issue.keys[0]}".`
        : undefined,
  },
);
