import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// One import style: project code by its package alias (#app/..., #db/..., #scripts/...,
// #server/..., #tests/...), never by a relative path; only a route's ./+types/ are relative.
const importStyle = {
  patterns: [
    {
      regex: "^\\.\\.?/(?!\\+types/)",
      message: "Import project code as #app/..., #db/..., #scripts/..., #server/... or #tests/....",
    },
  ],
};

// The import direction (docs/decisions/036): routes and admin screens → use-cases → models → db.
// An import against it fails lint.
// Each entry: the files of a layer, and the project imports they may not make.
const APP_ONLY = "^#(db|server|scripts|tests)/";
const NO_ADMIN = {
  regex: "^#app/admin/",
  message: "Nothing public imports the operator's side (app/admin/).",
};
const layers = [
  {
    name: "domain",
    files: ["app/domain/**"],
    forbid: [
      {
        regex: "^#app/(?!domain/)",
        message: "app/domain/ is pure rules: it imports only app/domain/.",
      },
      { regex: APP_ONLY, message: "app/domain/ is pure rules: it imports only app/domain/." },
    ],
  },
  {
    name: "content",
    files: ["app/content/**"],
    forbid: [
      {
        regex: "^#app/(?!content/|domain/)",
        message: "app/content/ is data: it imports only other content and domain types.",
      },
      {
        regex: "^#app/domain/",
        allowTypeImports: true,
        message: "app/content/ imports only types from app/domain/ (import type).",
      },
      {
        regex: APP_ONLY,
        message: "app/content/ is data: it imports only content and domain types.",
      },
    ],
  },
  {
    name: "models",
    files: ["app/models/**"],
    forbid: [
      {
        regex:
          "^#app/(use-cases|admin|routes|components|http|jobs|mail|services|seo|hydration|browser)/|^#app/root",
        message:
          "app/models/ is data access: no use-case, screen, HTTP, job or mail (decision 036).",
      },
    ],
  },
  {
    name: "mail",
    files: ["app/mail/**"],
    forbid: [
      {
        regex: "^#app/(use-cases|admin|routes|http|services)/|^#app/root",
        message: "app/mail/ sends what use-cases ask; it imports no use-case, screen or HTTP code.",
      },
    ],
  },
  {
    name: "use-cases",
    files: ["app/use-cases/**", "app/backups/**"],
    forbid: [
      {
        regex: "^#app/(admin|routes|components|http|seo|hydration|browser|services)/|^#app/root",
        message: "A use-case answers an Outcome: it imports no screen, component or HTTP code.",
      },
    ],
  },
  {
    name: "jobs",
    files: ["app/jobs/**"],
    forbid: [
      {
        regex: "^#app/(admin|routes|components|http)/|^#app/root",
        message: "A job calls a use-case: it imports no screen, component or HTTP code.",
      },
    ],
  },
  {
    name: "public",
    files: [
      "app/routes/**",
      "app/pages/**",
      "app/seo/**",
      "app/hydration/**",
      "app/browser/**",
      "app/maps/**",
      "app/media/**",
      "app/observability/**",
      "app/root.tsx",
      "app/site-config*.ts",
    ],
    forbid: [NO_ADMIN],
  },
  {
    // HTTP is transport (body limits, JSON answers, request context): pages are built in
    // app/pages/ from components, and components render what they are given (issue 43).
    name: "http",
    files: ["app/http/**"],
    forbid: [
      NO_ADMIN,
      {
        regex: "^#app/(components|pages)/",
        message: "app/http/ is transport: it renders nothing (pages are built in app/pages/).",
      },
    ],
  },
  {
    name: "components",
    files: ["app/components/**"],
    forbid: [
      NO_ADMIN,
      {
        regex: "^#app/(http|pages)/",
        message: "A component renders what it is given: no HTTP or page-building code.",
      },
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      ".react-router/",
      "data/",
      "db/migrations/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["{app,db,server,scripts,tests}/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", importStyle] },
  },
  {
    // Browser code takes zod from app/domain/shared/zod.ts, which keeps it from probing for eval.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/**/*.server.ts",
      "app/domain/shared/zod.ts",
      "app/routes/api/**",
      "app/admin/*/api/**",
      "**/*.test.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          ...importStyle,
          paths: [
            { name: "zod", message: 'Import { z } from "#app/domain/shared/zod.ts" instead.' },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...layers.map(({ files, forbid }) => ({
    files: files.map((glob) => (glob.endsWith("**") ? `${glob}/*.{ts,tsx}` : glob)),
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: forbid }] },
  })),
  {
    // The schema and its migrations sit under everything, tests included (issue 43): the seed and
    // the data migrations, which need the app's rules, live in app/seed/.
    files: ["db/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^#app/",
              message: "db/ is the schema and its migrations: it imports no app/.",
            },
          ],
        },
      ],
    },
  },
);
