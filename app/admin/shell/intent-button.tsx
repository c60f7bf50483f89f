// A form of one button that posts its intent ("check-links", "send-digest"...), for the dashboard
// tabs' "do it now" buttons: it shows its pending label while that intent is on its way.
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

export function IntentButton({
  intent,
  pendingLabel,
  children,
  className = "mt-3",
  isSmall = true,
}: {
  intent: string;
  pendingLabel: string;
  children: ReactNode;
  className?: string;
  /** The small outlined button beside a section's text; false: the tab's main action. */
  isSmall?: boolean;
}) {
  const navigation = useNavigation();
  return (
    <Form method="post" className={className}>
      <Button
        variant={isSmall ? "outline" : "primary"}
        size={isSmall ? "sm" : "md"}
        name="intent"
        value={intent}
        isPending={navigation.formData?.get("intent") === intent}
        pendingLabel={pendingLabel}
      >
        {children}
      </Button>
    </Form>
  );
}
