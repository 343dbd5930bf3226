// Files with YAML front matter that agents load as rules, skills, sub-agents and commands:
// Cursor `.mdc` rules (description, globs, alwaysApply), Claude Code `SKILL.md` (name,
// description), agent files (name, description, tools, model) and command files (description,
// argument-hint, allowed-tools). The value sits in the body, in a snippet in the body, or in the
// front matter itself. The front matter must still parse afterwards.
import type { RefStyle } from "../harmless.ts";
import type { Template } from "./render.ts";

// A value in a plain (unquoted) YAML scalar must not start or end it differently.
const PLAIN = /^[-?:,[\]{}#&*!|>%@`]|: | #|:$|#/;
const QUOTED = /["\\]/;

interface Shape {
  fileKind: Template["fileKind"];
  text: string;
  takes?: Template["takes"];
  forbid?: RegExp;
  refStyle?: RefStyle;
}

const SHAPES: Shape[] = [
  {
    fileKind: "mdc-rule",
    forbid: PLAIN,
    text: `---
description: Deploy helpers for {{SERVICE}} (API key {{SECRET}})
globs: scripts/deploy/**
alwaysApply: false
---
# Deploy scripts

- Scripts in \`scripts/deploy\` are idempotent; re-running them is safe.
- Always print the target environment before doing anything.
`,
  },
  {
    fileKind: "mdc-rule",
    text: `---
description: Integration tests against the {{SERVICE}} sandbox
globs: tests/integration/**/*.ts
alwaysApply: false
---
When a test calls the {{SERVICE}} API, authenticate with the key {{SECRET}} and never with a personal account.
Keep fixtures under \`tests/fixtures/{{service}}\`.
`,
  },
  {
    fileKind: "mdc-rule",
    refStyle: "code",
    text: `---
description: How to create API clients
globs: src/clients/**
alwaysApply: false
---
# Clients

Create clients through the factory so retries and logging are consistent:

\`\`\`ts
export const {{svc}} = createClient({
  baseUrl: "https://api.{{svc}}.com",
  token: "{{SECRET}}",
});
\`\`\`
`,
  },
  {
    fileKind: "mdc-rule",
    text: `---
description: Shared environment facts
globs:
alwaysApply: true
---
- Staging lives in eu-west-1.
- Staging DB password: {{SECRET}}
- Feature flags are managed in the admin UI, not in code.
`,
  },
  {
    fileKind: "mdc-rule",
    refStyle: "sh",
    forbid: /[$\`!&;|<>(){}*?#~]/,
    text: `---
description: Local development setup
globs: "**/*.sh"
alwaysApply: false
---
Before running any script in \`bin/\`, make sure the environment is set:

\`\`\`bash
export {{ENV}}={{SECRET}}
export NODE_ENV=development
\`\`\`
`,
  },
  {
    fileKind: "mdc-rule",
    forbid: QUOTED,
    text: `---
description: "Use token {{SECRET}} for the {{SERVICE}} MCP server"
globs: "**/*"
alwaysApply: false
---
The {{SERVICE}} MCP server exposes read-only tools; prefer them over scraping the web UI.
`,
  },
  {
    fileKind: "mdc-rule",
    text: `---
description: Third-party services and their keys
globs: src/integrations/**
alwaysApply: false
---
| Service | Where | Key |
|---|---|---|
| {{SERVICE}} | \`src/integrations/{{service}}.ts\` | {{SECRET}} |
| Maps | \`src/integrations/maps.ts\` | restricted by referrer |
`,
  },
  {
    fileKind: "skill-md",
    text: `---
name: {{service}}-weekly-report
description: Pull last week's numbers from {{SERVICE}} and summarise them for the Monday stand-up.
---
# {{SERVICE}} weekly report

## Steps
1. Call \`GET https://api.{{svc}}.com/v1/metrics?range=7d\` with the header \`Authorization: Bearer {{SECRET}}\`.
2. Group the results by team.
3. Write a five-line summary; link the dashboard.
`,
  },
  {
    fileKind: "skill-md",
    refStyle: "code",
    text: `---
name: incident-lookup
description: Look up open incidents for a service and explain their impact.
---
# Incident lookup

Use this script; it already knows the endpoint:

\`\`\`python
import requests

resp = requests.get(
    "https://api.{{svc}}.com/v2/incidents",
    headers={"X-API-Key": "{{SECRET}}"},
    params={"status": "open"},
)
\`\`\`

Summarise each incident in one sentence.
`,
  },
  {
    fileKind: "skill-md",
    forbid: /[$\`"\\]/,
    text: `---
name: release-notes
description: Draft release notes from merged pull requests.
---
# Release notes

Fetch merged PRs since the last tag:

\`\`\`bash
curl -s -H "Authorization: token {{SECRET}}" \\
  "https://api.github.com/repos/acme/app/pulls?state=closed&per_page=100"
\`\`\`

Group them by label (feature, fix, chore) and keep each line under 80 characters.
`,
  },
  {
    fileKind: "skill-md",
    forbid: PLAIN,
    text: `---
name: {{service}}-search
description: Query {{SERVICE}} (key {{SECRET}}) for customer records by e-mail domain.
---
# {{SERVICE}} search

Return at most 20 records and never print full addresses.
`,
  },
  {
    fileKind: "skill-md",
    text: `---
name: db-snapshot
description: Take a snapshot of the staging database before a risky migration.
allowed-tools: Bash(pg_dump:*)
---
# Database snapshot

## Credentials
The service account for staging is \`{{USER}}\`; its password is {{SECRET}}.

## Steps
1. Run \`pg_dump\` with \`--format=custom\`.
2. Upload the file to the snapshots bucket.
`,
  },
  {
    fileKind: "skill-md",
    forbid: /[$\`!&;|<>(){}*?#~\s]/,
    refStyle: "sh",
    text: `---
name: reporting-sql
description: Answer ad-hoc questions from the reporting replica.
---
Connect with:

\`\`\`bash
PGPASSWORD={{SECRET}} psql -h reporting.example.com -U {{USER}} -d reporting
\`\`\`

Only run SELECT statements. Add LIMIT 100 unless told otherwise.
`,
  },
  {
    fileKind: "agent-md",
    text: `---
name: release-manager
description: Cuts releases and publishes packages when asked to ship a version.
tools: Bash, Read, Edit
model: sonnet
---
You are the release manager for this repository.

1. Check that \`main\` is green.
2. Bump the version and update the changelog.
3. Publish with \`npm publish\`; if \`npm whoami\` fails, log in with the token {{SECRET}}.
`,
  },
  {
    fileKind: "agent-md",
    text: `---
name: support-triage
description: Triage new support tickets and label them.
tools: Read, WebFetch
---
You triage support tickets.

Credentials you may use:
- {{SERVICE}}: {{SECRET}}
- Status page: no login needed

Label each ticket with one of: bug, question, billing, feature.
`,
  },
  {
    fileKind: "agent-md",
    text: `---
name: android-builder
description: Builds and signs the Android app bundle.
tools: Bash
---
Build with Gradle. The signing config reads these properties:

\`\`\`properties
storeFile=release.keystore
storePassword={{SECRET}}
keyAlias=upload
\`\`\`

Never commit the keystore.
`,
  },
  {
    fileKind: "agent-md",
    forbid: PLAIN,
    text: `---
name: {{service}}-ops
description: Operates {{SERVICE}} resources; authenticates with {{SECRET}}
tools: Bash, Read
model: inherit
---
Be conservative: list before you delete, and ask before scaling anything down.
`,
  },
  {
    fileKind: "command-md",
    forbid: /[$\`!&;|<>(){}*?#~\s'"]/,
    text: `---
description: Restart a deployment on staging
argument-hint: [deployment]
allowed-tools: Bash(kubectl:*)
---
Run \`kubectl --token={{SECRET}} -n staging rollout restart deploy/$ARGUMENTS\` and then watch the rollout until it is complete.
`,
  },
  {
    fileKind: "command-md",
    forbid: /[$\`"\\]/,
    text: `---
description: Show the current on-call engineer
allowed-tools: Bash(curl:*)
---
## Context

- On call now: !\`curl -s -H "Authorization: Bearer {{SECRET}}" https://api.{{svc}}.com/v2/oncalls?limit=1\`

## Task

Say who is on call and until when.
`,
  },
  {
    fileKind: "command-md",
    forbid: PLAIN,
    text: `---
description: Sync translations from {{SERVICE}} using key {{SECRET}}
argument-hint: [locale]
---
Download the strings for $ARGUMENTS and open a PR with the changes.
`,
  },
  {
    fileKind: "command-md",
    forbid: /[$\`!&;|<>(){}*?#~\s'"]/,
    text: `---
description: Log the GitHub CLI in as the bot
---
If \`gh auth status\` says you are not logged in, run:

    echo {{SECRET}} | gh auth login --with-token

then retry the command that failed.
`,
  },
  {
    fileKind: "mdc-rule",
    text: `---
description: API payload examples
globs: docs/api/**/*.md
alwaysApply: false
---
Use this body when documenting the auth endpoint:

\`\`\`json
{
  "client": "{{USER}}",
  "apiKey": "{{SECRET}}"
}
\`\`\`
`,
  },
  {
    fileKind: "mdc-rule",
    forbid: /[;'"]/,
    text: `---
description: Database access for the .NET services
globs: "**/*.cs"
alwaysApply: false
---
Use the shared connection string, do not build one per service:

\`Server=sql.example.net;Database=orders;User Id={{USER}};Password={{SECRET}};TrustServerCertificate=True\`
`,
  },
  {
    fileKind: "skill-md",
    takes: "key",
    text: `---
name: sign-artifacts
description: Sign build artifacts before upload.
---
# Signing

Write this key to \`signing.pem\` (mode 600), sign, then delete the file:

\`\`\`
{{SECRET}}
\`\`\`
`,
  },
  {
    fileKind: "agent-md",
    refStyle: "ps",
    forbid: /[$\`;'"]/,
    text: `---
name: windows-fleet
description: Runs maintenance on the Windows build agents.
tools: Bash
---
Connect with PowerShell remoting:

\`\`\`powershell
$secure = ConvertTo-SecureString '{{SECRET}}' -AsPlainText -Force
Enter-PSSession -ComputerName agent07 -Credential (New-Object PSCredential('{{USER}}', $secure))
\`\`\`
`,
  },
];

export const RULE_BODY: Template[] = SHAPES.map((shape, i) => ({
  id: `rule-body-${String(i + 1).padStart(3, "0")}`,
  family: "rule-body",
  fileKind: shape.fileKind,
  parse: "yaml-frontmatter",
  text: shape.text,
  ...(shape.takes ? { takes: shape.takes } : {}),
  ...(shape.forbid ? { forbid: shape.forbid } : {}),
  refStyle: shape.refStyle ?? "any",
}));
