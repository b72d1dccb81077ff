import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumPath } from '../../e2e/chromium.js';

export interface FirstScreenJs {
  path: string;
  files: { url: string; bytes: number; gzipBytes: number }[];
  totalGzipBytes: number;
}

/** Loads a page at a phone viewport in Chromium and sums the gzip size of every script it fetched. */
export async function firstScreenJs(baseUrl: string, path: string): Promise<FirstScreenJs> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    const scripts: Promise<{ url: string; bytes: number; gzipBytes: number }>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.push(
        res.body().then((body) => ({
          url: res.url().replace(baseUrl, ''),
          bytes: body.length,
          gzipBytes: gzipSync(body).length,
        })),
      );
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const files = await Promise.all(scripts);
    return { path, files, totalGzipBytes: files.reduce((s, f) => s + f.gzipBytes, 0) };
  } finally {
    await browser.close();
  }
}
