// A settings form refused in place (the Settings and Backups tabs): the fields at fault, what was
// typed, and the one toast these forms show.
import { refused } from "#app/admin/shell/action.server.ts";
import type { Refusal } from "#app/domain/shared/outcome.ts";
import { serverToast } from "#app/components/ui/toast.server.ts";

export function notSaved(
  refusal: Pick<Refusal, "status" | "error" | "fieldErrors">,
  values: Record<string, string>,
) {
  const toast = serverToast({
    title: "Not Saved",
    description: "Please correct the fields marked below.",
    variant: "destructive",
  });
  return refused(refusal, values, { toast });
}
