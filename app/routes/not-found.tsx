import { data } from "react-router";
import { NotFoundScreen } from "#app/components/not-found-screen.tsx";
import { errorMeta } from "#app/seo/meta.ts";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = matches[0].loaderData.site;
  return errorMeta(site, "Page Not Found");
};
