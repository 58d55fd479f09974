/**
 * A short, human summary of a User-Agent for the login history and the sessions list: "Chrome on Windows",
 * "Safari on iPhone". Order matters: Edge and Opera also say Chrome, Chrome also says Safari, and iPads can
 * claim to be a Mac. Unknown agents give "Unknown browser" / "unknown device" rather than the raw string.
 */

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bCocCoc\b|\bcoc_coc_browser\//, 'Cốc Cốc'],
  [/\bYaBrowser\//, 'Yandex'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\bFBAN\/|\bFBAV\//, 'Facebook app'],
  [/\bZalo\b/i, 'Zalo app'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `Browser on ${system}`;
  return 'Unknown device';
}
