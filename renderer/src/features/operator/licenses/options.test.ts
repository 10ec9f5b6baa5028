import { describe, expect, it } from 'vitest';
import { optionsText, parseOptions } from './options';

describe('module grant options', () => {
  it('reads key=value pairs: booleans, numbers and texts', () => {
    expect(parseOptions('carryOver=true, sites=3; edition=pro\nbeta, ratio=-1.5, off=false, url=a=b')).toEqual({
      carryOver: true,
      sites: 3,
      edition: 'pro',
      beta: true,
      ratio: -1.5,
      off: false,
      url: 'a=b',
    });
    expect(parseOptions(' , ;')).toEqual({});
  });

  it('writes them back in the same form', () => {
    const options = { carryOver: true, sites: 3, edition: 'pro' };
    expect(optionsText(options)).toBe('carryOver=true, sites=3, edition=pro');
    expect(parseOptions(optionsText(options))).toEqual(options);
  });
});
