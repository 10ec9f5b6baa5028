import { describe, expect, it } from 'vitest';
import { checkIban, composeWaemuIban, formatIban, isValidBicCode, isValidIban, isValidWaemuRibKey, normalizeIban } from './iban';

// IBANs of the WAEMU countries as published by banks and IBAN registries (iban.com structure page).
const WAEMU = [
  'CI93CI0080111301134291200589',
  'BJ66BJ0610100100144390000769',
  'BF42BF0840101300463574000390',
  'ML03D00890170001002120000447',
  'SN08SN0100152000048500003035',
  'TG53TG0090604310346500400070',
  'NE58NE0380100100130305000268',
];

describe('IBAN validation', () => {
  it.each(WAEMU)('accepts the real WAEMU IBAN %s', (iban) => {
    expect(checkIban(iban)).toEqual({ valid: true, iban });
  });

  it('accepts Ivorian IBANs written in groups and lower case', () => {
    expect(isValidIban('ci93 ci00 8011 1301 1342 9120 0589')).toBe(true);
    expect(normalizeIban(' ci93-ci00 8011 1301 1342 9120 0589 ')).toBe('CI93CI0080111301134291200589');
    expect(formatIban('CI93CI0080111301134291200589')).toBe('CI93 CI00 8011 1301 1342 9120 0589');
  });

  it('still accepts European IBANs', () => {
    expect(isValidIban('FR1420041010050500013M02606')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GW04GW1430010181800637601')).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(checkIban('CI94CI0080111301134291200589')).toMatchObject({ valid: false, problem: 'CHECK_DIGITS' });
  });

  it('refuses a wrong RIB key even when the IBAN check digits were computed on it', () => {
    // RIB key changed from 89 to 88, IBAN check digits recomputed so that only the RIB key is wrong.
    const bban = 'CI0080111301134291200588';
    const numeric = `${bban}CI00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
    const check = String(98 - Number(BigInt(numeric) % 97n)).padStart(2, '0');
    const iban = `CI${check}${bban}`;
    expect(isValidWaemuRibKey(bban)).toBe(false);
    expect(checkIban(iban)).toMatchObject({ valid: false, problem: 'NATIONAL_KEY' });
  });

  it('composes the IBAN of a RIB, key and check digits included', () => {
    expect(composeWaemuIban({ country: 'CI', bankCode: 'CI008', branchCode: '01113', accountNumber: '011342912005' })).toBe('CI93CI0080111301134291200589');
    expect(composeWaemuIban({ country: 'ML', bankCode: 'D0089', branchCode: '01700', accountNumber: '010021200004' })).toBe('ML03D00890170001002120000447');
  });

  it('refuses wrong lengths, formats and countries', () => {
    expect(checkIban('CI93CI008011130113429120058')).toMatchObject({ valid: false, problem: 'LENGTH' });
    expect(checkIban('CI93CIX080111301134291200589')).toMatchObject({ valid: false, problem: 'FORMAT' });
    expect(checkIban('XX93CI0080111301134291200589')).toMatchObject({ valid: false, problem: 'UNKNOWN_COUNTRY' });
    expect(checkIban('')).toMatchObject({ valid: false, problem: 'EMPTY' });
  });

  it('accepts a Guinean IBAN on the 18-digit domestic account, refuses a malformed one', () => {
    const bban = '012345678901234567';
    const numeric = `${bban}GN00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
    const check = String(98 - Number(BigInt(numeric) % 97n)).padStart(2, '0');
    expect(isValidIban(`GN${check}${bban}`)).toBe(true);
    expect(isValidIban(`GN${check}${bban.slice(1)}`)).toBe(false);
  });
});

describe('BIC validation', () => {
  it('accepts BICs of WAEMU, Guinean and French banks', () => {
    for (const bic of ['SGCICIAB', 'ECOCCIAB', 'BICICIAB', 'SGSNSNDA', 'ISGUGNGN', 'BNPAFRPPXXX', 'bnpa frpp']) {
      expect(isValidBicCode(bic), bic).toBe(true);
    }
  });
  it('refuses malformed BICs', () => {
    for (const bic of ['SGCI', 'SGCICIA', '12CICIAB', 'SGCIQQAB', 'SGCICIABX']) expect(isValidBicCode(bic), bic).toBe(false);
  });
});
