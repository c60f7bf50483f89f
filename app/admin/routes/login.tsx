// Admin login (SPEC.md section 2): one password field and Login ('Authenticating...' while
// pending). With JS it calls POST /api/admin/login and shows SPEC.md's notices; without JS the
// form posts to this route's action. Either way the server sets the session cookie.
import { useState, type FormEvent } from "react";
import { data, Form, redirect, useNavigate, useNavigation } from "react-router";
import { useToast } from "#app/components/ui/toast.tsx";
import { LoginSchema } from "#app/admin/forms.ts";
import { buildMeta } from "#app/seo/meta.ts";
import { hasAdminSession, logIn } from "#app/admin/auth.server.ts";
import type { Route } from "./+types/login";
import { readFormData } from "#app/http/request-body.server.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  if (await pageDataOr503("admin session", () => hasAdminSession(request))) {
    throw redirect("/admin/dashboard");
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = LoginSchema.safeParse({
    password: (await readFormData(request)).get("password"),
  });
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]!.message }, { status: 400 });
  }
  const result = await pageDataOr503("admin login", () =>
    logIn(request, parsed.data.password, context.get(clientAddressContext)),
  );
  if (!result.ok) {
    const headers: Record<string, string> = result.retryAfterSeconds
      ? { "Retry-After": String(result.retryAfterSeconds) }
      : {};
    return data({ error: result.error }, { status: result.status, headers });
  }
  throw redirect("/admin/dashboard", { headers: { "Set-Cookie": result.setCookie } });
}

type Phase = "idle" | "authenticating" | "verifying";

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [phase, setPhase] = useState<Phase>("idle");
  const isPending = phase !== "idle" || navigation.state === "submitting";

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    if (!LoginSchema.safeParse({ password }).success) {
      toast({
        title: "Password Required",
        description: "Please enter the admin password.",
        variant: "destructive",
      });
      return;
    }
    setPhase("authenticating");
    try {
      const response = await fetch("/api/admin/login", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ password }),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        toast({
          title: "Login Failed",
          description: body?.error ?? "Invalid password",
          variant: "destructive",
        });
        setPhase("idle");
        return;
      }
      toast({ title: "Login Successful", description: "Welcome to the admin dashboard" });
      setPhase("verifying");
      await navigate("/admin/dashboard");
    } catch {
      toast({ title: "Login Failed", description: "Invalid password", variant: "destructive" });
      setPhase("idle");
    }
  }

  return (
    <div className="mx-auto max-w-md px-4 py-20">
      <h1 className="text-3xl font-bold text-slate-900">Admin login</h1>
      <p className="mt-2 text-slate-700">
        For the site's operator: the contact inbox, subscribers and analytics.
      </p>
      <Form
        method="post"
        onSubmit={handleSubmit}
        className="mt-8 space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <div>
          <label htmlFor="password" className="block text-sm font-semibold text-slate-900">
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            aria-describedby={actionData?.error ? "login-error" : undefined}
            className="mt-2 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900"
          />
          {actionData?.error ? (
            <p id="login-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
              {actionData.error}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={isPending}
          className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {isPending ? "Authenticating..." : "Login"}
        </button>
        {phase === "verifying" ? (
          <p role="status" className="text-center text-sm text-slate-700">
            Verifying admin access...
          </p>
        ) : null}
      </Form>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches[0].loaderData.site, { title: "Admin Login", path: "/admin", index: false });

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}
