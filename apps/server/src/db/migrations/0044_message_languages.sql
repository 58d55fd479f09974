-- An inbox message keeps its text in both site languages, as announcements and footer pages do (title and body
-- {"vi": …, "en": …}); each member reads it in their own. A message the operator writes in one language carries
-- that text in both. Until now one text served both, and the seeded welcome glued its Vietnamese and English together.
ALTER TABLE member_messages
  DROP CONSTRAINT member_messages_title_check,
  DROP CONSTRAINT member_messages_body_check;
ALTER TABLE member_messages
  ALTER COLUMN title TYPE jsonb USING jsonb_build_object('vi', title, 'en', title),
  ALTER COLUMN body TYPE jsonb USING jsonb_build_object('vi', body, 'en', body);
ALTER TABLE member_messages
  ADD CONSTRAINT member_messages_title_check CHECK (
    platform_is_localised(title) AND char_length(title ->> 'vi') <= 120 AND char_length(title ->> 'en') <= 120
  ),
  ADD CONSTRAINT member_messages_body_check CHECK (
    platform_is_localised(body) AND char_length(body ->> 'vi') <= 4000 AND char_length(body ->> 'en') <= 4000
  );

-- The demo's two seeded messages (seed/messages.ts), sent before as "Vietnamese / English": each language apart.
UPDATE member_messages
SET
  title = jsonb_build_object('vi', 'Chào mừng bạn đến với HanoiBet', 'en', 'Welcome to HanoiBet'),
  body = jsonb_build_object(
    'vi', E'Cảm ơn bạn đã tham gia. Mọi thông báo riêng về tài khoản, nạp và rút tiền sẽ được gửi vào hộp thư này.\nCần hỗ trợ? Bấm Chăm sóc khách hàng ở thanh bên, 24/7.',
    'en', E'Thank you for joining. Notices about your account, deposits and withdrawals arrive in this inbox.\nNeed help? Open Customer service in the side bar, 24/7.'
  )
WHERE member_id IS NULL AND title ->> 'vi' = 'Chào mừng bạn đến với HanoiBet / Welcome to HanoiBet';

UPDATE member_messages
SET
  title = jsonb_build_object('vi', 'Tài khoản của bạn đã sẵn sàng', 'en', 'Your account is ready'),
  body = jsonb_build_object(
    'vi', 'Bạn có thể nạp tiền, chơi và rút tiền ngay.',
    'en', 'You can deposit, play and withdraw right away.'
  )
WHERE member_id IS NOT NULL AND title ->> 'vi' = 'Tài khoản của bạn đã sẵn sàng / Your account is ready';
