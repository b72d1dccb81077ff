import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../e2e/chromium.js';

export interface LighthouseResult {
  performance: number;
  metrics: Record<string, string>;
}

/** A Lighthouse mobile run (its default form factor and simulated throttling) on Debian's Chromium. */
export async function lighthouseMobile(
  url: string,
  extraHeaders?: Record<string, string>,
): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
      ...(extraHeaders ? { extraHeaders } : {}),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      metrics: {
        FCP: metric('first-contentful-paint'),
        LCP: metric('largest-contentful-paint'),
        TBT: metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift'),
        SI: metric('speed-index'),
      },
    };
  } finally {
    await chrome.kill();
  }
}
