// The e-mail that asks a guest to confirm their report: a button to a page that asks them to press
// another (a mail scanner opening the link confirms nothing), how long it works, and what we keep.
import { ADDRESS_KEPT_DAYS, CONFIRM_DAYS } from "#app/domain/facts/guest-report.ts";
import { ButtonEmail, Paragraph } from "#app/mail/email-layout.tsx";

export interface GuestReportEmailProps {
  siteName: string;
  siteUrl: string;
  hotelName: string;
  url: string;
  /** Another language's words (a report sent from a French page, issue 44); English otherwise. */
  translated?: GuestReportEmailWords & { lang: string };
}

/** The e-mail's words, with the hotel's name, the days and the link already filled in. */
export interface GuestReportEmailWords {
  subject: string;
  text: string;
  button: string;
  small: string;
  footer: string;
}

export function GuestReportEmail(props: GuestReportEmailProps) {
  if (props.translated) return <TranslatedGuestReportEmail {...props} words={props.translated} />;
  return (
    <ButtonEmail
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={`Confirm your report on ${props.hotelName}`}
      footer={
        <>
          You get this e-mail because someone reported a stay at {props.hotelName} on{" "}
          {props.siteName} with this address. If it was not you, ignore it: an unconfirmed report is
          deleted after {CONFIRM_DAYS} days and never shown.
        </>
      }
      heading={<>Confirm your report on {props.hotelName}</>}
      url={props.url}
      buttonLabel="Confirm my report"
      smallPrint={
        <>
          The link works for {CONFIRM_DAYS} days. We keep your address only to confirm the report
          and to stop repeats, and erase it {ADDRESS_KEPT_DAYS} days after our editors decide on the
          report. If the button does not work, open this address: {props.url}
        </>
      }
    >
      <Paragraph>
        Thank you for telling other travellers what you found. Open the link and press “Confirm my
        report”; our editors then check it before it counts on the hotel's page.
      </Paragraph>
    </ButtonEmail>
  );
}

function TranslatedGuestReportEmail(
  props: GuestReportEmailProps & { words: GuestReportEmailWords & { lang: string } },
) {
  const { words } = props;
  return (
    <ButtonEmail
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={words.subject}
      lang={words.lang}
      footer={words.footer}
      heading={words.subject}
      url={props.url}
      buttonLabel={words.button}
      smallPrint={words.small}
    >
      <Paragraph>{words.text}</Paragraph>
    </ButtonEmail>
  );
}
