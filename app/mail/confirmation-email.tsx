// The double opt-in e-mail: one button that confirms the address, and what happens if the reader
// did not ask for it (nothing: the sign-up lapses). In the language of the form the reader used
// (issue 44): its words come filled in from app/content/i18n (app/mail/messages.server.ts).
import { Button, Text } from "react-email";
import {
  COLOURS,
  EmailLayout,
  FooterText,
  textStyle,
  buttonStyle,
} from "#app/mail/email-layout.tsx";

/** The e-mail's words in the reader's language, with the site's name and days filled in. */
export interface ConfirmationWords {
  subject: string;
  heading: string;
  text: string;
  button: string;
  link: string;
  footer: string;
}

export interface ConfirmationEmailProps {
  lang: string;
  siteName: string;
  siteUrl: string;
  confirmUrl: string;
  words: ConfirmationWords;
}

export function ConfirmationEmail({
  lang,
  siteName,
  siteUrl,
  confirmUrl,
  words,
}: ConfirmationEmailProps) {
  return (
    <EmailLayout
      lang={lang}
      siteName={siteName}
      siteUrl={siteUrl}
      preview={words.subject}
      footer={<FooterText>{words.footer}</FooterText>}
    >
      <Text style={{ ...textStyle, fontSize: "22px", fontWeight: 700 }}>{words.heading}</Text>
      <Text style={textStyle}>{words.text}</Text>
      <Button href={confirmUrl} style={buttonStyle}>
        {words.button}
      </Button>
      <Text style={{ ...textStyle, color: COLOURS.muted, fontSize: "14px" }}>
        {words.link} {confirmUrl}
      </Text>
    </EmailLayout>
  );
}
