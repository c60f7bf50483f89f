// The floor: React and React Router with nothing of ours, built like the site, so the site's
// script weight can be read as "over the floor" (tests/page-weight.ts).
import { Links, Meta, Outlet, Scripts } from "react-router";

export default function Root() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}
