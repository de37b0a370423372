import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>
const KEY_LENGTH = 32

/** 'scrypt$<salt hex>$<key hex>': a short numeric code needs a slow, salted hash. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scryptAsync(secret, salt, KEY_LENGTH)
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, keyHex] = stored.split('$')
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false
  const expected = Buffer.from(keyHex, 'hex')
  const key = await scryptAsync(secret, Buffer.from(saltHex, 'hex'), expected.length)
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** A bearer token and the digest the database keeps of it (a token is long and random: no salt needed). */
export function newToken(): { token: string; digest: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, digest: tokenDigest(token) }
}

export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex')
