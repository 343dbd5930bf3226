// Date#toISOString for times that come in bursts (every log line, every quote's expiry): each
// formatter keeps the text up to the seconds of the last time it wrote and only writes the
// milliseconds while the second is the same. The text is exactly toISOString's; a time it cannot
// write throws the same RangeError.

/** A formatter with its own memory of the last second (one per stream of times). */
export function isoFormatter(): (time: number) => string {
  let second = Number.NaN;
  let head = "";
  return (time) => {
    // As Date does: whole milliseconds (towards zero), within ±8.64e15.
    if (!(Math.abs(time) <= 8.64e15)) throw new RangeError("Invalid time value");
    const ms = Math.trunc(time);
    const at = Math.floor(ms / 1000);
    if (at !== second) {
      head = new Date(at * 1000).toISOString().slice(0, -4); // "YYYY-MM-DDTHH:MM:SS."
      second = at;
    }
    const milli = ms - at * 1000;
    return `${head}${milli < 10 ? "00" : milli < 100 ? "0" : ""}${milli}Z`;
  };
}
