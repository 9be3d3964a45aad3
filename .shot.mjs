import { chromium } from '@playwright/test';
const [, , url, out, opts = ''] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
});
const mobile = opts.includes('mobile');
const page = await browser.newPage({
  viewport: mobile ? { width: 390, height: 844 } : { width: 1350, height: 900 },
  colorScheme: opts.includes('dark') ? 'dark' : 'light',
});
const errors = [];
page.on('pageerror', (e) => errors.push(String(e)));
page.on('console', (m) => {
  if (m.type() === 'error') errors.push(m.text());
});
await page.goto(url, { waitUntil: 'networkidle' });
if (opts.includes('dark')) await page.evaluate(() => document.documentElement.classList.add('dark'));
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: opts.includes('full') });
console.log(out, 'errors:', JSON.stringify(errors));
await browser.close();
