import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';

const MESSAGES_SEED = 'messages-v1';

/**
 * The demo inbox (spec §2.5 platform information): a welcome to every member, and a personal message to demo01.
 * Operators write one text; the demo's is Vietnamese with English after it. Runs once per database.
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
      title: 'Chào mừng bạn đến với HanoiBet / Welcome to HanoiBet',
      body: [
        'Cảm ơn bạn đã tham gia. Mọi thông báo riêng về tài khoản, nạp và rút tiền sẽ được gửi vào hộp thư này.',
        'Cần hỗ trợ? Bấm Chăm sóc khách hàng ở thanh bên, 24/7.',
        '',
        'Thank you for joining. Notices about your account, deposits and withdrawals arrive in this inbox.',
        'Need help? Open Customer service in the side bar, 24/7.',
      ].join('\n'),
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
        title: 'Tài khoản của bạn đã sẵn sàng / Your account is ready',
        body: 'Bạn có thể nạp tiền, chơi và rút tiền ngay. / You can deposit, play and withdraw right away.',
      })
      .execute();
  }
  await tx.insertInto('seed_runs').values({ name: MESSAGES_SEED }).execute();
}
