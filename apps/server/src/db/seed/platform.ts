import {
  type FooterPage,
  MEDIA,
  PATTERN_CATALOGUE,
  type PatternId,
  type ResourceType,
  type WhitelabelSwitch,
} from '@app/contracts';
import type { Insertable, Transaction } from 'kysely';
import type {
  AnnouncementsTable,
  FooterPagesTable,
  Localised,
  RegisterRulesTable,
} from '../../modules/platform/tables.ts';
import type { Database } from '../schema.ts';

/**
 * The demo merchant (spec §3.1), its whitelabel switches (§6), registration rules (§3.3), resources and
 * customer service (§3.6), footer pages and announcements of every type (B, PL, PU, PR, H).
 */
export const DEMO_MERCHANT = 'HB';

const SITE = 'https://hanoibet.example';

export async function seedPlatform(tx: Transaction<Database>): Promise<void> {
  await tx
    .insertInto('merchants')
    .values({
      code: DEMO_MERCHANT,
      name: 'HanoiBet',
      lottery_type: 'SEA',
      device: 'WEB',
      default_language: 'vi',
      languages: ['vi', 'en'],
      chat_color: '#6142bf',
      prize_modes: ['Lott', 'ZY', 'Elott', 'SEA'],
      announcement_types: ['B', 'PL', 'PU', 'PR', 'H'],
      default_execution: 'B',
      esports_vendors: ['ESPORTS_ARENA'],
      pulled_out_sports_vendor: 'SABA_SPORTS',
      currency: 'VND',
      gtag_id: null,
      image_cdns: [],
      launch_game_cdns: [],
    })
    .execute();
  await seedWhitelabel(tx);
  await tx.insertInto('register_rules').values(registerRules()).execute();
  await tx.insertInto('resources').values(resources()).execute();
  await tx
    .insertInto('customer_service')
    .values([
      { merchant: DEMO_MERCHANT, cs_type: 'LIVECHAT', path: '/support/chat' },
      { merchant: DEMO_MERCHANT, cs_type: 'VIP', path: '/support/chat?channel=vip' },
    ])
    .execute();
  await tx.insertInto('footer_pages').values(footerPages()).execute();
  await tx
    .insertInto('maintenance')
    .values({ merchant: DEMO_MERCHANT, enabled: false, ends_at: null })
    .execute();
  await seedAnnouncements(tx);
}

// --- whitelabel switches ----------------------------------------------------------------------------------

const GROUPS = ['register', 'login', 'account', 'member', 'agent'] as const;

/** Every switch of the contracts, placed under a group; the Record type makes a missing one a compile error. */
const SWITCHES: Record<WhitelabelSwitch, { group: (typeof GROUPS)[number]; enabled: boolean }> = {
  registerUsername: { group: 'register', enabled: true },
  registerMobile: { group: 'register', enabled: true },
  registerSmsVerify: { group: 'register', enabled: false },
  registerMobilePassword: { group: 'register', enabled: true },
  registerDirect: { group: 'register', enabled: true },
  loginRequired: { group: 'login', enabled: false },
  loginPhone: { group: 'login', enabled: true },
  loginVerificationCode: { group: 'login', enabled: false },
  freePlay: { group: 'login', enabled: true },
  forcePasswordExpiry: { group: 'account', enabled: false },
  recoverByPhone: { group: 'account', enabled: true },
  manualRebate: { group: 'member', enabled: true },
  referral: { group: 'member', enabled: true },
  enableCt: { group: 'agent', enabled: true },
  salary: { group: 'agent', enabled: true },
  hourSalary: { group: 'agent', enabled: false },
  agentRealtimeSalary: { group: 'agent', enabled: true },
};

async function seedWhitelabel(tx: Transaction<Database>) {
  await tx
    .insertInto('whitelabel_features')
    .values(GROUPS.map((group, sort) => ({ merchant: DEMO_MERCHANT, mod_id: group, enabled: true, sort })))
    .execute();
  await tx
    .insertInto('whitelabel_features')
    .values(
      Object.entries(SWITCHES).map(([modId, { group, enabled }], sort) => ({
        merchant: DEMO_MERCHANT,
        mod_id: modId,
        parent_mod_id: group,
        enabled,
        sort,
      })),
    )
    .execute();
}

// --- registration rules -----------------------------------------------------------------------------------

type Rule = [
  field: string,
  patternId: PatternId,
  min: number,
  max: number,
  shown: boolean,
  required: boolean,
];

/** Fields of the registration form (spec §3.3) with a pattern of the catalogue (spec §5) and its bounds. */
const RULES: Rule[] = [
  ['username', 'letterThenAlnum', 6, 16, true, true],
  ['password', 'lettersAndDigits', 6, 20, true, true],
  ['confirmPassword', 'lettersAndDigits', 6, 20, true, true],
  ['payeeName', 'payeeName', 2, 50, true, false],
  ['email', 'email', 6, 64, true, false],
  ['mobileNum', 'digits', 9, 10, true, false],
  ['captcha', 'lettersOrDigits', 4, 6, true, true],
  ['verificationCode', 'digits', 4, 6, false, false],
  ['affiliateCode', 'lettersOrDigits', 4, 20, true, false],
  ['referralCode', 'lettersOrDigits', 4, 20, true, false],
  ['recommenderId', 'lettersOrDigits', 4, 20, false, false],
  ['paymentPassword', 'digits', 6, 6, false, false],
  ['birthday', 'date', 10, 10, false, false],
  ['qqNum', 'digits', 5, 12, false, false],
  ['line', 'any', 1, 50, false, false],
  ['whatsapp', 'digits', 8, 15, false, false],
  ['facebook', 'any', 1, 100, false, false],
  ['wechat', 'noSpaces', 1, 50, false, false],
  ['idNumber', 'digits', 9, 12, false, false],
];

/** The accepted pattern sent with a rule: the catalogue's expression, "*" for any characters (spec §3.3). */
const acceptedPattern = (patternId: PatternId) =>
  patternId === 'any' ? '*' : PATTERN_CATALOGUE[patternId].source;

function registerRules(): Insertable<RegisterRulesTable>[] {
  return RULES.map(([field, patternId, min, max, shown, required], sort) => ({
    merchant: DEMO_MERCHANT,
    field,
    enabled: shown,
    required,
    accepted_pattern: acceptedPattern(patternId),
    pattern_id: patternId,
    min_length: min,
    max_length: max,
    sort,
  }));
}

function resources() {
  const list: [ResourceType, string, string][] = [
    ['IOS', `${SITE}/app/ios`, 'iOS'],
    ['IOS_LITE', `${SITE}/app/ios-lite`, 'iOS Lite'],
    ['ANDROID', `${SITE}/app/hanoibet.apk`, 'Android'],
    ['FACEBOOK', 'https://www.facebook.com/hanoibet', 'Facebook'],
    ['EMAIL', 'mailto:support@hanoibet.example', 'Email'],
  ];
  return list.map(([resource_type, url, label], sort) => ({
    merchant: DEMO_MERCHANT,
    resource_type,
    url,
    label,
    sort,
  }));
}

// --- announcements ----------------------------------------------------------------------------------------

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);
const text = (vi: string, en: string): Localised => ({ vi, en });

type Item = Insertable<AnnouncementsTable>;

async function seedAnnouncements(tx: Transaction<Database>) {
  const banners = await tx.insertInto('announcements').values(BANNERS()).returning('id').execute();
  for (const { id } of banners) {
    await tx
      .updateTable('announcements')
      .set({ image_url: MEDIA.banner(String(id)) })
      .where('id', '=', id)
      .execute();
  }
  await tx
    .insertInto('announcements')
    .values([...PLAYER_NOTICES(), ...HIDDEN_NOTICES(), ...POPUP(), ...PROMOTIONS(), ...HEADLINES()])
    .execute();
}

const BANNERS = (): Item[] => [
  {
    type: 'B',
    title: text(
      'Chào mừng thành viên mới – tặng ngay 1.000\u00a0₫',
      'Welcome, new member – 1,000\u00a0₫ on us',
    ),
    content: text(
      '<p>Đăng ký tài khoản hôm nay và nhận ngay 1.000\u00a0₫ vào ví.</p>',
      '<p>Sign up today and get 1,000\u00a0₫ straight into your wallet.</p>',
    ),
    link: '/register',
    published_at: hoursAgo(72),
    sort: 1,
  },
  {
    type: 'B',
    title: text('Xổ số miền Bắc – quay thưởng lúc 18:15 mỗi ngày', 'Northern lottery – draws daily at 18:15'),
    content: text(
      '<p>Đặt cược lô, đề, xiên với tỷ lệ hấp dẫn.</p>',
      '<p>Bet on lô, đề and xiên combinations with great odds.</p>',
    ),
    link: '/vnlottery',
    published_at: hoursAgo(24),
    sort: 3,
  },
];

type NoticeText = [titleVi: string, titleEn: string, bodyVi: string, bodyEn: string];

/** Player notices, newest first in this list; the site shows them nine a page. */
const NOTICE_TEXTS: NoticeText[] = [
  [
    'Lịch bảo trì hệ thống định kỳ',
    'Scheduled system maintenance',
    '<p>Hệ thống sẽ bảo trì định kỳ từ <strong>02:00 đến 04:00</strong> thứ Ba hằng tuần để nâng cấp máy chủ.</p><p>Trong thời gian này, các giao dịch nạp và rút tiền tạm dừng. Xin cảm ơn quý khách đã thông cảm.</p>',
    '<p>The system undergoes routine maintenance every Tuesday from <strong>02:00 to 04:00</strong> to upgrade servers.</p><p>Deposits and withdrawals are paused during this window. Thank you for your understanding.</p>',
  ],
  [
    'Cảnh báo lừa đảo giả mạo nhân viên hỗ trợ',
    'Warning: scammers posing as support staff',
    '<p>Nhân viên của chúng tôi <strong>không bao giờ</strong> yêu cầu mật khẩu, mã OTP hoặc chuyển khoản vào tài khoản cá nhân.</p><p>Chỉ liên hệ qua cửa sổ chăm sóc khách hàng trên trang web chính thức.</p>',
    '<p>Our staff will <strong>never</strong> ask for your password, OTP code or a transfer to a personal account.</p><p>Only contact us through the customer-service window on the official site.</p>',
  ],
  [
    'Ra mắt trò chơi mới: Bầu Cua Tôm Cá',
    'New game: Bau Cua Tom Ca',
    '<p>Trò chơi dân gian Bầu Cua Tôm Cá đã có mặt tại mục <em>PVP</em> với kết quả minh bạch, có thể kiểm chứng.</p>',
    '<p>The folk game Bau Cua Tom Ca is now live in the <em>PVP</em> section, with provably fair results.</p>',
  ],
  [
    'Bổ sung kênh nạp tiền qua ví điện tử',
    'New deposit channel: e-wallets',
    '<p>Quý khách có thể nạp tiền qua MoMo, ZaloPay và ViettelPay. Tiền vào tài khoản trong vòng 1–3 phút.</p>',
    '<p>You can now deposit with MoMo, ZaloPay and ViettelPay. Funds arrive within 1–3 minutes.</p>',
  ],
  [
    'Thời gian xử lý rút tiền',
    'Withdrawal processing times',
    '<p>Yêu cầu rút tiền được xử lý 24/7, trung bình <strong>5–15 phút</strong>. Vào giờ cao điểm có thể lâu hơn.</p><ul><li>Rút tối thiểu: 100.000\u00a0₫</li><li>Rút tối đa mỗi ngày: 500.000.000\u00a0₫</li></ul>',
    '<p>Withdrawals are processed 24/7, on average within <strong>5–15 minutes</strong>; peak hours may take longer.</p><ul><li>Minimum: 100,000\u00a0₫</li><li>Daily maximum: 500,000,000\u00a0₫</li></ul>',
  ],
  [
    'Cập nhật ứng dụng di động phiên bản mới',
    'New mobile app version',
    '<p>Phiên bản mới cải thiện tốc độ tải trò chơi và sửa lỗi đăng nhập bằng vân tay. Tải tại trang <a href="/down">Tải ứng dụng</a>.</p>',
    '<p>The new version loads games faster and fixes fingerprint sign-in. Get it on the <a href="/down">app download</a> page.</p>',
  ],
  [
    'Lịch quay thưởng xổ số dịp Tết Nguyên Đán',
    'Lottery draw schedule over Lunar New Year',
    '<p>Xổ số kiến thiết các miền tạm nghỉ từ mùng 1 đến mùng 4 Tết. Xổ số nhanh và Sea Lottery vẫn hoạt động bình thường.</p>',
    '<p>Regional state lotteries pause from the 1st to the 4th day of Tết. Fast lotteries and Sea Lottery run as usual.</p>',
  ],
  [
    'Hướng dẫn bật xác minh hai bước',
    'How to turn on two-step verification',
    '<p>Vào <em>Trung tâm bảo mật</em> → <em>Xác minh hai bước</em>, quét mã bằng Google Authenticator và nhập mã 6 số để hoàn tất.</p>',
    '<p>Open <em>Security centre</em> → <em>Two-step verification</em>, scan the code with Google Authenticator and enter the 6-digit code.</p>',
  ],
  [
    'Kênh hỗ trợ riêng cho thành viên VIP',
    'A support line of their own for VIP members',
    '<p>Thành viên VIP cấp 5 trở lên được nối thẳng tới kênh chăm sóc khách hàng VIP khi bấm <em>Chăm sóc khách hàng</em>.</p>',
    '<p>Members at VIP level 5 and above reach the VIP customer-service line when they open <em>Customer service</em>.</p>',
  ],
  [
    'Kiểm tra hiển thị nội dung thông báo',
    'Notice display check',
    '<p>Thông báo này dùng để kiểm tra bộ lọc nội dung.</p><script>alert(1)</script><p>Hình ảnh không hợp lệ bên dưới sẽ bị loại bỏ:</p><img src=x onerror=alert(1)><p><a href="javascript:alert(1)">Liên kết không an toàn</a></p>',
    '<p>This notice checks the content filter.</p><script>alert(1)</script><p>The invalid image below is removed:</p><img src=x onerror=alert(1)><p><a href="javascript:alert(1)">Unsafe link</a></p>',
  ],
  [
    'Ngân hàng Vietcombank bảo trì',
    'Vietcombank maintenance',
    '<p>Vietcombank bảo trì từ 23:00 đến 01:00. Quý khách vui lòng chọn ngân hàng khác để nạp tiền trong khung giờ này.</p>',
    '<p>Vietcombank is under maintenance from 23:00 to 01:00. Please choose another bank for deposits during that time.</p>',
  ],
  [
    'Giải bóng đá Ngoại hạng Anh trở lại',
    'The Premier League is back',
    '<p>Hơn 140 loại kèo thể thao đang chờ bạn. Cược trực tiếp với tỷ lệ cập nhật theo từng phút.</p>',
    '<p>More than 140 sports are waiting. Bet live with odds updated every minute.</p>',
  ],
  [
    'Cập nhật điều khoản khuyến mãi',
    'Promotion terms updated',
    '<p>Từ tháng này, yêu cầu cược cho thưởng nạp lần đầu giảm từ 20 lần xuống 15 lần. Xem <a href="/promotions">Khuyến mãi</a>.</p>',
    "<p>From this month the first-deposit bonus rollover drops from 20x to 15x. See <a href='/promotions'>Promotions</a>.</p>",
  ],
  [
    'Xác minh thông tin tài khoản',
    'Verify your account details',
    '<p>Để bảo vệ tài khoản, vui lòng cập nhật họ tên người nhận (không dấu) trùng với tên chủ tài khoản ngân hàng.</p>',
    '<p>To protect your account, set the payee name (without diacritics) to match your bank account holder name.</p>',
  ],
  [
    'Ra mắt sảnh Casino trực tuyến mới',
    'New live casino lobby',
    '<p>Baccarat, Rồng Hổ, Tài Xỉu và Xóc Đĩa với người chia bài trực tiếp, mở cửa 24/7.</p>',
    '<p>Baccarat, Dragon Tiger, Sic Bo and Xoc Dia with live dealers, open 24/7.</p>',
  ],
  [
    'Chơi có trách nhiệm',
    'Play responsibly',
    '<p>Hãy đặt giới hạn nạp tiền và thời gian chơi phù hợp. Nếu cần tạm nghỉ, liên hệ CSKH để khoá tài khoản tạm thời.</p>',
    '<p>Set deposit and time limits that suit you. If you need a break, ask customer service to pause your account.</p>',
  ],
  [
    'Sự kiện bắn cá cuối tuần',
    'Weekend fishing event',
    '<p>Bắn trúng Rồng Vàng trong trò chơi bắn cá để nhận thêm 20% tiền thưởng, từ thứ Sáu đến Chủ nhật.</p>',
    '<p>Hit the Golden Dragon in fishing games for an extra 20% prize, Friday to Sunday.</p>',
  ],
  [
    'Điểm thưởng theo từng loại trò chơi',
    'Reward points by game category',
    '<p>Mỗi ván cược đã kết toán đều tích điểm thưởng: Live 0,70, Thể thao 1,00, Bắn cá 1,20, Nổ hũ 1,20, Game bài 1,00 điểm cho mỗi 1.000\u00a0₫ tiền cược hợp lệ.</p>',
    '<p>Every settled bet earns reward points: Live 0.70, Sports 1.00, Fishing 1.20, Slots 1.20, Card games 1.00 points per 1,000\u00a0₫ of valid bets.</p>',
  ],
  [
    'Trò chơi yêu thích luôn trong tầm tay',
    'Your favourite games, one tap away',
    '<p>Bấm vào trái tim trên một trò chơi để thêm vào mục <a href="/fav">Yêu thích</a>.</p>',
    '<p>Tap the heart on a game to add it to your <a href="/fav">Favourites</a>.</p>',
  ],
  [
    'Điều chỉnh hạn mức cược xổ số',
    'Lottery bet limits adjusted',
    '<p>Hạn mức cược tối đa cho mỗi số đề được nâng lên 50.000.000\u00a0₫ mỗi kỳ quay.</p>',
    '<p>The maximum stake per đề number is raised to 50,000,000\u00a0₫ per draw.</p>',
  ],
  [
    'Khai trương HanoiBet',
    'HanoiBet is open',
    '<p>Chào mừng quý khách đến với HanoiBet – sân chơi giải trí trực tuyến dành cho người Việt.</p><p>Chúc quý khách may mắn!</p>',
    '<p>Welcome to HanoiBet – the online entertainment venue made for Vietnamese players.</p><p>Good luck!</p>',
  ],
  [
    'Hỗ trợ khách hàng 24/7',
    'Customer support 24/7',
    '<p>Đội ngũ hỗ trợ trực tuyến 24/7 bằng tiếng Việt và tiếng Anh qua cửa sổ trò chuyện hoặc email support@hanoibet.example.</p>',
    '<p>Our support team is online 24/7 in Vietnamese and English, by chat or at support@hanoibet.example.</p>',
  ],
];

const PLAYER_NOTICES = (): Item[] =>
  NOTICE_TEXTS.map(([titleVi, titleEn, bodyVi, bodyEn], i) => ({
    type: 'PL',
    title: text(titleVi, titleEn),
    content: text(bodyVi, bodyEn),
    published_at: hoursAgo(2 + i * 30),
    sort: i,
  }));

/** Notices no visitor may see: scheduled, expired, withdrawn. They prove the filters. */
const HIDDEN_NOTICES = (): Item[] => [
  {
    type: 'PL',
    title: text('Thông báo sắp đăng', 'Scheduled notice'),
    content: text('<p>Chưa đến giờ đăng.</p>', '<p>Not published yet.</p>'),
    published_at: hoursAgo(-48),
  },
  {
    type: 'PL',
    title: text('Thông báo đã hết hạn', 'Expired notice'),
    content: text('<p>Đã hết hạn.</p>', '<p>Expired.</p>'),
    published_at: hoursAgo(200),
    expires_at: hoursAgo(100),
  },
  {
    type: 'PL',
    title: text('Thông báo đã gỡ', 'Withdrawn notice'),
    content: text('<p>Đã gỡ.</p>', '<p>Withdrawn.</p>'),
    published_at: hoursAgo(5),
    active: false,
  },
];

const POPUP = (): Item[] => [
  {
    type: 'PU',
    title: text('Quà chào mừng 1.000\u00a0₫', 'Welcome gift: 1,000\u00a0₫'),
    content: text(
      '<p><strong>Đăng ký ngay</strong> để nhận 1.000\u00a0₫ vào ví, dùng thử mọi trò chơi.</p><p>Chỉ dành cho người từ 18 tuổi trở lên. Chơi có trách nhiệm.</p>',
      '<p><strong>Sign up now</strong> and get 1,000\u00a0₫ in your wallet to try any game.</p><p>18+ only. Play responsibly.</p>',
    ),
    link: '/register',
    published_at: hoursAgo(6),
    // an offer to sign up: members never see it (migration 0016)
    audience: 'visitors',
  },
];

const PROMOTIONS = (): Item[] => [
  {
    type: 'PR',
    title: text('Tặng 1.000\u00a0₫ khi đăng ký', '1,000\u00a0₫ registration gift'),
    // paid by promotions/registration-gift.ts the moment the account is made: nothing to claim, no one to ask
    content: text(
      '<p>Mỗi tài khoản mới được tặng 1.000\u00a0₫ dùng thử mọi trò chơi.</p><p>Tiền thưởng được <strong>cộng tự động</strong> vào ví chính ngay khi bạn đăng ký xong: không cần nạp tiền, không cần liên hệ chăm sóc khách hàng. Khoản này hiện trong Chi tiết tiền thưởng.</p><p>Mỗi thành viên nhận một lần; tài khoản chơi thử không được tặng.</p>',
      '<p>Every new account gets 1,000\u00a0₫ to try any game.</p><p>It is <strong>paid automatically</strong> into your main wallet as soon as you have registered: no deposit, no need to contact customer service. You will find it in Bonus details.</p><p>Once per member; free-play accounts do not get it.</p>',
    ),
    link: '/register',
    published_at: hoursAgo(30),
    sort: 2,
  },
];

const HEADLINES = (): Item[] => [
  {
    type: 'H',
    title: text('Chào mừng đến với HanoiBet', 'Welcome to HanoiBet'),
    content: text(
      'Chào mừng quý khách! Đăng ký nhận ngay 1.000\u00a0₫ – hỗ trợ 24/7.',
      'Welcome! Sign up and get 1,000\u00a0₫ – support 24/7.',
    ),
    published_at: hoursAgo(3),
    sort: 1,
  },
  {
    type: 'H',
    title: text('Bảo trì định kỳ', 'Routine maintenance'),
    content: text(
      'Bảo trì định kỳ 02:00–04:00 thứ Ba hằng tuần. Vui lòng không giao dịch trong khung giờ này.',
      'Routine maintenance every Tuesday 02:00–04:00. Please avoid transactions during that time.',
    ),
    published_at: hoursAgo(1),
    sort: 2,
  },
];

// --- footer pages -----------------------------------------------------------------------------------------

function footerPages(): Insertable<FooterPagesTable>[] {
  return Object.entries(FOOTER_PAGE_TEXTS).map(([slug, [titleVi, titleEn, vi, en]], sort) => ({
    slug,
    title: text(titleVi, titleEn),
    content: text(vi, en),
    sort,
  }));
}

/** Footer pages in the footer's order; the Record type makes a missing page a compile error. */
const FOOTER_PAGE_TEXTS: Record<FooterPage, NoticeText> = {
  about: [
    'Giới thiệu công ty',
    'About the company',
    `<h3>Về HanoiBet</h3>
<p>HanoiBet là nền tảng giải trí trực tuyến được xây dựng cho người chơi Việt Nam: thể thao, casino trực tuyến, thể thao điện tử, bắn cá, xổ số, slot và game bài đối kháng trên cùng một tài khoản và một ví.</p>
<p>Chúng tôi đặt ba giá trị lên hàng đầu: <strong>minh bạch</strong> (kết quả các trò chơi nội bộ có thể kiểm chứng bằng thuật toán công bằng), <strong>an toàn</strong> (dữ liệu và giao dịch được mã hoá, tiền của người chơi được ghi sổ kép) và <strong>tận tâm</strong> (hỗ trợ 24/7 bằng tiếng Việt).</p>
<h3>Sản phẩm</h3>
<ul><li>Hơn 140 môn thể thao và hàng nghìn kèo mỗi ngày</li><li>Hơn 5.000 trò chơi casino và slot</li><li>Xổ số ba miền, xổ số nhanh và Sea Lottery</li></ul>
<p>Dịch vụ chỉ dành cho người từ 18 tuổi trở lên tại những nơi pháp luật cho phép.</p>`,
    `<h3>About HanoiBet</h3>
<p>HanoiBet is an online entertainment platform built for Vietnamese players: sports, live casino, e-sports, fishing, lottery, slots and player-versus-player card games, all on one account and one wallet.</p>
<p>We put three values first: <strong>transparency</strong> (results of our in-house games can be verified with a provably fair algorithm), <strong>safety</strong> (data and transactions are encrypted and player funds are kept on a double-entry ledger) and <strong>care</strong> (support around the clock in Vietnamese).</p>
<h3>Products</h3>
<ul><li>More than 140 sports and thousands of markets every day</li><li>More than 5,000 casino and slot games</li><li>Three-region Vietnamese lottery, fast lotteries and Sea Lottery</li></ul>
<p>The service is for people aged 18 or over, where the law allows it.</p>`,
  ],
  contact: [
    'Liên hệ',
    'Contact us',
    `<p>Đội ngũ chăm sóc khách hàng làm việc <strong>24 giờ mỗi ngày, 7 ngày mỗi tuần</strong>, kể cả ngày lễ và Tết.</p>
<ul><li>Trò chuyện trực tuyến: bấm nút <em>Chăm sóc khách hàng</em> ở góc phải màn hình</li><li>Email: <a href="mailto:support@hanoibet.example">support@hanoibet.example</a> (phản hồi trong vòng 2 giờ)</li><li>Hợp tác đại lý: <a href="mailto:partners@hanoibet.example">partners@hanoibet.example</a></li></ul>
<p>Để được hỗ trợ nhanh, vui lòng cung cấp tên đăng nhập và mô tả ngắn gọn vấn đề. Chúng tôi <strong>không bao giờ</strong> hỏi mật khẩu hoặc mã OTP của quý khách.</p>`,
    `<p>Our customer-service team works <strong>24 hours a day, 7 days a week</strong>, public holidays and Tết included.</p>
<ul><li>Live chat: press <em>Customer service</em> at the right of the screen</li><li>Email: <a href="mailto:support@hanoibet.example">support@hanoibet.example</a> (answer within 2 hours)</li><li>Agent partnerships: <a href="mailto:partners@hanoibet.example">partners@hanoibet.example</a></li></ul>
<p>For quick help, give your username and a short description of the problem. We will <strong>never</strong> ask for your password or OTP code.</p>`,
  ],
  terms: [
    'Điều khoản và điều kiện chung',
    'General terms and conditions',
    `<h3>1. Chấp thuận điều khoản</h3>
<p>Khi đăng ký tài khoản, quý khách xác nhận đã đủ 18 tuổi, đã đọc và đồng ý với các điều khoản này cùng chính sách bảo mật.</p>
<h3>2. Tài khoản</h3>
<p>Mỗi người chỉ được mở một tài khoản. Thông tin đăng ký phải chính xác; họ tên người nhận phải trùng với chủ tài khoản ngân hàng dùng để rút tiền. Quý khách chịu trách nhiệm giữ bí mật mật khẩu.</p>
<h3>3. Cược và kết quả</h3>
<p>Cược đã được xác nhận không thể huỷ. Kết quả được xác định theo dữ liệu của hệ thống; trường hợp lỗi hiển thị hoặc lỗi kỹ thuật rõ ràng, cược liên quan có thể bị huỷ và hoàn tiền.</p>
<h3>4. Khuyến mãi</h3>
<p>Mỗi khuyến mãi có điều kiện riêng (vòng cược, thời hạn, trò chơi áp dụng). Hành vi lạm dụng khuyến mãi hoặc dùng nhiều tài khoản sẽ dẫn tới thu hồi thưởng và khoá tài khoản.</p>
<h3>5. Thay đổi điều khoản</h3>
<p>Chúng tôi có thể cập nhật điều khoản và sẽ thông báo trên trang Thông báo trước khi áp dụng.</p>`,
    `<h3>1. Accepting the terms</h3>
<p>By registering an account you confirm that you are at least 18 years old and that you have read and accept these terms and the privacy policy.</p>
<h3>2. Accounts</h3>
<p>One account per person. Registration details must be accurate; the payee name must match the holder of the bank account used for withdrawals. You are responsible for keeping your password secret.</p>
<h3>3. Bets and results</h3>
<p>A confirmed bet cannot be cancelled. Results follow the system's records; where an obvious display or technical error occurs, the affected bets may be voided and refunded.</p>
<h3>4. Promotions</h3>
<p>Each promotion has its own conditions (rollover, period, eligible games). Bonus abuse or the use of several accounts leads to the bonus being withdrawn and the account being closed.</p>
<h3>5. Changes</h3>
<p>We may update these terms and will announce changes on the Notices page before they apply.</p>`,
  ],
  'responsible-gaming': [
    'Chơi có trách nhiệm',
    'Responsible gaming',
    `<p>Cá cược là hình thức giải trí, không phải cách kiếm tiền. Chúng tôi cam kết giúp quý khách giữ thói quen chơi lành mạnh.</p>
<h3>Công cụ tự kiểm soát</h3>
<ul><li><strong>Giới hạn nạp tiền</strong> theo ngày, tuần hoặc tháng</li><li><strong>Nhắc nhở thời gian chơi</strong> sau mỗi khoảng thời gian quý khách chọn</li><li><strong>Tạm nghỉ</strong> từ 24 giờ đến 6 tuần</li><li><strong>Tự loại trừ</strong> tối thiểu 6 tháng</li></ul>
<p>Liên hệ bộ phận chăm sóc khách hàng để bật các công cụ trên. Yêu cầu giảm giới hạn có hiệu lực ngay; yêu cầu tăng giới hạn có hiệu lực sau 24 giờ.</p>
<h3>Dấu hiệu cần lưu ý</h3>
<p>Chơi nhiều hơn dự định, vay tiền để chơi, cố gỡ lại tiền đã thua hoặc bỏ bê công việc và gia đình là những dấu hiệu nên dừng lại và tìm sự giúp đỡ.</p>
<p>Người dưới 18 tuổi không được phép tham gia.</p>`,
    `<p>Betting is entertainment, not a way to make money. We are committed to helping you keep your play healthy.</p>
<h3>Self-control tools</h3>
<ul><li><strong>Deposit limits</strong> per day, week or month</li><li><strong>Reality checks</strong> after a playing time you choose</li><li><strong>Time-out</strong> from 24 hours to 6 weeks</li><li><strong>Self-exclusion</strong> for at least 6 months</li></ul>
<p>Contact customer service to turn these on. Lower limits apply at once; higher limits apply after 24 hours.</p>
<h3>Warning signs</h3>
<p>Playing more than you meant to, borrowing money to play, chasing losses or neglecting work and family are signs to stop and seek help.</p>
<p>Nobody under 18 may take part.</p>`,
  ],
  privacy: [
    'Chính sách bảo mật',
    'Privacy policy',
    `<h3>Thông tin chúng tôi thu thập</h3>
<p>Tên đăng nhập, họ tên người nhận, số điện thoại, email, thông tin ngân hàng dùng để rút tiền, lịch sử giao dịch và cược, địa chỉ IP và thông tin thiết bị.</p>
<h3>Mục đích sử dụng</h3>
<ul><li>Cung cấp dịch vụ và xử lý nạp, rút tiền</li><li>Xác minh danh tính, phòng chống gian lận và rửa tiền</li><li>Hỗ trợ khách hàng và gửi thông báo quan trọng</li></ul>
<h3>Bảo vệ dữ liệu</h3>
<p>Dữ liệu được truyền qua kết nối mã hoá, mật khẩu được băm một chiều và không ai, kể cả nhân viên, có thể đọc được. Chúng tôi không bán thông tin cá nhân cho bên thứ ba.</p>
<h3>Quyền của quý khách</h3>
<p>Quý khách có thể yêu cầu xem, sửa hoặc xoá dữ liệu cá nhân bằng cách liên hệ bộ phận chăm sóc khách hàng, trừ dữ liệu mà pháp luật yêu cầu lưu giữ.</p>`,
    `<h3>What we collect</h3>
<p>Username, payee name, phone number, email, the bank details used for withdrawals, transaction and bet history, IP address and device information.</p>
<h3>Why we use it</h3>
<ul><li>To provide the service and process deposits and withdrawals</li><li>To verify identity and prevent fraud and money laundering</li><li>To support you and send important notices</li></ul>
<h3>How we protect it</h3>
<p>Data travels over encrypted connections and passwords are stored as one-way hashes that nobody, staff included, can read. We do not sell personal data to third parties.</p>
<h3>Your rights</h3>
<p>You may ask to see, correct or delete your personal data by contacting customer service, except data the law requires us to keep.</p>`,
  ],
  affiliates: [
    'Đại lý',
    'Affiliates',
    `<p>Trở thành đại lý HanoiBet để xây dựng đội nhóm và nhận thu nhập ổn định từ hoạt động của tuyến dưới.</p>
<h3>Quyền lợi</h3>
<ul><li>Hoa hồng chia lợi nhuận theo kỳ (ngày, tuần, nửa tháng hoặc tháng)</li><li>Lương ngày và lương theo thời gian thực dựa trên doanh số cược hợp lệ</li><li>Trung tâm đại lý với báo cáo đội nhóm, lãi lỗ tuyến dưới và hợp đồng trực tuyến</li></ul>
<h3>Cách tham gia</h3>
<p>Đăng ký tài khoản, sau đó liên hệ <a href="mailto:partners@hanoibet.example">partners@hanoibet.example</a> hoặc bộ phận chăm sóc khách hàng để được mở quyền đại lý và nhận mã giới thiệu riêng.</p>`,
    `<p>Become a HanoiBet agent to build a team and earn a steady income from your downline's activity.</p>
<h3>Benefits</h3>
<ul><li>Profit-share dividends per period (daily, weekly, half-monthly or monthly)</li><li>Daily and real-time salary based on valid bet turnover</li><li>An agent centre with team reports, downline profit and loss and online contracts</li></ul>
<h3>How to join</h3>
<p>Register an account, then write to <a href="mailto:partners@hanoibet.example">partners@hanoibet.example</a> or contact customer service to have agent rights opened and receive your own referral code.</p>`,
  ],
  refund: [
    'Chính sách hoàn tiền',
    'Refund policy',
    `<h3>Nạp tiền</h3>
<p>Khoản nạp bị trừ tiền nhưng chưa vào ví sẽ được đối soát trong vòng 24 giờ. Nếu không xác nhận được giao dịch, số tiền sẽ được hoàn về tài khoản nguồn trong 3–5 ngày làm việc.</p>
<h3>Cược bị huỷ</h3>
<p>Cược bị huỷ do sự kiện hoãn, lỗi kỹ thuật hoặc lỗi tỷ lệ được hoàn đủ tiền cược vào ví ngay khi huỷ.</p>
<h3>Rút tiền</h3>
<p>Yêu cầu rút tiền bị từ chối được hoàn lại ví ngay lập tức. Khi quý khách báo chưa nhận được tiền, vui lòng tải lên ảnh chứng từ để chúng tôi kiểm tra; không xác nhận trong thời hạn quy định được coi là đã nhận.</p>
<p>Tiền thưởng khuyến mãi và tiền đã dùng để cược không thuộc diện hoàn tiền.</p>`,
    `<h3>Deposits</h3>
<p>A deposit taken from your bank but not credited to your wallet is reconciled within 24 hours. If the transaction cannot be confirmed, the money is returned to the source account within 3–5 working days.</p>
<h3>Voided bets</h3>
<p>Bets voided because an event was postponed, or after a technical or odds error, are refunded in full to your wallet as soon as they are voided.</p>
<h3>Withdrawals</h3>
<p>A rejected withdrawal is returned to your wallet at once. If you report a withdrawal as not received, upload proof so we can check it; no confirmation within the set time counts as received.</p>
<p>Promotion bonuses and money already wagered are not refundable.</p>`,
  ],
};
