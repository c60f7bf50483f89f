// The double opt-in e-mail: one button that confirms the address, and what happens if the reader
// did not ask for it (nothing: the sign-up lapses). In the language of the form the reader used
// (issue 44): its words come filled in from app/content/i18n (app/mail/messages.server.ts).
import { ButtonEmail, Paragraph } from "#app/mail/email-layout.tsx";

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
    <ButtonEmail
      lang={lang}
      siteName={siteName}
      siteUrl={siteUrl}
      preview={words.subject}
      footer={words.footer}
      heading={words.heading}
      url={confirmUrl}
      buttonLabel={words.button}
      smallPrint={`${words.link} ${confirmUrl}`}
    >
      <Paragraph>{words.text}</Paragraph>
    </ButtonEmail>
  );
}
