// Every failure a user can see is an SvcError: a stable snake_case code, a message that says what
// went wrong, an optional hint that says what to do next, and the exit code (docs/promises.md#exit-codes).
// Hints are set where the error is thrown, never derived from message text.
import { displayPath, isWithin, labelsAt, type LabelOptions } from "./paths.ts";

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
  /**
   * Absolute paths the message and hint name, as svc holds them: where the CLI (or svc mcp)
   * shows the error, each is replaced by its display form (`~/.codex/AGENTS.md`, relative in the
   * project, forward slashes) by `withShownPaths`. The JSON details keep whatever they hold.
   */
  paths?: readonly string[];
}

export class SvcError extends Error {
  readonly code: string;
  readonly exit: ExitCode;
  readonly hint: string | undefined;
  readonly details: Record<string, unknown> | undefined;
  readonly paths: readonly string[];

  constructor(code: string, message: string, exit: ExitCode = EXIT.error, options: SvcErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "SvcError";
    this.code = code;
    this.exit = exit;
    this.hint = options.hint;
    this.details = options.details;
    this.paths = options.paths ?? [];
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

/** What the user does about each of them (the file is named in the message before it). */
const FS_FIXES: Record<string, string> = {
  EACCES: "Give yourself access to it (`chmod u+rw`, or `chown` it if another user owns it), then run again.",
  EPERM: "Give yourself access to it (`chmod u+rw`, or `chown` it if another user owns it; check `lsattr` for an immutable flag), then run again.",
  EROFS: "Remount that file system writable, or work on a copy where you can write, then run again.",
  ENOTDIR: "A file is where a folder belongs on that path: move or rename the file, then run again.",
  EISDIR: "Move or rename that folder (svc needs a file there), then run again.",
  ENOENT: "Check the path: create what is missing, or point svc at the right place, then run again.",
  ENOSPC: "Free some disk space, then run again.",
  EDQUOT: "Free some space within your disk quota, then run again.",
  ELOOP: "A symbolic link on that path leads back to itself: fix or remove the link (`ls -l` shows where it points), then run again.",
  ENAMETOOLONG: "Use a shorter path, then run again.",
  EMFILE: "Raise the open-file limit (`ulimit -n`), then run again.",
  EEXIST: "Move or rename that file (svc needs a folder there), then run again.",
};

/** A file-system failure in words: `permission denied (EACCES)`, or null for a code svc does not know. */
export function fileSystemReason(error: NodeJS.ErrnoException): { reason: string; fix: string } | null {
  const code = error.code ?? "";
  const mkdirOverFile = code === "EEXIST" && error.syscall === "mkdir";
  const reason = mkdirOverFile ? "a file is in the way" : FS_REASONS[code];
  const fix = FS_FIXES[code];
  return reason === undefined || fix === undefined ? null : { reason: `${reason} (${code})`, fix };
}

/**
 * Why a file cannot be read, for a problem listed under the file's (already shown) path: the
 * reason and the fix for a file-system failure, never Node's message with the raw path in it.
 */
export function cannotRead(error: unknown): string {
  const known = error instanceof Error ? fileSystemReason(error as NodeJS.ErrnoException) : null;
  if (known !== null) return `cannot be read: ${known.reason}. ${known.fix}`;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return `cannot be read (${code ?? (error instanceof Error ? error.message : String(error))})`;
}

/**
 * A file-system failure (unwritable $SVC_HOME, read-only home, a file where a folder belongs) is
 * the user's machine, not a bug: it is named with its path and what to do, never "unexpected".
 * The path is shown as the rest of the CLI shows paths by `withShownPaths`, where home and project are known.
 */
function fileSystemError(error: NodeJS.ErrnoException, where: { svcHome?: string }): SvcError | null {
  const file = error.path;
  if (typeof file !== "string") return null;
  const known = fileSystemReason(error);
  if (known === null) return null;
  const verb = FS_VERBS[error.syscall ?? ""] ?? "use";
  const inSvcHome = where.svcHome !== undefined && isWithin(where.svcHome, file);
  const hint = inSvcHome
    ? `${known.fix} svc keeps its license, backups and hub in ${where.svcHome} (SVC_HOME, default ~/.svc): make that a folder you can write to, or set SVC_HOME to one.`
    : known.fix;
  return new SvcError("filesystem", `cannot ${verb} ${file}: ${known.reason}`, EXIT.error, {
    hint,
    details: { path: file, errno: error.code, ...(inSvcHome ? { svc_home: where.svcHome } : {}) },
    paths: inSvcHome && where.svcHome !== undefined ? [file, where.svcHome] : [file],
    cause: error,
  });
}

/**
 * An error as the user reads it: the paths it names (its `paths`) shown as the rest of the CLI
 * shows paths, `~/…` in the home, relative in the project, forward slashes; the JSON details keep
 * the full path. Longer paths are replaced first, so `~/.svc/license` is not cut at `~/.svc`.
 */
export function withShownPaths(failure: SvcError, labels: LabelOptions): SvcError {
  if (failure.paths.length === 0) return failure;
  const paths = [...failure.paths].sort((a, b) => b.length - a.length);
  const show = (text: string) => paths.reduce((shown, file) => shown.split(file).join(displayPath(file, labels)), text);
  // A copy of the same class with every other field it carries (a rollback's backup id…).
  const shown = Object.create(Object.getPrototypeOf(failure), Object.getOwnPropertyDescriptors(failure)) as SvcError;
  Object.defineProperty(shown, "message", { value: show(failure.message), writable: true, configurable: true });
  Object.defineProperty(shown, "stack", { value: failure.stack, writable: true, configurable: true }); // V8's getter reads only the original
  Object.defineProperty(shown, "hint", {
    value: failure.hint === undefined ? undefined : show(failure.hint),
    writable: true,
    configurable: true,
    enumerable: true,
  });
  return shown;
}

/**
 * What the user sees of anything thrown where svc runs: an SvcError whose paths are shown
 * relative to the folder svc runs in (unless that is the home or above it) and `~/…` in the home.
 */
export function failureAt(error: unknown, where: { svcHome: string; home: string; cwd: string; platform?: NodeJS.Platform }): SvcError {
  return withShownPaths(toSvcError(error, { svcHome: where.svcHome }), labelsAt(where));
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
