// The operator's reply to a contact message, quoting the message it answers.
import { Text } from "react-email";
import { COLOURS, EmailLayout, FooterText, textStyle } from "#app/mail/email-layout.tsx";

export interface ContactReplyEmailProps {
  siteName: string;
  siteUrl: string;
  contactEmail: string;
  name: string;
  reply: string;
  originalMessage: string;
  sentAt: string;
}

const paragraphs = (text: string) => text.split(/\n{2,}/).filter((part) => part.trim() !== "");

export function ContactReplyEmail(props: ContactReplyEmailProps) {
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={props.reply.slice(0, 120)}
      footer={
        <FooterText>
          You get this e-mail because you wrote to {props.siteName} through its contact form. Reply
          to this e-mail to write back.
        </FooterText>
      }
    >
      <Text style={textStyle}>Hello {props.name},</Text>
      {paragraphs(props.reply).map((paragraph, index) => (
        <Text key={index} style={{ ...textStyle, whiteSpace: "pre-line" }}>
          {paragraph}
        </Text>
      ))}
      <Text style={textStyle}>
        {props.siteName}
        <br />
        {props.contactEmail}
      </Text>
      <Text
        style={{ ...textStyle, color: COLOURS.muted, fontSize: "14px", whiteSpace: "pre-line" }}
      >
        On {props.sentAt} you wrote:
        {"\n"}
        {props.originalMessage
          .split("\n")
          .map((line) => `> ${line}`)
          .join("\n")}
      </Text>
    </EmailLayout>
  );
}
