/**
 * A strict JSON parser for signed and protected documents: RFC 8259 grammar only, no duplicate
 * keys (JSON.parse keeps the last one silently, which lets two readers see two different
 * documents), bounded nesting, and no `__proto__` keys. Returns undefined-free plain values.
 */

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export class StrictJsonError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(`${message} at offset ${offset}`);
  }
}

const MAX_DEPTH = 32;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

export function parseStrictJson(text: string): JsonValue {
  const parser = new Parser(text);
  parser.skipWhitespace();
  const value = parser.value(0);
  parser.skipWhitespace();
  if (parser.pos !== text.length)
    throw new StrictJsonError('Unexpected content after the document', parser.pos);
  return value;
}

/** parseStrictJson that answers undefined instead of throwing. */
export function tryParseStrictJson(text: string): JsonValue | undefined {
  try {
    return parseStrictJson(text);
  } catch (err) {
    if (err instanceof StrictJsonError) return undefined;
    throw err;
  }
}

class Parser {
  pos = 0;
  constructor(private readonly text: string) {}

  skipWhitespace(): void {
    while (this.pos < this.text.length) {
      const c = this.text.charCodeAt(this.pos);
      if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) break;
      this.pos++;
    }
  }

  value(depth: number): JsonValue {
    if (depth > MAX_DEPTH) throw new StrictJsonError('Nesting too deep', this.pos);
    const c = this.text[this.pos];
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === '"') return this.string();
    if (c === 't') return this.literal('true', true);
    if (c === 'f') return this.literal('false', false);
    if (c === 'n') return this.literal('null', null);
    return this.number();
  }

  private object(depth: number): { [key: string]: JsonValue } {
    this.pos++;
    const result: { [key: string]: JsonValue } = {};
    const seen = new Set<string>();
    this.skipWhitespace();
    if (this.text[this.pos] === '}') {
      this.pos++;
      return result;
    }
    for (;;) {
      this.skipWhitespace();
      if (this.text[this.pos] !== '"') throw new StrictJsonError('Expected a key', this.pos);
      const keyAt = this.pos;
      const key = this.string();
      if (seen.has(key)) throw new StrictJsonError(`Duplicate key "${key}"`, keyAt);
      if (key === '__proto__') throw new StrictJsonError('Forbidden key "__proto__"', keyAt);
      seen.add(key);
      this.skipWhitespace();
      this.expect(':');
      this.skipWhitespace();
      result[key] = this.value(depth + 1);
      this.skipWhitespace();
      if (this.text[this.pos] === ',') {
        this.pos++;
        continue;
      }
      this.expect('}');
      return result;
    }
  }

  private array(depth: number): JsonValue[] {
    this.pos++;
    const result: JsonValue[] = [];
    this.skipWhitespace();
    if (this.text[this.pos] === ']') {
      this.pos++;
      return result;
    }
    for (;;) {
      this.skipWhitespace();
      result.push(this.value(depth + 1));
      this.skipWhitespace();
      if (this.text[this.pos] === ',') {
        this.pos++;
        continue;
      }
      this.expect(']');
      return result;
    }
  }

  private string(): string {
    const start = this.pos;
    this.pos++;
    let out = '';
    for (;;) {
      if (this.pos >= this.text.length) throw new StrictJsonError('Unterminated string', start);
      const c = this.text.charCodeAt(this.pos);
      if (c === 0x22) {
        this.pos++;
        return out;
      }
      if (c < 0x20) throw new StrictJsonError('Control character in a string', this.pos);
      if (c === 0x5c) {
        out += this.escape();
        continue;
      }
      out += this.text[this.pos];
      this.pos++;
    }
  }

  private escape(): string {
    const at = this.pos;
    const e = this.text[this.pos + 1];
    this.pos += 2;
    const simple: Record<string, string> = {
      '"': '"',
      '\\': '\\',
      '/': '/',
      b: '\b',
      f: '\f',
      n: '\n',
      r: '\r',
      t: '\t',
    };
    if (e !== undefined && e in simple) return simple[e];
    if (e === 'u') {
      const hex = this.text.slice(this.pos, this.pos + 4);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new StrictJsonError('Bad \\u escape', at);
      this.pos += 4;
      return String.fromCharCode(parseInt(hex, 16));
    }
    throw new StrictJsonError('Bad escape', at);
  }

  private literal<T>(word: string, value: T): T {
    if (this.text.startsWith(word, this.pos)) {
      this.pos += word.length;
      return value;
    }
    throw new StrictJsonError('Unexpected token', this.pos);
  }

  private number(): number {
    NUMBER.lastIndex = this.pos;
    const match = NUMBER.exec(this.text);
    if (!match || match[0].length === 0) throw new StrictJsonError('Unexpected token', this.pos);
    this.pos += match[0].length;
    const n = Number(match[0]);
    if (!Number.isFinite(n)) throw new StrictJsonError('Number out of range', this.pos);
    return n;
  }

  private expect(ch: string): void {
    if (this.text[this.pos] !== ch) throw new StrictJsonError(`Expected "${ch}"`, this.pos);
    this.pos++;
  }
}
