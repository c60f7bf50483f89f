// The owner's sign-in settings (issue 28): whether everyone must use two-factor sign-in. Stored as
// text like the other settings groups; the Settings tab's checkbox sends "on" or nothing.
import { z } from "#app/domain/shared/zod.ts";

export const SignInSettingsSchema = z.object({
  requireTwoFactor: z
    .enum(["on", "off"], { error: "Choose whether two-factor sign-in is required." })
    .default("off"),
});

export type SignInSettings = z.infer<typeof SignInSettingsSchema>;

export const DEFAULT_SIGN_IN_SETTINGS: SignInSettings = { requireTwoFactor: "off" };
