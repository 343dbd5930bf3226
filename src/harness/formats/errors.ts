/** A file that cannot be read as its format says: the message and the 1-based line where it fails. */
export class FormatError extends Error {
  readonly line: number;
  constructor(message: string, line: number) {
    super(message);
    this.name = "FormatError";
    this.line = Math.max(1, line);
  }
}
