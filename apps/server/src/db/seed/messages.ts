import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';

const MESSAGES_SEED = 'messages-v1';

/**
 * The demo inbox (spec §2.5 platform information): a welcome to every member, and a personal message to demo01,
 * each in both site languages (a member reads the one they use). Runs once per database.
 */
export async function seedMessages(tx: Transaction<Database>): Promise<void> {
  const done = await tx
    .selectFrom('seed_runs')
    .select('name')
    .where('name', '=', MESSAGES_SEED)
    .executeTakeFirst();
  if (done) return;
  const merchant = await tx.selectFrom('merchants').select('code').executeTakeFirstOrThrow();
  await tx
    .insertInto('member_messages')
    .values({
      merchant: merchant.code,
      member_id: null,
      title: { vi: 'Chào mừng bạn đến với HanoiBet', en: 'Welcome to HanoiBet' },
      body: {
        vi: [
          'Cảm ơn bạn đã tham gia. Mọi thông báo riêng về tài khoản, nạp và rút tiền sẽ được gửi vào hộp thư này.',
          'Cần hỗ trợ? Bấm Chăm sóc khách hàng ở thanh bên, 24/7.',
        ].join('\n'),
        en: [
          'Thank you for joining. Notices about your account, deposits and withdrawals arrive in this inbox.',
          'Need help? Open Customer service in the side bar, 24/7.',
        ].join('\n'),
      },
    })
    .execute();
  const demo = await tx
    .selectFrom('members')
    .select('id')
    .where('merchant', '=', merchant.code)
    .where('username', '=', 'demo01')
    .executeTakeFirst();
  if (demo) {
    await tx
      .insertInto('member_messages')
      .values({
        merchant: merchant.code,
        member_id: demo.id,
        title: { vi: 'Tài khoản của bạn đã sẵn sàng', en: 'Your account is ready' },
        body: {
          vi: 'Bạn có thể nạp tiền, chơi và rút tiền ngay.',
          en: 'You can deposit, play and withdraw right away.',
        },
      })
      .execute();
  }
  await tx.insertInto('seed_runs').values({ name: MESSAGES_SEED }).execute();
}
