// The site's look for e-mail, with React Email: a plain, single-column layout with inline styles
// (mail clients ignore style sheets), the site's name at the top and the footer every e-mail
// needs: why the reader gets it and, for newsletters, the postal address and how to leave.
import type { ReactNode } from "react";
import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from "react-email";

export const COLOURS = { brand: "#0369a1", ink: "#0f172a", muted: "#475569", line: "#e2e8f0" };

export const textStyle = { color: COLOURS.ink, fontSize: "16px", lineHeight: "26px" };

/** The one button an e-mail asks its reader to press. */
const buttonStyle = {
  backgroundColor: COLOURS.brand,
  borderRadius: "8px",
  color: "#ffffff",
  fontWeight: 700,
  padding: "12px 20px",
};

export function EmailLayout(props: {
  /** The reader's language: French for a French reader (issue 44). */
  lang?: string;
  siteName: string;
  siteUrl: string;
  preview: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Html lang={props.lang ?? "en"}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body
        lang={props.lang ?? "en"}
        style={{ backgroundColor: "#f8fafc", fontFamily: "Helvetica, Arial, sans-serif" }}
      >
        <Container style={{ maxWidth: "600px", margin: "0 auto", padding: "24px" }}>
          <Section style={{ padding: "8px 0 16px" }}>
            <Link
              href={props.siteUrl}
              style={{ color: COLOURS.brand, fontSize: "20px", fontWeight: 700 }}
            >
              {props.siteName}
            </Link>
          </Section>
          <Section
            style={{ backgroundColor: "#ffffff", borderRadius: "12px", padding: "24px 28px" }}
          >
            {props.children}
          </Section>
          <Hr style={{ borderColor: COLOURS.line, margin: "24px 0 12px" }} />
          <Section>{props.footer}</Section>
        </Container>
      </Body>
    </Html>
  );
}

export function FooterText({ children }: { children: ReactNode }) {
  return (
    <Text style={{ color: COLOURS.muted, fontSize: "13px", lineHeight: "20px", margin: "4px 0" }}>
      {children}
    </Text>
  );
}

/** A paragraph of an e-mail's body. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={textStyle}>{children}</Text>;
}

/**
 * An e-mail that asks its reader to press one button: a heading, the paragraphs that say why,
 * the button, and in small print how long the link works and the address to open if the button
 * does not.
 */
export interface ButtonEmailProps {
  lang?: string;
  siteName: string;
  siteUrl: string;
  preview: string;
  footer: ReactNode;
  heading: ReactNode;
  /** The body: one or more Paragraphs. */
  children: ReactNode;
  url: string;
  buttonLabel: string;
  smallPrint: ReactNode;
}

export function ButtonEmail(props: ButtonEmailProps) {
  return (
    <EmailLayout
      lang={props.lang}
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={props.preview}
      footer={<FooterText>{props.footer}</FooterText>}
    >
      <Text style={{ ...textStyle, fontSize: "22px", fontWeight: 700 }}>{props.heading}</Text>
      {props.children}
      <Button href={props.url} style={buttonStyle}>
        {props.buttonLabel}
      </Button>
      <Text style={{ ...textStyle, color: COLOURS.muted, fontSize: "14px" }}>
        {props.smallPrint}
      </Text>
    </EmailLayout>
  );
}
