import { attachmentDisposition } from '../../src/rest/content-disposition';

describe('attachmentDisposition (RFC 6266, RFC 8187)', () => {
  it('names a plain ASCII file in both parameters', () => {
    expect(attachmentDisposition('employees-2026-03-14.csv')).toBe(
      `attachment; filename="employees-2026-03-14.csv"; filename*=UTF-8''employees-2026-03-14.csv`,
    );
  });

  it('keeps a quote from closing the quoted fallback, and percent-encodes it in filename*', () => {
    expect(attachmentDisposition(`a"; filename*=UTF-8''evil.html`)).toBe(
      `attachment; filename="a_; filename*=UTF-8''evil.html"; filename*=UTF-8''a%22%3B%20filename%2A%3DUTF-8%27%27evil.html`,
    );
  });

  it('replaces backslashes and control characters in the fallback (no header splitting)', () => {
    expect(attachmentDisposition('a\\b\r\nSet-Cookie: x\t\u007f.txt')).toBe(
      `attachment; filename="a_b__Set-Cookie: x__.txt"; filename*=UTF-8''a%5Cb%0D%0ASet-Cookie%3A%20x%09%7F.txt`,
    );
  });

  it('gives non-ASCII names an ASCII fallback, one `_` per character, and the UTF-8 bytes in filename*', () => {
    expect(attachmentDisposition('Résumé €.pdf')).toBe(
      `attachment; filename="R_sum_ _.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%E2%82%AC.pdf`,
    );
    expect(attachmentDisposition('📄 ß.txt')).toBe(
      `attachment; filename="_ _.txt"; filename*=UTF-8''%F0%9F%93%84%20%C3%9F.txt`,
    );
  });

  it('leaves only RFC 8187 attr-chars unencoded in filename*', () => {
    const attrChars = '!#$&+-.^_`|~';
    const header = attachmentDisposition(`${attrChars}*'()%/ az09`);
    expect(header).toBe(
      `attachment; filename="${attrChars}*'()%/ az09"; filename*=UTF-8''${attrChars}%2A%27%28%29%25%2F%20az09`,
    );
  });

  it('never throws on a lone surrogate: its bytes are those of U+FFFD', () => {
    expect(attachmentDisposition('a\ud800.txt')).toBe(`attachment; filename="a_.txt"; filename*=UTF-8''a%EF%BF%BD.txt`);
  });
});
