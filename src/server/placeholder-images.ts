import type { Express } from 'express';
import { PLACEHOLDER_IMAGE_PATH, placeholderImageSvg } from '../shared/placeholder-image';

/** Nothing in the image may run or load: it is drawing only. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * Serves the placeholder images the demo catalog points at. Cross-origin readable, so that a
 * frontend on another port (a dev server) can show them; helmet's default would block that.
 */
export function mountPlaceholderImages(app: Express): void {
  app.get(`${PLACEHOLDER_IMAGE_PATH}/:file`, (req, res) => {
    const match = /^(.+)\.svg$/s.exec(req.params.file);
    if (!match) {
      res.status(404).json({ error: 'Image not found' });
      return;
    }
    res
      .set({
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Content-Security-Policy': IMAGE_CSP,
        'Cross-Origin-Resource-Policy': 'cross-origin',
        'Cache-Control': 'public, max-age=86400',
      })
      .send(placeholderImageSvg(match[1]));
  });
}
