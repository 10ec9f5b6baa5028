import { buildUrl, filenameFromDisposition } from './url';

describe('buildUrl', () => {
  it('skips empty values and repeats array keys', () => {
    expect(buildUrl('/admin/users', { q: 'awa', active: '', roleId: undefined, page: 2 })).toBe(
      '/admin/users?q=awa&page=2',
    );
    expect(buildUrl('/x', { id: ['a', 'b'] })).toBe('/x?id=a&id=b');
    expect(buildUrl('/x?a=1', { b: true })).toBe('/x?a=1&b=true');
    expect(buildUrl('/x', {})).toBe('/x');
  });

  it('encodes what needs encoding', () => {
    expect(buildUrl('/x', { q: 'é & ?' })).toBe('/x?q=%C3%A9+%26+%3F');
  });
});

describe('filenameFromDisposition', () => {
  it('prefers the RFC 5987 filename*', () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="grand-livre.csv"; filename*=UTF-8''grand-livre%20%C3%A9t%C3%A9.csv`,
      ),
    ).toBe('grand-livre été.csv');
  });

  it('reads a quoted or bare filename, and nothing when absent', () => {
    expect(filenameFromDisposition('attachment; filename="balance.csv"')).toBe('balance.csv');
    expect(filenameFromDisposition('attachment; filename=balance.csv')).toBe('balance.csv');
    expect(filenameFromDisposition('inline')).toBeUndefined();
    expect(filenameFromDisposition(null)).toBeUndefined();
  });
});
