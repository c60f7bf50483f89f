// A campaign as e-mail: its Markdown body drawn with React Email's components, every site link
// counted through /newsletter/click, and the footer the law asks for: why the reader gets it,
// the sender's postal address, and a way out, in the reader's language (issue 44).
import { Fragment, type ReactNode } from "react";
import { Heading, Hr, Img, Link, Section, Text } from "react-email";
import { parseMarkdown, type MdBlock, type MdInline } from "#app/domain/text/markdown.ts";
import { COLOURS, EmailLayout, FooterText, textStyle } from "#app/mail/email-layout.tsx";

/** The footer's words in the reader's language, the site's name filled in. */
export interface NewsletterFooterWords {
  why: string;
  unsubscribe: string;
  preferences: string;
}

export interface NewsletterEmailProps {
  /** The reader's language; the body is the version written for it when there is one. */
  lang: string;
  words: NewsletterFooterWords;
  siteName: string;
  siteUrl: string;
  postalAddress: string;
  preheader: string;
  body: string;
  /** Where a site link in the body goes: through the click counter, or straight (tests, previews). */
  linkFor: (href: string) => string;
  unsubscribeUrl: string;
  preferencesUrl: string;
}

type Draw = (href: string) => string;

function inlines(nodes: readonly MdInline[], linkFor: Draw): ReactNode {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case "text":
        return <Fragment key={index}>{node.text}</Fragment>;
      case "strong":
        return <strong key={index}>{inlines(node.children, linkFor)}</strong>;
      case "em":
        return <em key={index}>{inlines(node.children, linkFor)}</em>;
      case "del":
        return <del key={index}>{inlines(node.children, linkFor)}</del>;
      case "code":
        return <code key={index}>{node.text}</code>;
      case "br":
        return <br key={index} />;
      case "link":
        return (
          <Link key={index} href={linkFor(node.href)} style={{ color: COLOURS.brand }}>
            {inlines(node.children, linkFor)}
          </Link>
        );
      case "image":
        return <Img key={index} src={linkFor(node.src)} alt={node.alt} width="100%" />;
    }
  });
}

function block(node: MdBlock, index: number, linkFor: Draw): ReactNode {
  switch (node.kind) {
    case "heading":
      return (
        <Heading
          key={index}
          as={node.level === 2 ? "h2" : "h3"}
          style={{ color: COLOURS.ink, fontSize: node.level === 2 ? "22px" : "18px" }}
        >
          {inlines(node.children, linkFor)}
        </Heading>
      );
    case "paragraph":
      return (
        <Text key={index} style={textStyle}>
          {inlines(node.children, linkFor)}
        </Text>
      );
    case "list": {
      const items = node.items.map((item, itemIndex) => (
        <li key={itemIndex} style={textStyle}>
          {item.map((part, partIndex) =>
            part.kind === "paragraph" ? (
              <Fragment key={partIndex}>{inlines(part.children, linkFor)}</Fragment>
            ) : (
              block(part, partIndex, linkFor)
            ),
          )}
        </li>
      ));
      return node.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
    }
    case "blockquote":
      return (
        <Section
          key={index}
          style={{ borderLeft: `4px solid ${COLOURS.line}`, paddingLeft: "16px" }}
        >
          {node.children.map((child, childIndex) => block(child, childIndex, linkFor))}
        </Section>
      );
    case "code":
      return (
        <pre key={index} style={{ whiteSpace: "pre-wrap", fontSize: "14px" }}>
          {node.text}
        </pre>
      );
    case "thematicBreak":
      return <Hr key={index} style={{ borderColor: COLOURS.line }} />;
    case "table":
      return (
        <table key={index} style={{ borderCollapse: "collapse", width: "100%" }}>
          <tbody>
            {[node.header, ...node.rows].map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, cellIndex) => (
                  <td
                    key={cellIndex}
                    style={{ ...textStyle, borderBottom: `1px solid ${COLOURS.line}` }}
                  >
                    {inlines(cell, linkFor)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    case "slot":
      return null;
  }
}

export function NewsletterEmail(props: NewsletterEmailProps) {
  return (
    <EmailLayout
      lang={props.lang}
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={props.preheader}
      footer={
        <>
          <FooterText>{props.words.why}</FooterText>
          <FooterText>
            <Link href={props.unsubscribeUrl} style={{ color: COLOURS.muted }}>
              {props.words.unsubscribe}
            </Link>{" "}
            ·{" "}
            <Link href={props.preferencesUrl} style={{ color: COLOURS.muted }}>
              {props.words.preferences}
            </Link>
          </FooterText>
          <FooterText>{props.postalAddress}</FooterText>
        </>
      }
    >
      {parseMarkdown(props.body).map((node, index) => block(node, index, props.linkFor))}
    </EmailLayout>
  );
}
