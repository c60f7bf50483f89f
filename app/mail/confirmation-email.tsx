// The double opt-in e-mail: one button that confirms the address, and what happens if the reader
// did not ask for it (nothing: the sign-up lapses).
import { Button, Text } from "react-email";
import { CONFIRMATION_DAYS } from "#app/domain/newsletter.ts";
import { COLOURS, EmailLayout, FooterText, textStyle } from "#app/mail/email-layout.tsx";

export interface ConfirmationEmailProps {
  siteName: string;
  siteUrl: string;
  confirmUrl: string;
}

export function ConfirmationEmail({ siteName, siteUrl, confirmUrl }: ConfirmationEmailProps) {
  return (
    <EmailLayout
      siteName={siteName}
      siteUrl={siteUrl}
      preview={`Confirm your subscription to ${siteName}`}
      footer={
        <FooterText>
          You get this e-mail because this address was entered in the newsletter form on {siteName}.
          If that was not you, ignore it: without a confirmation nothing more is sent, and the
          sign-up is deleted after {CONFIRMATION_DAYS} days.
        </FooterText>
      }
    >
      <Text style={{ ...textStyle, fontSize: "22px", fontWeight: 700 }}>
        Please confirm your subscription
      </Text>
      <Text style={textStyle}>
        Click the button to start receiving Ghana travel tips from {siteName}: new guides, hotel
        picks and seasonal advice.
      </Text>
      <Button
        href={confirmUrl}
        style={{
          backgroundColor: COLOURS.brand,
          borderRadius: "8px",
          color: "#ffffff",
          fontWeight: 700,
          padding: "12px 20px",
        }}
      >
        Confirm my subscription
      </Button>
      <Text style={{ ...textStyle, color: COLOURS.muted, fontSize: "14px" }}>
        The link works for {CONFIRMATION_DAYS} days. If the button does not work, open this address:{" "}
        {confirmUrl}
      </Text>
    </EmailLayout>
  );
}
