/** What this file uses of fontkit (the fork pdfkit depends on). */
export interface Fontkit {
  create(buffer: Buffer, postscriptName?: string): FontkitFont;
  sharesParsedFonts?: boolean;
}

interface Glyph {
  id: number;
  codePoints: number[];
}

interface FontkitFont {
  _glyphs: Record<number, Glyph | undefined>;
  getGlyph(id: number, codePoints?: number[]): Glyph;
  layout(text: unknown, ...options: unknown[]): { glyphs: Glyph[]; positions: Array<Record<string, number>> };
}

/**
 * Makes fontkit, in the thread that calls it, share its work between the PDF documents that thread
 * renders. Every document of pdfkit parses its fonts again (`fontkit.create` on the font's bytes)
 * and lays each word out again (GSUB/GPOS shaping), and decoding Roboto's tables and shaping were
 * most of a payslip's time.
 *
 * - The parsed font is kept per buffer, and each document gets a view of it that shares the
 *   decoded tables but keeps its own glyphs: a glyph remembers the characters it was first asked
 *   for, and the document's text layer (what pdftotext and copy-paste read) is built from them, so
 *   that must not leak from one document to the next.
 * - A word's layout is kept per parsed font with the glyph requests shaping made (glyph id and
 *   the characters asked for, in order). Shaping reads nothing of the document but the word and
 *   the glyphs it asks for; a glyph the document has not made yet and one it made for the same
 *   characters look the same to it. So a document whose glyphs are all in that case replays the
 *   requests on its own view (its glyphs are created exactly as shaping would have created them)
 *   and gets the kept glyph ids and positions without shaping again. A glyph made for other
 *   characters (a no-break space asking for the space glyph the document made for a space) is
 *   part of what the layout depended on: the layout is kept as a variant for that state (up to 4
 *   per word). The PDF is byte for byte the one rendered without the cache (a test renders
 *   documents in different orders, in a fresh thread and after others).
 *
 * It runs in the main thread and in each PDF worker thread (pdf-workers.ts sends its source text),
 * so it must use nothing from outside its own body.
 */
export function shareParsedFonts(fontkit: Fontkit): void {
  if (fontkit.sharesParsedFonts) return;
  const MAX_WORDS = 20_000;
  const MAX_VARIANTS = 4;
  /**
   * A word's layout: the glyphs it asked for (id, code points) in order; for the first request of
   * each id, what the document's glyph held (null: nothing, or the same characters); the glyph
   * ids and positions (4 numbers each) it answered.
   */
  type Cached = { requests: Array<[number, number[]]>; first: Array<[number, number[], number[] | null]>; ids: number[]; positions: number[] };
  const create = fontkit.create.bind(fontkit);
  const parsed = new WeakMap<Buffer, Map<string, FontkitFont>>();
  const words = new WeakMap<FontkitFont, Map<string, Cached[]>>();
  const same = (a: number[], b: number[]) => a.length === b.length && a.every((c, i) => c === b[i]);
  // A glyph the document has not made yet, or made for the same characters: shaping sees the same glyph either way.
  const fits = (glyph: Glyph | undefined, codePoints: number[]) => !glyph || same(glyph.codePoints, codePoints);
  const matches = (font: FontkitFont, cached: Cached) =>
    cached.first.every(([id, codePoints, held]) => {
      const glyph = font._glyphs[id];
      return held === null ? fits(glyph, codePoints) : !!glyph && same(glyph.codePoints, held);
    });

  function layout(this: FontkitFont, base: FontkitFont, cache: Map<string, Cached[]>, text: unknown, options: unknown[]) {
    if (typeof text !== 'string' || options.some((o) => o !== undefined)) return base.layout.call(this, text, ...options);
    const variants = cache.get(text);
    const hit = variants?.find((v) => matches(this, v));
    if (hit) {
      for (const [id, codePoints] of hit.requests) this.getGlyph(id, codePoints);
      const p = hit.positions;
      const positions = hit.ids.map((_, i) => ({ xAdvance: p[4 * i], yAdvance: p[4 * i + 1], xOffset: p[4 * i + 2], yOffset: p[4 * i + 3] }));
      return {
        glyphs: hit.ids.map((id) => this.getGlyph(id)),
        positions,
        get advanceWidth() {
          let width = 0;
          for (const position of positions) width += position.xAdvance;
          return width;
        },
      };
    }
    // Shape the word, noting the glyphs it asks for and, for each, what the document's glyph held.
    const first = new Map<number, [number, number[], number[] | null]>();
    const requests: Array<[number, number[]]> = [];
    const getGlyph = base.getGlyph;
    this.getGlyph = function (this: FontkitFont, id: number, codePoints: number[] = []) {
      if (!first.has(id)) {
        const glyph = this._glyphs[id];
        first.set(id, [id, [...codePoints], fits(glyph, codePoints) ? null : [...(glyph as Glyph).codePoints]]);
      }
      requests.push([id, [...codePoints]]);
      return getGlyph.call(this, id, codePoints);
    };
    let run: ReturnType<FontkitFont['layout']>;
    try {
      run = base.layout.call(this, text);
    } finally {
      delete (this as Partial<FontkitFont>).getGlyph;
    }
    const plain = run.positions.every((p) => Object.keys(p).join() === 'xAdvance,yAdvance,xOffset,yOffset');
    if (plain && (variants?.length ?? 0) < MAX_VARIANTS) {
      if (!variants && cache.size >= MAX_WORDS) cache.clear();
      const positions = run.positions.flatMap((p) => [p.xAdvance, p.yAdvance, p.xOffset, p.yOffset]);
      cache.set(text, [...(variants ?? []), { requests, first: [...first.values()], ids: run.glyphs.map((g) => g.id), positions }]);
    }
    return run;
  }

  fontkit.create = (buffer, postscriptName) => {
    let byName = parsed.get(buffer);
    if (!byName) parsed.set(buffer, (byName = new Map()));
    const key = postscriptName ?? '';
    let base = byName.get(key);
    if (!base) byName.set(key, (base = create(buffer, postscriptName)));
    let cache = words.get(base);
    if (!cache) words.set(base, (cache = new Map()));
    const shared = base;
    const kept = cache;
    const view = Object.create(base) as FontkitFont;
    view._glyphs = {};
    view.layout = function (this: FontkitFont, text: unknown, ...options: unknown[]) {
      return layout.call(this, shared, kept, text, options);
    };
    return view;
  };
  fontkit.sharesParsedFonts = true;
}
