import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStrictJson, StrictJsonError } from './strict-json';

describe('parseStrictJson', () => {
  it('reads what JSON.parse reads for any JSON value (without the forbidden __proto__ key)', () => {
    const withoutProto = fc.jsonValue().filter((value) => !JSON.stringify(value).includes('"__proto__":'));
    fc.assert(
      fc.property(withoutProto, (value) => {
        const text = JSON.stringify(value);
        expect(parseStrictJson(text)).toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses duplicate keys at any depth, and __proto__', () => {
    expect(() => parseStrictJson('{"a":1,"a":2}')).toThrow(/Duplicate key "a"/);
    expect(() => parseStrictJson('{"x":[{"b":1,"c":{"d":1,"d":1}}]}')).toThrow(/Duplicate key "d"/);
    expect(() => parseStrictJson('{"\\u0061":1,"a":2}')).toThrow(/Duplicate key/);
    expect(() => parseStrictJson('{"__proto__":{"admin":true}}')).toThrow(/__proto__/);
  });

  it.each([
    '',
    '{',
    '{"a":1,}',
    '[1,]',
    "{'a':1}",
    '01',
    '1.',
    '.5',
    '+1',
    'NaN',
    'tru',
    '"\u0001"',
    '"\\x41"',
    '"\\u12G4"',
    '{"a":1} x',
    '1e400',
    '['.repeat(40) + ']'.repeat(40),
  ])('refuses %j', (text) => expect(() => parseStrictJson(text)).toThrow(StrictJsonError));

  it('keeps escapes and numbers exact', () => {
    expect(parseStrictJson(' {"s":"\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9","n":[-0.5e2,0,1E3]} ')).toEqual({
      s: '"\\/\b\f\n\r\té',
      n: [-50, 0, 1000],
    });
  });
});
