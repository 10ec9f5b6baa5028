/**
 * The hostile values the fuzzer puts where a valid one stood. Strings only where the transport
 * carries strings (paths, queries, form fields); JSON bodies also get every other type.
 */

/** Numbers at and past every edge: negative, zero, fractions, past 2^31, 2^53 and a double (9007199254740993 itself comes as a string). */
export const EXTREME_NUMBERS = [-1, 0, -0, 0.1, 0.005, 1e-320, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER + 2, 1e21, 1e308, -1e308] as const;

/** Numbers written as strings, NaN and Infinity among them (JSON itself cannot carry those). */
export const NUMERIC_STRINGS = ['NaN', 'Infinity', '-Infinity', '1e999', '-0', '0x10', '1_000', '١٢٣', ' 12 ', '12abc', '', '-', '1e-7', '10.005', '9007199254740993', '99999999999999999999.99', '1,5'] as const;

/** Dates that do not exist, are out of range or are written another way. */
export const IMPOSSIBLE_DATES = [
  '2026-02-30',
  '2025-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
  '0000-01-01',
  '9999-12-31',
  '-000001-01-01',
  '+275760-09-14',
  '2026-11-20T25:00:00Z',
  '2026-11-20T09:60:00.000Z',
  '2026-11-20T09:00:00+25:00',
  '2026-W47',
  '20261120',
  '2026/11/20',
  '31/12/2026',
  '2026-11',
  '2026-11-20junk',
] as const;

/** Unicode that breaks naive code: right-to-left override, joined emoji, combining marks, lone surrogates, BOM… */
export const UNICODE_STRINGS = [
  'abc\u202Eevil.exe',
  'مرحبا بالعالم',
  '👩‍👩‍👧‍👦🇨🇮',
  'e\u0301\u0301\u0301',
  '\u200B\u200C\u200D',
  '\uFEFFbom',
  '\uD800',
  '\uDFFF\uD800',
  '\uFFFF\uFFFE',
  '𝕳𝖊𝖑𝖑𝖔',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '../../../etc/passwd',
  '${7*7}{{7*7}}',
  '\r\n\t',
  ' ',
  '%00%n%s',
  'İıß',
] as const;

/** What a path segment becomes: unknown ids, not ids at all, encodings a router may stumble on. */
export const PATH_VALUES: ReadonlyArray<{ value: string; encoded?: boolean }> = [
  { value: '00000000-0000-4000-8000-000000000000' },
  { value: 'ffffffff-ffff-ffff-ffff-ffffffffffff' },
  { value: 'not-an-id' },
  { value: '0' },
  { value: '-1' },
  { value: '99999999999999999999' },
  { value: '1e3' },
  { value: 'NaN' },
  { value: 'null' },
  { value: 'x'.repeat(3000) },
  { value: '..' },
  { value: '%2e%2e%2f%2e%2e%2f', encoded: true },
  { value: '%E0%A4%A', encoded: true },
  { value: '%', encoded: true },
  { value: '🙂' },
  { value: 'abc\u202Edef' },
  { value: "' OR '1'='1" },
  { value: '2026-02-30' },
];

/** Keys an attacker adds to a body: prototype pollution, ownership and bookkeeping columns. */
export const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'tenantId', 'id', 'createdAt', 'deletedAt', 'status', 'unexpectedField', '', ' ', 'a.b', '$where'] as const;

/** Other types put where a value stood. */
export const OTHER_TYPES: readonly unknown[] = [123, -1, 1.5, true, false, null, 'text', '', [], {}, [1, 'two', null], { nested: { deeper: true } }];
