// What a part that died said about why: for an uncaught error Node ends its output with a stack, the
// error's properties and `Node.js v24…`, so the last line names the runtime and not the cause.

// `Error: connect ECONNREFUSED 127.0.0.1:1`, `TypeError [ERR_X]: …`, `AggregateError [ECONNREFUSED]:`, `AggregateError`.
const HEADER = /^\s*(?:Uncaught )?(?:[A-Z][A-Za-z]*)?(?:Error|Exception)(?: \[[A-Z0-9_]+\])?(?::.*)?$/;
const STACK = /^\s+at /;

/** The cause of death in `output` (a part's last stderr), as one line; undefined when it said nothing. */
export function crashCause(output: string): string | undefined {
  const lines = output.split('\n').map((line) => line.trimEnd()).filter((line) => line.trim() !== '');
  // The last error header at the left margin: the one Node printed as uncaught.
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    const line = lines[i]!;
    if (/^\s/.test(line) || !HEADER.test(line)) continue;
    if (/:\s*\S/.test(line)) return line.trim();
    // An AggregateError says nothing itself: its first inner error does.
    const inner = lines.slice(i + 1).find((next) => !STACK.test(next) && HEADER.test(next) && /:\s*\S/.test(next));
    return inner ? `${line.trim().replace(/:$/, '')}: ${inner.trim().replace(/,$/, '')}` : line.trim();
  }
  return lines.filter((line) => !/^Node\.js v\d/.test(line)).pop()?.trim();
}

/** Keeps the last `limit` characters a stream wrote, for `crashCause` when the part dies. */
export function tail(limit = 16_384): { add(chunk: Buffer | string): void; text(): string } {
  let kept = '';
  return {
    add: (chunk) => {
      kept += chunk.toString();
      if (kept.length > limit * 2) kept = kept.slice(-limit);
    },
    text: () => kept.slice(-limit),
  };
}
