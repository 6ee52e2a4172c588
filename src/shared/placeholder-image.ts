import { createHash } from 'node:crypto';

/** Where the server draws its placeholder images: `/placeholder-images/<label>.svg`. */
export const PLACEHOLDER_IMAGE_PATH = '/placeholder-images';

/** Labels longer than this are cut: the image is a placeholder, not a text renderer. */
const MAX_LABEL = 60;

/**
 * The address of a placeholder image drawn by this server, for demo data: it works offline and
 * from any origin, unlike an image host elsewhere.
 */
export function placeholderImageUrl(publicUrl: string, label: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${PLACEHOLDER_IMAGE_PATH}/${encodeURIComponent(label.slice(0, MAX_LABEL))}.svg`;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Characters XML 1.0 does not allow in a document, whatever their escaping. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Breaks a label into at most three lines of about 18 characters, on spaces where it can. */
function lines(label: string): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > 18) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length > 3) out.splice(2, out.length - 2, `${out[2]}…`);
  return out;
}

/**
 * A 600×600 SVG showing `label` on a colour chosen by it. The label is text content only, escaped,
 * so no input can add markup; the route serves it under a CSP that runs nothing anyway.
 */
export function placeholderImageSvg(label: string): string {
  const text = label.slice(0, MAX_LABEL).replace(NOT_XML, '').trim() || 'Image';
  const hue = createHash('sha256').update(text).digest().readUInt16BE(0) % 360;
  const rows = lines(text);
  const top = 300 - ((rows.length - 1) * 44) / 2;
  const tspans = rows
    .map((row, i) => `<tspan x="300" y="${top + i * 44}">${row.replace(/[&<>"']/g, (c) => XML_ESCAPES[c])}</tspan>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">` +
    `<rect width="600" height="600" fill="hsl(${hue} 45% 88%)"/>` +
    `<text font-family="sans-serif" font-size="36" fill="hsl(${hue} 40% 25%)" text-anchor="middle" dominant-baseline="middle">${tspans}</text>` +
    `</svg>`
  );
}
