import QRCode from 'qrcode';
import { SANDBOX_PAGE } from './gateway.ts';

export type PageLanguage = 'vi' | 'en';

const TEXT = {
  vi: {
    title: 'Cổng thanh toán thử nghiệm',
    note: 'Trang này thay cho cổng thanh toán thật khi chạy thử: không có tiền thật được chuyển.',
    amount: 'Số tiền',
    reference: 'Nội dung chuyển khoản',
    bank: 'Ngân hàng thử nghiệm · STK 0123456789 · HANOIBET SANDBOX',
    scan: 'Quét mã QR bằng ví điện tử',
    approve: 'Xác nhận đã thanh toán',
    decline: 'Từ chối / Hủy',
    done: 'Giao dịch đã được xử lý',
    expired: 'Giao dịch đã hết hạn',
    unknown: 'Không tìm thấy giao dịch',
    login: 'Hãy đăng nhập bằng tài khoản đã tạo giao dịch này rồi mở lại trang.',
    notYours: 'Giao dịch này thuộc về một tài khoản khác.',
    back: 'Quay lại trang web',
  },
  en: {
    title: 'Sandbox payment gateway',
    note: 'This page stands in for a real payment gateway in testing: no real money moves.',
    amount: 'Amount',
    reference: 'Transfer description',
    bank: 'Sandbox Bank · Account 0123456789 · HANOIBET SANDBOX',
    scan: 'Scan the QR code with your e-wallet',
    approve: 'Confirm payment',
    decline: 'Decline / Cancel',
    done: 'This payment has been processed',
    expired: 'This payment has expired',
    unknown: 'Payment not found',
    login: 'Log in with the account that started this payment, then open this page again.',
    notYours: 'This payment belongs to another account.',
    back: 'Back to the site',
  },
} as const;

export type PageMessage = 'unknown' | 'login' | 'notYours';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function formatAmount(minor: bigint, lang: PageLanguage): string {
  const [group, decimal] = lang === 'vi' ? ['.', ','] : [',', '.'];
  const whole = (minor / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${whole}${decimal}${(minor % 100n).toString().padStart(2, '0')} ₫`;
}

/** The hosted page of an order: amount, reference, how to pay, and the two buttons while it is open. */
export async function paymentPage(
  lang: PageLanguage,
  p: { gateway_ref: string; merchant_reference: string; amount: bigint; kind: string; status: string },
  formToken: string,
  returnUrl: string,
): Promise<string> {
  const t = TEXT[lang];
  const qr =
    p.kind === 'EWALLET_QR'
      ? `<p>${t.scan}</p>${await QRCode.toString(`SANDBOXPAY|${p.gateway_ref}|${p.amount}`, { type: 'svg', width: 180 })}`
      : `<p>${t.bank}</p>`;
  const hidden = `<input type="hidden" name="token" value="${escapeHtml(formToken)}">`;
  const actions =
    p.status === 'OPEN'
      ? `<form method="post" action="${SANDBOX_PAGE}/${p.gateway_ref}/approve">${hidden}<button data-testid="sandbox-approve" class="ok">${t.approve}</button></form>
         <form method="post" action="${SANDBOX_PAGE}/${p.gateway_ref}/decline">${hidden}<button data-testid="sandbox-decline">${t.decline}</button></form>`
      : `<p data-testid="sandbox-done">${p.status === 'EXPIRED' ? t.expired : `${t.done} (${p.status})`}</p>
         <p><a href="${escapeHtml(returnUrl)}">${t.back}</a></p>`;
  const body = `<dl><dt>${t.amount}</dt><dd data-testid="sandbox-amount">${formatAmount(p.amount, lang)}</dd>
    <dt>${t.reference}</dt><dd data-testid="sandbox-reference">${escapeHtml(p.merchant_reference)}</dd></dl>${qr}${actions}`;
  return page(lang, t.title, body);
}

/** A page that only says why nothing can be done here. */
export function messagePage(lang: PageLanguage, message: PageMessage): string {
  return page(lang, TEXT[lang].title, `<p data-testid="sandbox-message">${TEXT[lang][message]}</p>`);
}

function page(lang: PageLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;background:#f3f4f8;color:#1d1b2c;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;padding:28px;max-width:420px;box-shadow:0 8px 30px #0002}h1{font-size:20px;margin:0 0 6px}
.note{color:#666;font-size:13px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}dt{color:#666}dd{margin:0;font-weight:600}
form{display:inline-block;margin:12px 8px 0 0}button{font:inherit;padding:10px 16px;border-radius:8px;border:1px solid #ccc;background:#fff;cursor:pointer}
button.ok{background:#6142bf;border-color:#6142bf;color:#fff}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p class="note">${TEXT[lang].note}</p>${body}</main></body></html>`;
}
