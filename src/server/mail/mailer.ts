// Two ways a message leaves: SMTP through nodemailer when SMTP_URL is set, or, without it, an .eml
// file in the outbox folder (data/outbox/) that an operator can open or forward. nodemailer is
// loaded on first use, so `svc version` and a server that never sends mail never load it.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { writeFileAtomic } from "../../core/atomic-write.ts";

export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; content: string }[];
}

export interface Mailer {
  /** "smtp" delivers; "folder" spools to the outbox folder. */
  readonly kind: "smtp" | "folder";
  /** Resolves with where it went; rejects when it could not be handed over. */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

type Nodemailer = typeof import("nodemailer");

let loading: Promise<Nodemailer> | undefined;
function nodemailer(): Promise<Nodemailer> {
  loading ??= import("nodemailer").then((module) => (module as unknown as { default: Nodemailer }).default ?? module);
  return loading;
}

function message(from: string, mail: OutgoingMail): Record<string, unknown> {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    attachments: mail.attachments.map((attachment) => ({ filename: attachment.filename, content: attachment.content, contentType: "text/plain; charset=utf-8" })),
    messageId: `<${mail.id}@svc>`,
  };
}

/** `timeoutMs` bounds each wait on the server (connecting, its greeting, any silence after). */
export function smtpMailer(url: string, from: string, timeoutMs: number): Mailer {
  let transport: Promise<Transporter> | undefined;
  const transporter = (): Promise<Transporter> => {
    transport ??= nodemailer().then((mailer) =>
      mailer.createTransport(url, { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs } as Parameters<Nodemailer["createTransport"]>[1]),
    );
    return transport;
  };
  return {
    kind: "smtp",
    async send(mail) {
      const info = await (await transporter()).sendMail(message(from, mail));
      return `smtp ${String(info.response ?? "accepted")}`.slice(0, 200);
    },
    close() {
      void transport?.then((t) => t.close());
    },
  };
}

export function folderMailer(dir: string, from: string): Mailer {
  return {
    kind: "folder",
    async send(mail) {
      const mailer = await nodemailer();
      const info = await mailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }).sendMail(message(from, mail));
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, `${mail.id}.eml`);
      await writeFileAtomic(file, info.message as Buffer, { mode: 0o600 });
      return file;
    },
    close() {},
  };
}
