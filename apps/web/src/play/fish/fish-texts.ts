import type { Texts } from '../i18n/texts';

const vi = {
  canvasLabel:
    'Biển cá {game}: cá bơi ngang màn hình, khẩu súng ở giữa đáy. Chạm vào biển để bắn về phía đó; chỉ những viên đạn trúng cá mới bị tính tiền.',
  loading: 'Đang thả cá…',
  loadFailed: 'Không tải được biển cá.',
  rotateHint: 'Xoay ngang điện thoại để biển cá rộng hơn.',
  noCanvas: 'Trình duyệt này không vẽ được trò chơi (cần WebGL).',
  betPerBullet: 'Giá mỗi viên đạn',
  cannon: 'Cấp súng',
  levelValue: 'Cấp {n}/{total}',
  levelDown: 'Giảm cấp súng',
  levelUp: 'Tăng cấp súng',
  autoFire: 'Tự bắn',
  lockTarget: 'Khóa cá',
  fire: 'Bắn',
  fireKey: 'Bắn (phím Space)',
  won: 'Thắng',
  lowBalance: 'Số dư không đủ',
  reconnecting: 'Đang kết nối lại… các phát trúng được giữ lại và sẽ gửi lại',
  dropped: '{n} phát trúng không được ghi nhận và không bị tính tiền',
  hint: 'Chạm vào biển để bắn · giữ để bắn liên tục',
  lockHint: 'Chạm vào một con cá để khóa mục tiêu',
  bigCapture: '{name} ×{m} · +{amount}',
  rulesIntro:
    'Cá bơi qua biển theo một bản đồ công khai, giống nhau trên máy chủ và trên máy bạn. Chạm (hoặc nhấp) vào biển để bắn về phía đó; giữ ngón tay, bật Tự bắn hoặc Khóa cá để bắn liên tục khoảng 4 viên mỗi giây.',
  rulesCharge:
    'Chỉ những viên đạn trúng cá mới bị tính tiền (giá mỗi viên đạn theo cấp súng). Đạn bay ra khỏi biển không trúng gì thì không mất tiền.',
  rulesCapture:
    'Mỗi viên trúng có một cơ hội bắt con cá đó; bắt được thì nhận giá viên đạn × hệ số của con cá. Cá càng lớn, hệ số càng cao và càng khó bắt. Kết quả do hạt giống công bằng của bạn quyết định, các phát trúng được gửi theo từng đợt, mỗi đợt là một ván.',
  rulesRtp: 'Mỗi viên đạn trúng hoàn trả trung bình {rtp} tiền cược, dù trúng cá nào và ở cấp súng nào.',
  rulesLevels: 'Cấp súng: {levels} × {base}.',
  rulesKeys: 'Bàn phím: Space bắn (vào cá đang khóa hoặc giữa biển), ← / → hoặc − / + đổi cấp súng.',
  fishHead: 'Cá',
  multiplierHead: 'Hệ số',
  chanceHead: 'Cơ hội bắt',
  boss: 'Trùm',
} as const;

export type FishKey = keyof typeof vi;

export const FISH_TEXTS: Texts<FishKey> = {
  vi,
  en: {
    canvasLabel:
      'The sea of {game}: fish swim across the screen, the cannon sits at the bottom centre. Tap the sea to fire there; only bullets that hit a fish are charged.',
    loading: 'Releasing the fish…',
    loadFailed: 'The sea could not be loaded.',
    rotateHint: 'Turn your phone sideways for a wider sea.',
    noCanvas: 'This browser cannot draw the game (WebGL is needed).',
    betPerBullet: 'Bet per bullet',
    cannon: 'Cannon level',
    levelValue: 'Level {n}/{total}',
    levelDown: 'Lower the cannon level',
    levelUp: 'Raise the cannon level',
    autoFire: 'Auto fire',
    lockTarget: 'Lock target',
    fire: 'Fire',
    fireKey: 'Fire (Space key)',
    won: 'Won',
    lowBalance: 'Balance too low',
    reconnecting: 'Reconnecting… your hits are kept and will be sent again',
    dropped: '{n} hits were not recorded and not charged',
    hint: 'Tap the sea to fire · hold to keep firing',
    lockHint: 'Tap a fish to lock on it',
    bigCapture: '{name} ×{m} · +{amount}',
    rulesIntro:
      'Fish cross the sea on a public map, the same on the server and on your device. Tap (or click) the sea to fire there; hold your finger, turn on Auto fire or Lock target to keep firing about 4 bullets a second.',
    rulesCharge:
      'Only bullets that hit a fish are charged (the bullet’s price follows the cannon level). A bullet that leaves the sea without hitting anything costs nothing.',
    rulesCapture:
      'Every hit has a chance to capture that fish; a capture pays the bullet’s price × the fish’s multiplier. The bigger the fish, the higher its multiplier and the harder it is to catch. Your provably fair seeds decide; hits are sent in batches, each batch one round.',
    rulesRtp:
      'Every bullet that hits returns {rtp} of its stake on average, whatever fish it hits and at any cannon level.',
    rulesLevels: 'Cannon levels: {levels} × {base}.',
    rulesKeys:
      'Keyboard: Space fires (at the locked fish or the middle of the sea), ← / → or − / + change the level.',
    fishHead: 'Fish',
    multiplierHead: 'Multiplier',
    chanceHead: 'Capture chance',
    boss: 'Boss',
  },
};
