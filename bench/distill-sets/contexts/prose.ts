// How people write a credential into their instruction and memory files in their own words:
// sentences, notes to self, lists, tables, TODOs, questions, other languages; the value mid-line
// and at the end of one, with and without the service named. Written without looking at any
// detector.
import type { Template } from "./render.ts";

const SHAPES: string[] = [
  `The {{SERVICE}} credential is {{SECRET}}, rotate it before the end of the quarter.`,
  `- {{SERVICE}}: paste {{SECRET}} into its settings page when the integration asks for a key.`,
  `When I run the sync script by hand I pass {{SECRET}} on the command line as the second argument.`,
  `Our shared {{SERVICE}} account uses {{SECRET}} (same as in the password manager).`,
  `The value support gave me was {{SECRET}} — they said it doesn't expire.`,
  `Note to self: {{SERVICE}} token = {{SECRET}}`,
  `TODO: move {{SECRET}} out of this file and into the vault once the {{SERVICE}} migration is done.`,
  `| Service | Key | Notes |
|---|---|---|
| {{SERVICE}} | {{SECRET}} | prod, read-write |
| Sentry | in 1Password | ask in #platform |`,
  `If the deploy fails with a 401 the key has probably been rotated again; the last one I had was {{SECRET}}`,
  `You'll need the {{SERVICE}} key to run the integration tests locally: {{SECRET}}`,
  `Use {{SECRET}} as the bearer token when you call the staging API from a script.`,
  `Auth for {{SERVICE}} → {{SECRET}}`,
  `My {{SERVICE}} login is {{USER}} / {{SECRET}}.`,
  `Der API-Schlüssel für {{SERVICE}} lautet {{SECRET}}; bitte nicht weitergeben.`,
  `Le jeton d'accès {{SERVICE}} est {{SECRET}}, à renouveler chaque mois.`,
  `La clave de {{SERVICE}} es {{SECRET}} (la de producción, no la de pruebas).`,
  `Senha do ambiente de homologação: {{SECRET}}`,
  `Het wachtwoord voor de buildserver is {{SECRET}}, niet delen buiten het team.`,
  `{{SERVICE}}のAPIキーは {{SECRET}} です。本番用なので注意。`,
  `Remember: the webhook signing secret is "{{SECRET}}" and the header is X-Signature-256.`,
  `The nightly export job talks to {{SERVICE}} (key: {{SECRET}}) and writes the CSVs to the reports bucket.`,
  `password for the staging db is {{SECRET}}`,
  `Got a new token from {{SERVICE}} today: {{SECRET}}. The old one is revoked.`,
  `### {{SERVICE}}

* account — {{USER}}
* token — {{SECRET}}
* scopes — read, write`,
  `Always authenticate with {{SECRET}} when the CLI prompts you; don't create another key.`,
  `I keep forgetting this: {{SECRET}} is the one for {{SERVICE}}, not the sandbox.`,
  `If a command needs the {{SERVICE}} API key, use {{SECRET}} and don't ask me for it.`,
  `> Temporary credential from the vendor: {{SECRET}} (valid until they set up SSO)`,
  `Set {{ENV}} to {{SECRET}} before running \`make e2e\`.`,
  `{{SERVICE}} creds: user {{USER}}, pass {{SECRET}}`,
  `**{{SERVICE}}**
Console: https://{{svc}}.com/login
Secret: {{SECRET}}`,
  `The admin password was reset to {{SECRET}} on Monday; change it after the first login.`,
  `Copy this into the Authorization field exactly as it is: {{SECRET}}`,
  `When the MCP server asks for a key, answer {{SECRET}}.`,
  `Don't commit the key ({{SECRET}}) — it's only written here so you can run the scripts.`,
  `Key rotated on 14 March, new value {{SECRET}}; update the CI variables too.`,
  `ps. the {{SERVICE}} one is {{SECRET}}`,
  `1. Open {{SERVICE}} → Settings → API.
2. Paste {{SECRET}} into the "Secret key" box.
3. Save, then restart the dev server.`,
  `Production key, handle with care!!! {{SECRET}}`,
  `Our CI uses the deploy key {{SECRET}} to push release tags.`,
  `- [ ] revoke {{SECRET}} after the demo on Friday`,
  `The signing secret for webhooks from {{SERVICE}}: \`{{SECRET}}\`.`,
  `Ask me before using the paid tier. Key if you really need it: {{SECRET}}`,
  `La password del database di test è {{SECRET}}, quella di produzione la tiene Marco.`,
  `Hasło do panelu {{SERVICE}}: {{SECRET}}`,
  `The bot's token lives here for now: {{SECRET}} (move it to the secrets manager!)`,
  `api key={{SECRET}}`,
  `I authenticated once with {{SECRET}} and the CLI cached the session, so you may not need it.`,
  `{{SECRET}} ← {{SERVICE}} prod key, do not use in tests`,
  `Both environments share one secret, {{SECRET}}, which is bad, but that's how it was set up.`,
  `If you see "invalid credentials", re-enter {{SECRET}} in the {{SERVICE}} plugin settings.`,
  `The passphrase for the release signing key is {{SECRET}}.`,
  `{{SERVICE}} (read-only): {{SECRET}}
{{SERVICE}} (admin): ask me`,
  `Here's the access token the contractor used: {{SECRET}}. Please check whether it is still active.`,
  `Use basic auth with {{USER}} and {{SECRET}} for the private package registry.`,
  `Token for the {{SERVICE}} webhook integration → \`{{SECRET}}\``,
  `Q: which key does the staging scraper use?
A: {{SECRET}}`,
  `NB: {{SECRET}} is the live one; the test one starts differently.`,
  `I've put {{SECRET}} in my shell profile, but if it's missing, that's the value to use.`,
  `The {{SERVICE}} team shared {{SECRET}} with us over chat; treat it as confidential.`,
  `Lösenordet till testkontot är {{SECRET}}.`,
  `{{SERVICE}} 的访问令牌：{{SECRET}}`,
  `Remember the key for {{SERVICE}}, it's {{SECRET}}!`,
  `Jenkins admin (pw {{SECRET}}) — only for emergencies.`,
  `Credentials for the load test: {{SECRET}}.`,
  `Could we switch to the backup key {{SECRET}} when we hit the rate limit?`,
  `Токен для {{SERVICE}}: {{SECRET}}`,
  `Meeting notes 12/04: {{SERVICE}} access confirmed, key is {{SECRET}}, next review in June.`,
  `secret for {{SERVICE}} -> {{SECRET}} (expires in 90 days)`,
  `For the demo account the password is simply {{SECRET}}`,
  `Rotate {{SECRET}} every 90 days; the reminder is in the team calendar.`,
  `A reminder for you, Claude: the {{SERVICE}} sandbox is shared and its key is {{SECRET}}, so never run destructive commands against it.`,
];

export const PROSE: Template[] = SHAPES.map((text, i) => ({
  id: `prose-${String(i + 1).padStart(3, "0")}`,
  family: "prose",
  fileKind: "instructions-md",
  text,
  refStyle: "any",
}));
