import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';

/** 1 ₫ = 100 minor units. */
const VND = (dong: number) => BigInt(dong) * 100n;

/** The merchant's wallet and promotion settings and the sandbox gateway's channels: bank transfer and e-wallet QR. */
export async function seedWallet(tx: Transaction<Database>): Promise<void> {
  const merchant = await tx.selectFrom('merchants').select('code').executeTakeFirstOrThrow();
  await tx
    .insertInto('wallet_settings')
    .values({ merchant: merchant.code, is_single: true, deposit_expiry_minutes: 30 })
    .onConflict((oc) => oc.column('merchant').doNothing())
    .execute();
  // the 1,000 ₫ registration gift the demo's banners, popup and promotion advertise (spec §9)
  await tx
    .insertInto('promotion_settings')
    .values({ merchant: merchant.code, registration_gift: VND(1_000) })
    .onConflict((oc) => oc.column('merchant').doNothing())
    .execute();
  // cashback rates (spec §2.5 manualRebate), basis points of valid turnover: slots and fishing 1 %, sports 0.8 %,
  // live 0.6 %, card games 0.5 %, the lotteries 0.3 %
  await tx
    .insertInto('rebate_rates')
    .values(
      Object.entries({ RNG: 100, FISH: 100, SPORTS: 80, LIVE: 60, PVP: 50, LOTT: 30, ELOTT: 30 }).map(
        ([category, rate_bp]) => ({ merchant: merchant.code, category, rate_bp }),
      ),
    )
    .onConflict((oc) => oc.columns(['merchant', 'category']).doNothing())
    .execute();
  // the points mall's rewards: cash for points (1,000 points ≈ 100,000 ₫ of turnover at 1.00 buy 10,000 ₫)
  const rewards = await tx
    .selectFrom('points_rewards')
    .select('id')
    .where('merchant', '=', merchant.code)
    .execute();
  if (rewards.length === 0) {
    await tx
      .insertInto('points_rewards')
      .values(
        [
          [1_000, 10_000],
          [4_900, 50_000],
          [19_000, 200_000],
        ].map(([points, dong], sort) => ({
          merchant: merchant.code,
          name_vi: `Phiếu tiền mặt ${dong!.toLocaleString('vi-VN')} ₫`,
          name_en: `${dong!.toLocaleString('en-GB')} ₫ cash voucher`,
          points: BigInt(points!) * 100n,
          amount: VND(dong!),
          sort,
        })),
      )
      .execute();
  }
  await tx
    .insertInto('payment_channels')
    .values([
      {
        code: 'SANDBOX_BANK',
        kind: 'BANK_TRANSFER',
        name: JSON.stringify({ vi: 'Chuyển khoản ngân hàng', en: 'Bank transfer' }),
        min_amount: VND(50_000),
        max_amount: VND(300_000_000),
        daily_limit: VND(500_000_000),
        presets: [100_000, 200_000, 500_000, 1_000_000, 5_000_000, 10_000_000].map((d) => String(VND(d))),
        sort: 1,
      },
      {
        code: 'SANDBOX_EWALLET',
        kind: 'EWALLET_QR',
        name: JSON.stringify({ vi: 'Ví điện tử / QR', en: 'E-wallet / QR' }),
        min_amount: VND(20_000),
        max_amount: VND(20_000_000),
        daily_limit: VND(50_000_000),
        presets: [50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000].map((d) => String(VND(d))),
        sort: 2,
      },
    ])
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
