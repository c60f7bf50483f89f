// The parsed Markdown tree (app/domain/text/markdown.ts) as React elements, never raw HTML, so no
// markup in content can run: whole bodies, runs of blocks the server renders to HTML
// (markdown-html.server.tsx) and short inline texts. On a lite page an image is a link.
import { Fragment, type ReactNode } from "react";
import { useIsLite } from "#app/components/lite-mode.tsx";
import {
  parseMarkdown,
  type MdBlock,
  type MdInline,
  type MdListItem,
  type ParseOptions,
} from "#app/domain/text/markdown.ts";

// Keys come from a node's kind and position: a body's tree is rebuilt from the same source on
// every render, so the same node always gets the same key.
const keyOf = (kind: string, index: number) => `${kind}-${index}`;

function Inlines({ nodes }: { nodes: readonly MdInline[] }) {
  return <>{nodes.map((node, index) => renderInline(node, keyOf(node.kind, index)))}</>;
}

function renderInline(node: MdInline, key: string): ReactNode {
  switch (node.kind) {
    case "text":
      return <Fragment key={key}>{node.text}</Fragment>;
    case "strong":
    case "em":
    case "del": {
      // Each kind is named for its element.
      const Tag = node.kind;
      return (
        <Tag key={key}>
          <Inlines nodes={node.children} />
        </Tag>
      );
    }
    case "code":
      return <code key={key}>{node.text}</code>;
    case "br":
      return <br key={key} />;
    case "link":
      // An external link opens in the same tab, as any link does, and gives the other site no
      // handle on this window.
      return (
        <a
          key={key}
          href={node.href}
          title={node.title}
          rel={node.external ? "noopener" : undefined}
        >
          <Inlines nodes={node.children} />
        </a>
      );
    case "image":
      return <MarkdownImage key={key} src={node.src} alt={node.alt} title={node.title} />;
  }
}

/**
 * An image in the text. A lite page (app/domain/pages/lite-mode.ts) links to it instead, inside the
 * sentence it sits in, so it costs nothing until the reader opens it.
 */
function MarkdownImage(props: { src: string; alt: string; title: string | undefined }) {
  const isLite = useIsLite();
  if (isLite)
    return <a href={props.src}>{props.alt ? `Show image: ${props.alt}` : "Show image"}</a>;
  return (
    <img src={props.src} alt={props.alt} title={props.title} loading="lazy" decoding="async" />
  );
}

/** A tight list shows its items' text directly, a loose one as paragraphs, as CommonMark says. */
function ListItem({ blocks, loose }: { blocks: MdListItem; loose: boolean }) {
  return (
    <li>
      {blocks.map((block, index) => {
        const key = keyOf(block.kind, index);
        if (!loose && block.kind === "paragraph") {
          return (
            <Fragment key={key}>
              <Inlines nodes={block.children} />
            </Fragment>
          );
        }
        return renderBlock(block, key);
      })}
    </li>
  );
}

function renderList(block: Extract<MdBlock, { kind: "list" }>, key: string): ReactNode {
  const items = block.items.map((item, index) => (
    <ListItem key={keyOf("item", index)} blocks={item} loose={block.loose} />
  ));
  if (!block.ordered) return <ul key={key}>{items}</ul>;
  return (
    <ol key={key} start={block.start === 1 ? undefined : block.start}>
      {items}
    </ol>
  );
}

function renderTable(block: Extract<MdBlock, { kind: "table" }>, key: string): ReactNode {
  return (
    <table key={key}>
      <thead>
        <tr>
          {block.header.map((cell, index) => (
            <th key={keyOf("th", index)} scope="col">
              <Inlines nodes={cell} />
            </th>
          ))}
        </tr>
      </thead>
      {block.rows.length > 0 && (
        <tbody>
          {block.rows.map((row, rowIndex) => (
            <tr key={keyOf("tr", rowIndex)}>
              {row.map((cell, index) => (
                <td key={keyOf("td", index)}>
                  <Inlines nodes={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      )}
    </table>
  );
}

type Slots = Readonly<Record<string, ReactNode>>;

function renderBlock(block: MdBlock, key: string, slots?: Slots): ReactNode {
  switch (block.kind) {
    case "heading": {
      const Tag = block.level === 2 ? "h2" : "h3";
      return (
        <Tag key={key} id={block.id || undefined} className="scroll-mt-24">
          <Inlines nodes={block.children} />
        </Tag>
      );
    }
    case "slot":
      return <Fragment key={key}>{slots?.[block.name]}</Fragment>;
    case "paragraph":
      return (
        <p key={key}>
          <Inlines nodes={block.children} />
        </p>
      );
    case "list":
      return renderList(block, key);
    case "blockquote":
      return (
        <blockquote key={key}>
          {block.children.map((child, index) => renderBlock(child, keyOf(child.kind, index)))}
        </blockquote>
      );
    case "code":
      return (
        <pre key={key}>
          <code className={block.lang ? `language-${block.lang}` : undefined}>{block.text}</code>
        </pre>
      );
    case "thematicBreak":
      return <hr key={key} />;
    case "table":
      return renderTable(block, key);
  }
}

/** Blocks without their wrapper: the server renders runs of them to HTML (markdown-html.server.tsx). */
export function MarkdownBlocks({ blocks }: { blocks: readonly MdBlock[] }) {
  return <>{blocks.map((block, index) => renderBlock(block, keyOf(block.kind, index)))}</>;
}

/**
 * Renders a Markdown body as React elements (never raw HTML), so no markup in content can run.
 * Pass `blocks` when the body is already parsed; `slots` fill its `{{block:name}}` paragraphs.
 */
export function MarkdownBody({
  source,
  blocks,
  slots,
  className,
}: {
  source?: string;
  blocks?: readonly MdBlock[];
  slots?: Slots;
  className?: string;
}) {
  const tree = blocks ?? parseMarkdown(source ?? "");
  return (
    <div className={className ? `prose-body ${className}` : "prose-body"}>
      {tree.map((block, index) => renderBlock(block, keyOf(block.kind, index), slots))}
    </div>
  );
}

/** A short Markdown text (an intro or lead) as inline content: its paragraphs' words and links. */
export function MarkdownInline({ source, options }: { source: string; options?: ParseOptions }) {
  const paragraphs = parseMarkdown(source, options).filter((block) => block.kind === "paragraph");
  return (
    <>
      {paragraphs.map((block, index) => (
        <Fragment key={keyOf("paragraph", index)}>
          {index > 0 ? " " : null}
          <Inlines nodes={block.children} />
        </Fragment>
      ))}
    </>
  );
}
