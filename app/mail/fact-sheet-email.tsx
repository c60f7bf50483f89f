// The e-mail that asks a hotel for its fact sheet (or, with a note, for a change to it): what we
// ask, why, how long the link works, and that nothing is published before our editors check it.
import { FACT_SHEET_LINK_DAYS } from "#app/domain/facts/fact-sheet.ts";
import { ButtonEmail, Paragraph } from "#app/mail/email-layout.tsx";

export interface FactSheetEmailProps {
  siteName: string;
  siteUrl: string;
  hotelName: string;
  url: string;
  /** An editor's note when an answer is sent back; empty for a first request. */
  note: string;
}

export function FactSheetEmail(props: FactSheetEmailProps) {
  return (
    <ButtonEmail
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={`Travellers ask about ${props.hotelName}: a five-minute fact sheet`}
      footer={
        <>
          You get this e-mail because an editor of {props.siteName} asked {props.hotelName} for its
          facts. If it reached the wrong person, ignore it: nothing is published from it unless the
          hotel answers and our editors check the answer.
        </>
      }
      heading={
        props.note ? `A question about your fact sheet` : `${props.hotelName}: your fact sheet`
      }
      url={props.url}
      buttonLabel="Open the fact sheet"
      smallPrint={
        <>
          The link works for {FACT_SHEET_LINK_DAYS} days, as often as you need. If the button does
          not work, open this address: {props.url}
        </>
      }
    >
      {props.note ? (
        <Paragraph>
          Thank you for your answers. Before we publish them, our editor asks: {props.note}
        </Paragraph>
      ) : null}
      <Paragraph>
        Travellers planning a stay in Ghana ask us what big booking sites rarely say: whether the
        power stays on, whether there is water and hot water, how they can pay, whether someone can
        meet them at the airport, and what a night costs. Answer what you know; leave the rest
        empty. It takes about five minutes and works on a phone.
      </Paragraph>
    </ButtonEmail>
  );
}
