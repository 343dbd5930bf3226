// The rest of an instruction file (CLAUDE.md, AGENTS.md, a memory file) around the part that
// carries the value: the sections people actually keep there. Nothing in them is personal or
// secret, so a harmless document must come back byte for byte.
import type { Random } from "../random.ts";

const TITLES = ["# CLAUDE.md", "# AGENTS.md", "# Project notes", "# Working agreements", "# Memory", "# Repository guide", ""];

const SECTIONS = [
  `## Build and test

- \`npm ci\` once, then \`npm run build\`.
- Run a single test file with \`npx vitest run path/to/file.test.ts\`.
- \`npm run lint -- --fix\` before committing; CI fails on warnings.`,
  `## Code style

Prefer small pure functions. Keep React components under 200 lines and move data fetching into hooks.
Use named exports only. No default exports except for Next.js pages.`,
  `## Git

- Branch names: \`feat/<ticket>-short-name\` or \`fix/<ticket>-short-name\`.
- Squash-merge; the PR title becomes the commit subject, so write it in the imperative.
- Never force-push \`main\`.`,
  `## Layout

\`apps/web\` is the Next.js front end, \`apps/api\` the Fastify server, \`packages/db\` the Prisma schema
and migrations. Shared types live in \`packages/types\`; do not import from \`apps/*\` across apps.`,
  `## Python

Use \`uv\` for everything: \`uv sync\`, \`uv run pytest -q\`. Type hints everywhere; \`mypy --strict\` must pass.
Format with \`ruff format\`, lint with \`ruff check\`.`,
  `## When you are unsure

Ask before deleting files, changing CI, or touching the billing code. Prefer a draft PR with a question over
a guess. If a test is flaky, say so in the PR instead of retrying until it passes.`,
  `## Database

Migrations are generated with \`npx prisma migrate dev --name <change>\` and reviewed like code.
Never edit an applied migration; add a new one.`,
  `## Go

\`go test ./...\` from the repo root. Errors are wrapped with \`fmt.Errorf("…: %w", err)\`.
Keep packages small; \`internal/\` for anything not meant to be imported.`,
  `## Releases

Tags follow semver. \`make release VERSION=x.y.z\` bumps the changelog, tags and pushes; the pipeline
publishes the image. Hotfixes branch from the last tag.`,
  `## Preferences

- Answer in short paragraphs; show diffs rather than whole files.
- British spelling in docs.
- Don't add dependencies without asking.`,
  `## Docs

Every public function gets a one-line doc comment saying what it returns. Architecture decisions go in
\`docs/adr/NNNN-title.md\`; copy the template in \`docs/adr/0000-template.md\`.`,
  `## Frontend

Tailwind only, no CSS modules. Use the \`cn()\` helper for conditional classes. Icons come from
\`lucide-react\`. Storybook stories sit next to the component.`,
  `## Rust

\`cargo clippy --all-targets -- -D warnings\` must be clean. Prefer \`thiserror\` for library errors and
\`anyhow\` in binaries. No \`unwrap()\` outside tests.`,
  `## Infra

Terraform lives in \`infra/\`; run \`terraform fmt\` and \`terraform plan\` before opening a PR.
Changes to production modules need two approvals.`,
];

const HEADINGS = [
  "## Notes",
  "## Credentials",
  "## Integrations",
  "## Local setup",
  "## Deploy",
  "## Access",
  "## Misc",
  "## Services",
  "## Reminders",
  "## Ops",
];

/**
 * An instruction file: a title, zero to two sections, the part that carries the value (under a
 * heading of its own unless it starts with one), then zero to two more sections.
 */
export function instructionsFile(part: string, random: Random): string {
  const sections = random.shuffle(SECTIONS);
  const before = sections.slice(0, random.int(0, 2));
  const after = sections.slice(2, 2 + random.int(0, 2));
  const own = /^#/.test(part) ? part : `${random.pick(HEADINGS)}\n\n${part}`;
  const title = random.pick(TITLES);
  return [title, ...before, own, ...after].filter((s) => s !== "").join("\n\n") + "\n";
}
