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
    // Browser code takes zod from app/domain/zod.ts, which keeps it from probing for eval.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/**/*.server.ts",
      "app/domain/zod.ts",
      "app/routes/api/**",
      "app/admin/*/api/**",
      "**/*.test.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          ...importStyle,
          paths: [{ name: "zod", message: 'Import { z } from "#app/domain/zod.ts" instead.' }],
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
);
