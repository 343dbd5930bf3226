// A secret that does not appear as itself: base64 (a Kubernetes `data:` field, a base64-encoded
// PEM `LS0tLS1CRUdJTi…`, a Basic credential), percent-encoded inside a URL, split over
// concatenated string literals, a key block inside a code string with `\n` escapes or a raw
// string, JSON-escaped (`\/`, a service-account file's `private_key`). The spans are the encoded
// forms (or every piece of 8 characters or more, or every line of a key's body).
import type { Template } from "./render.ts";

const changedBy =
  (encode: (v: string) => string) =>
  (value: string): boolean =>
    encode(value) !== value;
const longEnough = (value: string): boolean => value.length >= 24 && !value.includes("\n");

interface Shape {
  fileKind?: Template["fileKind"];
  text: string;
  takes?: Template["takes"];
  forbid?: RegExp;
  requires?: (value: string) => boolean;
}

const SHAPES: Shape[] = [
  {
    takes: "any",
    text: `The secret as it is in the cluster (\`kubectl get secret {{service}} -o yaml\`):

\`\`\`yaml
apiVersion: v1
kind: Secret
metadata:
  name: {{service}}
type: Opaque
data:
  {{env}}: {{SECRET|b64}}
\`\`\``,
  },
  {
    takes: "key",
    text: `TLS for the internal ingress, as exported:

\`\`\`yaml
apiVersion: v1
kind: Secret
metadata:
  name: ingress-tls
type: kubernetes.io/tls
data:
  tls.key: {{SECRET|b64}}
\`\`\``,
  },
  {
    takes: "key",
    text: `The CI variable holds the deploy key base64-encoded; to restore it:

\`\`\`bash
echo '{{SECRET|b64}}' | base64 -d > ~/.ssh/id_deploy
chmod 600 ~/.ssh/id_deploy
\`\`\``,
  },
  {
    takes: "key",
    text: `Same key wrapped the way \`base64\` prints it by default:

\`\`\`
{{SECRET|b64wrap}}
\`\`\``,
  },
  {
    requires: changedBy(encodeURIComponent),
    text: `Connection string (the password is URL-encoded because of its special characters):

\`\`\`bash
export DATABASE_URL="postgres://{{USER}}:{{SECRET|pct}}@db.example.com:5432/app?sslmode=require"
\`\`\``,
  },
  {
    requires: changedBy(encodeURIComponent),
    text: `The export link the vendor sent us (works without logging in):

https://api.{{svc}}.com/v1/export?api_key={{SECRET|pct}}&format=csv`,
  },
  {
    requires: longEnough,
    text: `The old frontend splits the key so that naive greps miss it:

\`\`\`js
const {{svc}}Key = {{SECRET|split:js}};
fetch(url, { headers: { Authorization: \`Bearer \${ {{svc}}Key }\` } });
\`\`\``,
  },
  {
    requires: longEnough,
    text: `In \`settings.py\`:

\`\`\`python
{{ENV}} = {{SECRET|split:py}}
\`\`\``,
  },
  {
    requires: longEnough,
    text: `The Java client still builds its key from parts:

\`\`\`java
private static final String API_KEY = {{SECRET|split:java}};
\`\`\``,
  },
  {
    requires: longEnough,
    text: `Go test helper:

\`\`\`go
const token = {{SECRET|split:go}}
\`\`\``,
  },
  {
    requires: longEnough,
    text: `The wrapper script glues the token together:

\`\`\`bash
TOKEN={{SECRET|split:sh}}
curl -H "Authorization: Bearer $TOKEN" https://api.{{svc}}.com/v1/me
\`\`\``,
  },
  {
    takes: "key",
    text: `The fixture embeds the key as a string:

\`\`\`python
DEPLOY_KEY = "{{SECRET|json}}"
\`\`\``,
  },
  {
    takes: "key",
    text: `Go test with the key inline:

\`\`\`go
var testKey = \`{{SECRET}}\`
\`\`\``,
  },
  {
    takes: "key",
    text: `The service-account file the importer reads (\`sa.json\`):

\`\`\`json
{
  "type": "service_account",
  "project_id": "acme-analytics",
  "private_key": "{{SECRET|json}}",
  "client_id": "104958372615294837261",
  "token_uri": "https://oauth2.googleapis.com/token"
}
\`\`\``,
  },
  {
    requires: (v) => v.includes("/"),
    text: `The PHP backend's cache holds the token JSON-encoded:

\`\`\`json
{"provider":"{{service}}","token":"{{SECRET|jsonslash}}","expires":3600}
\`\`\``,
  },
  {
    text: `The proxy adds this header (Basic, base64 of user and key):

\`\`\`
Authorization: Basic {{SECRET|basic}}
\`\`\``,
  },
  {
    fileKind: "dotenv",
    takes: "any",
    text: `# {{SERVICE}} — base64 because the value broke docker's env-file parsing
{{ENV}}_B64={{SECRET|b64}}
LOG_LEVEL=info
`,
  },
  {
    fileKind: "mcp-json",
    takes: "key",
    text: `{
  "mcpServers": {
    "github-app": {
      "command": "npx",
      "args": ["-y", "@acme/github-app-mcp"],
      "env": {
        "GITHUB_APP_ID": "381934",
        "GITHUB_APP_PRIVATE_KEY": "{{SECRET|json}}"
      }
    }
  }
}
`,
  },
];

export const ENCODING: Template[] = SHAPES.map((shape, i) => ({
  id: `encoding-${String(i + 1).padStart(3, "0")}`,
  family: "encoding",
  fileKind: shape.fileKind ?? "instructions-md",
  ...(shape.fileKind === "mcp-json" ? { parse: "json" as const } : {}),
  text: shape.text,
  ...(shape.takes ? { takes: shape.takes } : {}),
  ...(shape.forbid ? { forbid: shape.forbid } : {}),
  ...(shape.requires ? { requires: shape.requires } : {}),
  refStyle: "any",
}));
