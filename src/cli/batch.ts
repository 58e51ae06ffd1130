// Batch mode plumbing: standard input in large chunks, split into lines exactly as
// node:readline splits them, and output gathered into large blocks. A readline event and a
// write per line cost more than the engine's work on a hand, so batches avoid both.
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

// \r\n, \n and a lone \r all end a line, as in readline with `crlfDelay: Infinity`.
const LINE_BREAK = /\r\n|\r|\n/;

/** Splits a text that arrives in chunks into lines; `end()` returns the last, unterminated one. */
export class LineSplitter {
  private rest = '';

  /** The complete lines of `rest + chunk`; the unfinished tail waits for the next chunk. */
  push(chunk: string): string[] {
    const text = this.rest + chunk;
    // A chunk ending in \r may be the first half of \r\n: keep it until the next chunk.
    const end = text.endsWith('\r') ? text.length - 1 : text.length;
    const body = end === text.length ? text : text.slice(0, end);
    const lines = body.includes('\r') ? body.split(LINE_BREAK) : body.split('\n');
    this.rest = lines.pop()! + text.slice(end);
    return lines;
  }

  end(): string[] {
    const last = this.rest.endsWith('\r') ? this.rest.slice(0, -1) : this.rest;
    this.rest = '';
    return last === '' ? [] : [last];
  }
}

/** Yields standard input as arrays of lines, one array per chunk read. */
export async function* lineBatches(input: Readable): AsyncGenerator<string[]> {
  input.setEncoding('utf8');
  const splitter = new LineSplitter();
  for await (const chunk of input) {
    const lines = splitter.push(chunk as string);
    if (lines.length) yield lines;
  }
  const last = splitter.end();
  if (last.length) yield last;
}

/** Collects output and writes it in blocks of about `blockSize` characters. */
export class BlockWriter {
  private parts: string[] = [];
  private size = 0;
  private readonly out: Writable;
  private readonly blockSize: number;

  constructor(out: Writable, blockSize = 1 << 16) {
    this.out = out;
    this.blockSize = blockSize;
  }

  /** Adds one line (without its newline). */
  line(text: string): void {
    this.parts.push(text);
    this.size += text.length + 1;
  }

  /** Writes the gathered lines if there are enough of them (or any, with `force`). */
  async flush(force = false): Promise<void> {
    if (this.size === 0 || (!force && this.size < this.blockSize)) return;
    const block = `${this.parts.join('\n')}\n`;
    this.parts = [];
    this.size = 0;
    if (!this.out.write(block)) await once(this.out, 'drain');
  }
}
