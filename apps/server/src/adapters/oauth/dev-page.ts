import { DEV_APPROVE_PATH } from './dev.ts';
import type { OAuthProviderId } from './types.ts';

/**
 * The development provider's sign-in page: tiny, self-contained (no script, inline style only), every value
 * HTML-escaped, in Vietnamese or English. It submits by GET to DEV_APPROVE_PATH.
 */

export const DEV_IDENTITIES = [
  { email: 'an.nguyen@example.com', displayName: 'Nguyễn Văn An' },
  { email: 'binh.tran@example.com', displayName: 'Trần Thị Bình' },
  { email: 'test.player@example.com', displayName: 'Test Player' },
] as const;

const TEXT = {
  vi: {
    title: 'Đăng nhập phát triển',
    notice: (p: string) => `Trang này chỉ dùng khi phát triển — thay cho ${p}. Không nhập mật khẩu thật.`,
    email: 'Email',
    name: 'Tên hiển thị',
    continue: 'Tiếp tục',
    cancel: 'Hủy',
    presets: 'Hoặc chọn một danh tính thử nghiệm:',
  },
  en: {
    title: 'Development sign-in',
    notice: (p: string) => `Development sign-in — stands in for ${p}. Do not enter a real password.`,
    email: 'E-mail',
    name: 'Display name',
    continue: 'Continue',
    cancel: 'Cancel',
    presets: 'Or pick a test identity:',
  },
} as const;

const PROVIDER_NAMES: Record<OAuthProviderId, string> = { google: 'Google', facebook: 'Facebook' };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** `base` with extra query parameters, whether or not it already has some. */
export function withQuery(base: string, params: Record<string, string>): string {
  return `${base}${base.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`;
}

export function devAuthorizePage(input: {
  provider: OAuthProviderId;
  state: string;
  redirectUri: string;
  language: 'vi' | 'en';
}): string {
  const t = TEXT[input.language];
  const providerName = PROVIDER_NAMES[input.provider];
  const hidden = {
    provider: input.provider,
    state: input.state,
    redirect_uri: input.redirectUri,
    lang: input.language,
  };
  const hiddenInputs = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  const cancelUrl = withQuery(input.redirectUri, { error: 'access_denied', state: input.state });
  const presets = DEV_IDENTITIES.map(
    (identity, index) =>
      `<button type="submit" name="identity" value="${index}" formnovalidate class="preset">` +
      `${escapeHtml(identity.displayName)} &lt;${escapeHtml(identity.email)}&gt;</button>`,
  ).join('');
  return `<!doctype html>
<html lang="${input.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} · ${providerName}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f1fa;color:#1d1733;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:24px;max-width:420px;width:100%}
h1{font-size:1.25rem;margin:0 0 8px}
.notice{background:#fff4d6;border:1px solid #f2c94c;border-radius:8px;padding:8px 12px;font-size:.9rem}
label{display:block;margin-top:12px;font-weight:600}
input[type=email],input[type=text]{width:100%;box-sizing:border-box;padding:8px;margin-top:4px;border:1px solid #bbb;border-radius:6px;font-size:1rem}
.actions{display:flex;gap:8px;margin-top:16px;align-items:center}
.primary{background:#6142bf;color:#fff;border:0;border-radius:6px;padding:10px 16px;font-size:1rem;cursor:pointer}
.preset{display:block;width:100%;text-align:left;margin-top:6px;padding:8px;border:1px solid #d0c8ef;background:#f8f6ff;border-radius:6px;cursor:pointer}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.title)} · ${providerName}</h1>
<p class="notice" role="note">${escapeHtml(t.notice(providerName))}</p>
<form method="get" action="${DEV_APPROVE_PATH}">
${hiddenInputs}
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" required maxlength="200" autocomplete="email">
<label for="displayName">${escapeHtml(t.name)}</label>
<input id="displayName" name="displayName" type="text" maxlength="64" autocomplete="name">
<div class="actions">
<button type="submit" class="primary">${escapeHtml(t.continue)}</button>
<a href="${escapeHtml(cancelUrl)}">${escapeHtml(t.cancel)}</a>
</div>
<p>${escapeHtml(t.presets)}</p>
${presets}
</form>
</main>
</body>
</html>
`;
}
