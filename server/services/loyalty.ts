import { and, desc, eq, sql } from 'drizzle-orm'
import type { LoyaltyProgramme } from '../../domain/loyalty'
import { engine } from '../../i18n/es/engine'
import { loyalty as loyaltyTexts } from '../../i18n/es/loyalty'
import type { Database } from '../db/client'
import {
  customer,
  loyaltyAccount,
  loyaltyMovement,
  loyaltyProgram,
  loyaltyProgramContact,
  loyaltyReward,
  loyaltyRewardClaim,
} from '../db/schema'
import { HttpProblem, invalidField, notFound } from '../errors'
import type { Schemas } from './api-types'
import { findCustomer, phoneKeyOf } from './customers'

export interface ProgrammeRow extends LoyaltyProgramme {
  id: number
  supportsDiscounts: boolean
  welcomeText: string | null
}

/** The branch's programme with the locals it is active at, or undefined. */
export async function programmeOf(db: Database, branchId: number): Promise<ProgrammeRow | undefined> {
  const rows = await db
    .select({ program: loyaltyProgram, branchContactId: loyaltyProgramContact.branchContactId })
    .from(loyaltyProgram)
    .leftJoin(loyaltyProgramContact, eq(loyaltyProgramContact.programId, loyaltyProgram.id))
    .where(eq(loyaltyProgram.branchId, branchId))
  const first = rows[0]
  if (!first) return undefined
  const p = first.program
  return {
    id: p.id,
    active: p.active,
    name: p.name,
    orderPercentage: Number(p.orderPercentage),
    minRedeemedPoints: p.minRedeemedPoints,
    maxRedeemedPoints: p.maxRedeemedPoints,
    maxRedeemedPercentage: Number(p.maxRedeemedPercentage),
    supportsDiscounts: p.supportsDiscounts,
    branchContactIds: rows
      .flatMap((r) => (r.branchContactId === null ? [] : [r.branchContactId]))
      .sort((a, b) => a - b),
    welcomeText: p.welcomeText,
  }
}

export async function loyaltyProgramView(db: Database, branchId: number): Promise<Schemas['LoyaltyProgram']> {
  const programme = await programmeOf(db, branchId)
  if (!programme) throw notFound(engine.noProgramme)
  return programme
}

/** A page of the customer's movements, newest first, with the current balance. */
export async function pointsHistory(
  db: Database,
  branchId: number,
  phone: string,
  offset: number,
  limit: number,
): Promise<Schemas['LoyaltyPointsHistory']> {
  const phoneKey = phoneKeyOf(phone, 'customerPhone')
  const programme = await programmeOf(db, branchId)
  if (!programme) throw notFound(engine.noProgramme)
  const found = await findCustomer(db, phoneKey)
  if (!found) return { history: [], loyaltyPointsBalance: 0, offset, limit }
  const [rows, [account]] = await Promise.all([
    db
      .select({
        orderCode: loyaltyMovement.orderCode,
        createdAt: loyaltyMovement.createdAt,
        amount: loyaltyMovement.amount,
        postBalance: loyaltyMovement.postBalance,
      })
      .from(loyaltyMovement)
      .where(and(eq(loyaltyMovement.programId, programme.id), eq(loyaltyMovement.customerId, found.id)))
      .orderBy(desc(loyaltyMovement.createdAt), desc(loyaltyMovement.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ balance: loyaltyAccount.balance })
      .from(loyaltyAccount)
      .where(and(eq(loyaltyAccount.programId, programme.id), eq(loyaltyAccount.customerId, found.id))),
  ])
  return {
    history: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    loyaltyPointsBalance: account?.balance ?? 0,
    offset,
    limit,
  }
}

export interface RewardClaimInput {
  phone: string
  rewardId: number
  body: Schemas['LoyaltyRewardClaim']
}

/**
 * Signs the customer up (name, email) and credits the reward once: the claim's primary key makes a second
 * claim a 409 whose detail says 'already exists' (the storefront shows 'Ya ha canjeado este premio').
 */
export async function claimReward(db: Database, input: RewardClaimInput): Promise<Schemas['LoyaltyReward']> {
  const phoneKey = phoneKeyOf(input.phone)
  if (phoneKeyOf(input.body.phone, 'phone') !== phoneKey) throw invalidField('phone')
  if (input.body.loyaltyRewardId !== input.rewardId) throw invalidField('loyaltyRewardId')
  const [reward] = await db
    .select({ reward: loyaltyReward, branchId: loyaltyProgram.branchId, active: loyaltyProgram.active })
    .from(loyaltyReward)
    .innerJoin(loyaltyProgram, eq(loyaltyProgram.id, loyaltyReward.programId))
    .where(eq(loyaltyReward.id, input.rewardId))
  if (
    !reward ||
    reward.branchId !== input.body.branchId ||
    !reward.reward.active ||
    !reward.active ||
    (reward.reward.branchContactId !== null && reward.reward.branchContactId !== input.body.branchContactId)
  )
    throw notFound(loyaltyTexts.rewardClaimFailed)
  const { programId, rewardAmount } = reward.reward

  return db.transaction(async (tx) => {
    const [person] = await tx
      .insert(customer)
      .values({ phoneKey, name: input.body.name.trim(), email: input.body.email })
      .onConflictDoUpdate({
        target: customer.phoneKey,
        set: { name: input.body.name.trim(), email: input.body.email },
      })
      .returning({ id: customer.id })
    const customerId = (person as { id: number }).id
    const [claim] = await tx
      .insert(loyaltyRewardClaim)
      .values({ rewardId: input.rewardId, customerId })
      .onConflictDoNothing()
      .returning({ rewardId: loyaltyRewardClaim.rewardId })
    if (!claim)
      throw new HttpProblem(409, `${loyaltyTexts.rewardAlreadyClaimed} (already exists)`, {
        errors: [{ field: 'rewardId', message: loyaltyTexts.rewardAlreadyClaimed, code: 'already exists' }],
      })
    const [account] = await tx
      .insert(loyaltyAccount)
      .values({ programId, customerId, balance: rewardAmount })
      .onConflictDoUpdate({
        target: [loyaltyAccount.programId, loyaltyAccount.customerId],
        set: { balance: sql`${loyaltyAccount.balance} + ${rewardAmount}` },
      })
      .returning({ balance: loyaltyAccount.balance })
    await tx.insert(loyaltyMovement).values({
      programId,
      customerId,
      orderCode: `PREMIO-${input.rewardId}`,
      amount: rewardAmount,
      postBalance: (account as { balance: number }).balance,
    })
    return {
      id: reward.reward.id,
      rewardAmount,
      active: reward.reward.active,
      branchId: reward.branchId,
      branchContactId: reward.reward.branchContactId,
      done: true,
    }
  })
}
