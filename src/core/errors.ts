// Every failure a user can see is an SvcError: a stable snake_case code, a message that says what
// went wrong, an optional hint that says what to do next, and the exit code (CONTRACT §1).
// Hints are set where the error is thrown, never derived from message text.
import { isWithin } from "./paths.ts";

export const EXIT = {
  ok: 0,
  error: 1,
  usage: 2,
  license: 3,
  conflict: 4,
  verification: 5,
  /** Stopped by Ctrl-C or SIGTERM (128 + SIGINT's number, as shells report it). */
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export interface SvcErrorOptions {
  hint?: string;
  /** Extra machine-readable facts, included in the --json error document. */
  details?: Record<string, unknown>;
  cause?: unknown;
}

export class SvcError extends Error {
  readonly code: string;
  readonly exit: ExitCode;
  readonly hint: string | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: string, message: string, exit: ExitCode = EXIT.error, options: SvcErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "SvcError";
    this.code = code;
    this.exit = exit;
    this.hint = options.hint;
    this.details = options.details;
  }
}

/** Bad flags or arguments: exit 2. */
export class UsageError extends SvcError {
  constructor(message: string, options: SvcErrorOptions = {}) {
    super("usage", message, EXIT.usage, options);
    this.name = "UsageError";
  }
}

/** License missing or invalid: exit 3. */
export class LicenseError extends SvcError {
  constructor(code: string, message: string, options: SvcErrorOptions = {}) {
    super(code, message, EXIT.license, options);
    this.name = "LicenseError";
  }
}

/** Refused because of conflicts, nothing written: exit 4. */
export class ConflictError extends SvcError {
  constructor(code: string, message: string, options: SvcErrorOptions = {}) {
    super(code, message, EXIT.conflict, options);
    this.name = "ConflictError";
  }
}

/** A verification found problems: exit 5. */
export class VerifyError extends SvcError {
  constructor(code: string, message: string, options: SvcErrorOptions = {}) {
    super(code, message, EXIT.verification, options);
    this.name = "VerifyError";
  }
}

/** Why a file-system call failed, in words (Node's errno codes). */
const FS_REASONS: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "the file system is read-only",
  ENOTDIR: "part of that path is a file, not a folder",
  EISDIR: "it is a folder, not a file",
  ENOENT: "no such file or folder",
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  ELOOP: "too many symbolic links",
  ENAMETOOLONG: "the name is too long",
  EMFILE: "too many open files",
};

const FS_VERBS: Record<string, string> = {
  mkdir: "create the folder",
  open: "open",
  write: "write",
  rename: "replace",
  copyfile: "copy",
  unlink: "remove",
  rmdir: "remove",
  rm: "remove",
  scandir: "list",
  stat: "read",
  lstat: "read",
  read: "read",
  chmod: "set the mode of",
  symlink: "create the link",
  fsync: "write",
};

/**
 * A file-system failure (unwritable $SVC_HOME, read-only home, a file where a folder belongs) is
 * the user's machine, not a bug: it is named with its path and what to do, never "unexpected".
 */
function fileSystemError(error: NodeJS.ErrnoException, where: { svcHome?: string }): SvcError | null {
  const code = error.code ?? "";
  const file = error.path;
  if (typeof file !== "string") return null;
  const mkdirOverFile = code === "EEXIST" && error.syscall === "mkdir";
  const reason = mkdirOverFile ? "a file is in the way" : FS_REASONS[code];
  if (reason === undefined) return null;
  const verb = FS_VERBS[error.syscall ?? ""] ?? "use";
  const inSvcHome = where.svcHome !== undefined && isWithin(where.svcHome, file);
  const hint = inSvcHome
    ? `svc keeps its license, backups and hub in ${where.svcHome} (SVC_HOME, default ~/.svc): make that a folder you can write to, or set SVC_HOME to one.`
    : "Check that the folder exists and that you may write to it, then run again.";
  return new SvcError("filesystem", `cannot ${verb} ${file}: ${reason} (${code})`, EXIT.error, { hint, details: { path: file, errno: code }, cause: error });
}

/** Turns anything thrown into an SvcError; unexpected errors keep their message but no stack. */
export function toSvcError(error: unknown, where: { svcHome?: string } = {}): SvcError {
  if (error instanceof SvcError) return error;
  if (error instanceof Error && typeof (error as NodeJS.ErrnoException).code === "string") {
    const failure = fileSystemError(error as NodeJS.ErrnoException, where);
    if (failure !== null) return failure;
  }
  const message = error instanceof Error ? error.message : String(error);
  return new SvcError("internal", `unexpected error: ${message}`, EXIT.error, {
    hint: "Run again with SVC_DEBUG=1 to see the stack trace, and report it if it persists.",
    cause: error,
  });
}
