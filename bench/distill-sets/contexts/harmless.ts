// Contexts for harmless documents: the same kinds of files, carrying values that look random but
// are not secrets (commit SHAs, checksums, integrity strings, ids, example keys, references,
// placeholders, versions, URLs, paths, an image's base64, schedules, colours, public keys).
// Nothing in these documents may change.
import type { RefStyle } from "../harmless.ts";
import type { Template } from "./render.ts";

interface Shape {
  family: Template["family"];
  fileKind: Template["fileKind"];
  text: string;
  parse?: Template["parse"];
  refStyle?: RefStyle;
}

const SHAPES: Shape[] = [
  // prose
  { family: "prose", fileKind: "instructions-md", text: `The flaky login test was fixed in {{H:git-sha}}; if it fails again, bisect from there.` },
  { family: "prose", fileKind: "instructions-md", text: `Pin the base image by digest: \`node@{{H:image-digest}}\`. The tag alone has moved under us twice.` },
  { family: "prose", fileKind: "instructions-md", text: `Tenant ids look like {{H:uuid}}; never log them together with user names.` },
  {
    family: "prose",
    fileKind: "instructions-md",
    text: `AWS's docs use {{H:aws-doc-example}} as the example key; keep it in the tutorials so readers recognise it.`,
  },
  { family: "prose", fileKind: "instructions-md", text: `Read the token from {{H:env-ref}} — never hard-code it, and never echo it in CI logs.` },
  { family: "prose", fileKind: "instructions-md", text: `When you write docs, show the key as {{H:placeholder}} so nobody pastes a real one.` },
  {
    family: "prose",
    fileKind: "instructions-md",
    text: `We're on Node {{H:version}}; don't use APIs from newer releases. The release checksum we verified is {{H:sha256}}.`,
  },
  { family: "prose", fileKind: "instructions-md", text: `The class that refreshes sessions is \`{{H:identifier}}\`; extend it rather than writing a new one.` },
  { family: "prose", fileKind: "instructions-md", text: `Background reading on bearer tokens: {{H:public-url}}` },
  { family: "prose", fileKind: "instructions-md", text: `The CA bundle is at \`{{H:file-path}}\`; point \`NODE_EXTRA_CA_CERTS\` at it if TLS fails.` },
  { family: "prose", fileKind: "instructions-md", text: `The cleanup job runs on \`{{H:cron}}\` (UTC). Brand colour for the status badges is {{H:colour}}.` },
  {
    family: "prose",
    fileKind: "instructions-md",
    text: `Known-good build: {{H:short-sha}} (deployed {{H:timestamp}}). Roll back to it if the new one misbehaves.`,
  },
  { family: "prose", fileKind: "instructions-md", text: `The docs use {{H:doc-ip}} as the example server address; keep it, it's a documentation range.` },
  {
    family: "prose",
    fileKind: "instructions-md",
    text: `- Revert {{H:git-sha}} if the migration breaks reporting.
- The cache-busted bundle is \`{{H:hashed-asset}}\`.
- Issue tracker ids are UUIDs, e.g. {{H:uuid}}.`,
  },
  { family: "prose", fileKind: "instructions-md", text: `My deploy key's public half (safe to share): \`{{H:ssh-public-key}}\`` },
  {
    family: "prose",
    fileKind: "instructions-md",
    text: `| Artefact | sha256 |
|---|---|
| cli-linux-x64.tar.gz | {{H:sha256}} |
| cli-darwin-arm64.tar.gz | {{H:sha256}} |`,
  },
  // fence
  {
    family: "fence",
    fileKind: "instructions-md",
    text: `The lock entry for the UI kit, for reference:

\`\`\`json
"node_modules/@acme/ui": {
  "version": "{{H:version}}",
  "resolved": "https://registry.npmjs.org/@acme/ui/-/ui-4.2.0.tgz",
  "integrity": "{{H:sri-integrity}}"
}
\`\`\``,
  },
  {
    family: "fence",
    fileKind: "instructions-md",
    text: `Pinned requirements are generated with hashes:

\`\`\`text
requests==2.32.3 \\
    --hash={{H:pip-hash}}
urllib3==2.2.2 \\
    --hash={{H:pip-hash}}
\`\`\``,
  },
  {
    family: "fence",
    fileKind: "instructions-md",
    text: `\`go.sum\` lines look like this; never edit them by hand:

\`\`\`text
golang.org/x/oauth2 v0.21.0 {{H:go-sum}}
\`\`\``,
  },
  {
    family: "fence",
    fileKind: "instructions-md",
    refStyle: "sh",
    text: `Run the importer with the token from the environment:

\`\`\`bash
export IMPORT_TOKEN="{{H:env-ref}}"
./bin/import --since {{H:timestamp}}
\`\`\``,
  },
  {
    family: "fence",
    fileKind: "instructions-md",
    refStyle: "ps",
    text: `PowerShell equivalent:

\`\`\`powershell
Invoke-RestMethod -Uri {{H:public-url}} -Headers @{ Authorization = "Bearer {{H:env-ref}}" }
\`\`\``,
  },
  {
    family: "fence",
    fileKind: "instructions-md",
    refStyle: "cmd",
    text: `From cmd:

\`\`\`bat
curl -H "Authorization: Bearer {{H:env-ref}}" https://api.github.com/user
\`\`\``,
  },
  {
    family: "fence",
    fileKind: "instructions-md",
    refStyle: "gha",
    text: `The release job reads the token from the repository secrets:

\`\`\`yaml
- name: Publish
  run: npm publish
  env:
    NODE_AUTH_TOKEN: {{H:env-ref}}
\`\`\``,
  },
  {
    family: "fence",
    fileKind: "instructions-md",
    text: `Example config from the SDK's README (not a real key):

\`\`\`ini
[default]
aws_access_key_id = {{H:aws-doc-key-id}}
aws_secret_access_key = {{H:aws-doc-secret}}
region = us-east-1
\`\`\``,
  },
  {
    family: "fence",
    fileKind: "instructions-md",
    text: `The HTML template loads the analytics script with SRI:

\`\`\`html
<script src="https://cdn.example.com/analytics.min.js" integrity="{{H:sri-integrity}}" crossorigin="anonymous"></script>
\`\`\``,
  },
  {
    family: "fence",
    fileKind: "instructions-md",
    text: `Kubernetes manifest for the worker (image pinned by digest):

\`\`\`yaml
spec:
  containers:
    - name: worker
      image: ghcr.io/acme/worker@{{H:image-digest}}
      env:
        - name: REQUEST_ID_NAMESPACE
          value: "{{H:uuid}}"
\`\`\``,
  },
  {
    family: "fence",
    fileKind: "instructions-md",
    text: `Trusted key for verifying webhook JWTs:

\`\`\`
{{H:public-key-pem}}
\`\`\``,
  },
  {
    family: "fence",
    fileKind: "instructions-md",
    text: `Example \`.env.example\` (committed):

\`\`\`dotenv
API_KEY={{H:placeholder}}
DATABASE_URL=postgres://localhost:5432/app
SENTRY_RELEASE={{H:git-sha}}
\`\`\``,
  },
  {
    family: "fence",
    fileKind: "instructions-md",
    text: `CSS tokens:

\`\`\`css
:root {
  --brand: {{H:colour}};
  --brand-dark: {{H:colour}};
}
\`\`\``,
  },
  // rule-body
  {
    family: "rule-body",
    fileKind: "mdc-rule",
    parse: "yaml-frontmatter",
    text: `---
description: Commit conventions
globs:
alwaysApply: true
---
Reference commits by their full SHA in changelogs, e.g. {{H:git-sha}}.
Every migration file name starts with a timestamp such as {{H:timestamp}}.
`,
  },
  {
    family: "rule-body",
    fileKind: "mdc-rule",
    parse: "yaml-frontmatter",
    refStyle: "code",
    text: `---
description: Secrets handling
globs: src/**/*.ts
alwaysApply: false
---
Read credentials from the environment (\`process.env.API_KEY\`) and document them as {{H:placeholder}}.
In shell snippets write {{H:env-ref}}.
`,
  },
  {
    family: "rule-body",
    fileKind: "skill-md",
    parse: "yaml-frontmatter",
    text: `---
name: verify-download
description: Verify a downloaded release against its published checksum.
---
# Verify a download

Compare \`sha256sum\` output with the published value, for example:

\`\`\`text
{{H:sha256}}  cli-linux-x64.tar.gz
\`\`\`
`,
  },
  {
    family: "rule-body",
    fileKind: "agent-md",
    parse: "yaml-frontmatter",
    text: `---
name: dependency-auditor
description: Reviews lockfile changes for unexpected integrity changes.
tools: Read, Grep
---
Flag any change to an \`integrity\` field such as \`{{H:sri-integrity}}\` that is not explained by a version bump.
`,
  },
  {
    family: "rule-body",
    fileKind: "command-md",
    parse: "yaml-frontmatter",
    refStyle: "sh",
    text: `---
description: Show deploys since a commit
argument-hint: [sha]
---
List deploys since $ARGUMENTS (default {{H:short-sha}}) using \`gh api\` with {{H:env-ref}}.
`,
  },
  {
    family: "rule-body",
    fileKind: "mdc-rule",
    parse: "yaml-frontmatter",
    text: `---
description: UI colours and assets
globs: "**/*.tsx"
alwaysApply: false
---
Primary {{H:colour}}, accent {{H:colour}}. The placeholder avatar is \`data:image/png;base64,{{H:png-base64}}\`.
`,
  },
  {
    family: "rule-body",
    fileKind: "skill-md",
    parse: "yaml-frontmatter",
    text: `---
name: add-ssh-access
description: Grant a CI runner SSH access to the staging box.
---
Append the runner's public key to \`authorized_keys\`:

\`\`\`text
{{H:ssh-public-key}}
\`\`\`
`,
  },
  // encoding
  {
    family: "encoding",
    fileKind: "instructions-md",
    text: `The favicon is inlined so the offline page works:

\`\`\`html
<link rel="icon" href="data:image/png;base64,{{H:png-base64}}">
\`\`\``,
  },
  {
    family: "encoding",
    fileKind: "instructions-md",
    text: `Search link for the runbook (percent-encoded query): {{L:https://www.google.com/search?q=postgres%20vacuum%20full%20lock%20timeout}}`,
  },
  {
    family: "encoding",
    fileKind: "instructions-md",
    text: `The greeting is split for translators:

\`\`\`js
const greeting = {{L:"Welcome back, " + user.firstName + "! You have " + count + " new messages."}};
\`\`\``,
  },
  {
    family: "encoding",
    fileKind: "instructions-md",
    text: `Binary config is shipped in a ConfigMap:

\`\`\`yaml
apiVersion: v1
kind: ConfigMap
metadata:
  name: branding
binaryData:
  logo.png: {{H:png-base64}}
data:
  build: "{{H:short-sha}}"
\`\`\``,
  },
  {
    family: "encoding",
    fileKind: "instructions-md",
    text: `Windows paths in JSON need escaping:

\`\`\`json
{"shell": "{{L:C:\\\\Program Files\\\\Git\\\\bin\\\\bash.exe}}", "checksum": "{{H:sha512}}"}
\`\`\``,
  },
  {
    family: "encoding",
    fileKind: "instructions-md",
    text: `The badge URL encodes its label: {{L:https://img.shields.io/badge/build-passing-brightgreen?logo=github&label=CI%20%2F%20main}}`,
  },
  // config
  {
    family: "config",
    fileKind: "mcp-json",
    parse: "json",
    refStyle: "json",
    text: `{
  "mcpServers": {
    "github": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-github"],
      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "{{H:env-ref}}" }
    }
  }
}
`,
  },
  {
    family: "config",
    fileKind: "mcp-json",
    parse: "json",
    refStyle: "json",
    text: `{
  "mcpServers": {
    "linear": {
      "type": "http",
      "url": "https://mcp.linear.app/mcp",
      "headers": { "Authorization": "Bearer {{H:env-ref}}" }
    }
  }
}
`,
  },
  {
    family: "config",
    fileKind: "codex-toml",
    parse: "toml",
    text: `[mcp_servers.sentry]
url = "https://mcp.sentry.dev/mcp"
bearer_token_env_var = "SENTRY_AUTH_TOKEN"

[mcp_servers.docs]
command = "npx"
args = ["-y", "@acme/docs-mcp@{{H:version}}"]
env_vars = ["DOCS_API_KEY"]
`,
  },
  {
    family: "config",
    fileKind: "settings-json-hook",
    parse: "json",
    text: `{
  "hooks": {
    "PostToolUse": [
      {
        "matcher": "Edit|Write",
        "hooks": [{ "type": "command", "command": "npx prettier --write \\"$CLAUDE_FILE_PATHS\\"" }]
      }
    ]
  },
  "env": { "BUILD_ID": "{{H:uuid}}" }
}
`,
  },
  {
    family: "config",
    fileKind: "dotenv",
    refStyle: "sh",
    text: `# copy to .env and fill in
API_KEY={{H:placeholder}}
GITHUB_TOKEN={{H:env-ref}}
RELEASE_SHA={{H:git-sha}}
`,
  },
  {
    family: "config",
    fileKind: "codex-toml",
    parse: "toml",
    refStyle: "toml",
    text: `model = "gpt-5-codex"

[mcp_servers.pg]
command = "npx"
args = ["-y", "@modelcontextprotocol/server-postgres", "postgresql://localhost:5432/app"]
env = { "PGPASSWORD" = "{{H:env-ref}}" }
`,
  },
];

export const HARMLESS_CONTEXTS: Template[] = SHAPES.map((shape, i) => ({
  id: `harmless-${shape.family}-${String(i + 1).padStart(3, "0")}`,
  family: shape.family,
  fileKind: shape.fileKind,
  ...(shape.parse ? { parse: shape.parse } : {}),
  text: shape.text,
  refStyle: shape.refStyle ?? "any",
}));
