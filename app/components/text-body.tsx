import { Fragment } from "react";
import { parseBody, type Inline } from "#app/content/text-body.ts";

function Inlines({ inlines }: { inlines: Inline[] }) {
  return (
    <>
      {inlines.map((inline, index) =>
        inline.isBold ? (
          <strong key={index}>{inline.text}</strong>
        ) : (
          <Fragment key={index}>{inline.text}</Fragment>
        ),
      )}
    </>
  );
}

/** Renders a body as React elements (never raw HTML), so no markup in content can run. */
export function TextBody({ body }: { body: string }) {
  return (
    <div className="prose-body">
      {parseBody(body).map((block, index) => {
        switch (block.kind) {
          case "heading":
            return block.level === 2 ? (
              <h2 key={index}>{block.text}</h2>
            ) : (
              <h3 key={index}>{block.text}</h3>
            );
          case "paragraph":
            return (
              <p key={index}>
                <Inlines inlines={block.inlines} />
              </p>
            );
          case "list":
            return (
              <ul key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Inlines inlines={item} />
                  </li>
                ))}
              </ul>
            );
        }
      })}
    </div>
  );
}
