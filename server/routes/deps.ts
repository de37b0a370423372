import type { FastifyReply, FastifyRequest } from 'fastify'
import type { operations } from '../../contract/schema'
import type { Database } from '../db/client'
import type { Env } from '../env'
import type { LiveBus } from '../live/bus'

/** What every tag's handler factory receives. */
export interface RouteDeps {
  db: Database
  env: Env
  /** 'channel changed' notices for the live websocket */
  live: LiveBus
}

export type OperationId = keyof operations

type Or<T, Fallback> = [T] extends [never] ? Fallback : [T] extends [undefined] ? Fallback : T
type Parameters_<K extends OperationId> = operations[K]['parameters']

export type PathParams<K extends OperationId> = Or<NonNullable<Parameters_<K>['path']>, Record<string, never>>
export type QueryParams<K extends OperationId> = Or<
  NonNullable<Parameters_<K>['query']>,
  Record<string, never>
>
export type HeaderParams<K extends OperationId> = Or<
  NonNullable<Parameters_<K>['header']>,
  Record<string, never>
>
export type RequestBody<K extends OperationId> = operations[K] extends {
  requestBody: { content: { 'application/json': infer Body } }
}
  ? Body
  : undefined

type Responses<K extends OperationId> = operations[K]['responses']
type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : undefined

/** The JSON body of the operation's 2xx answers (undefined for 204/202 without a body). */
export type SuccessBody<K extends OperationId> = {
  [Code in keyof Responses<K>]: Code extends 200 | 201 | 202 | 204 ? JsonOf<Responses<K>[Code]> : never
}[keyof Responses<K>]

/** A request as the contract types it: params and query are already coerced and validated. */
export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Params: PathParams<K>
  Querystring: QueryParams<K>
  Headers: HeaderParams<K>
  Body: RequestBody<K>
}>

/**
 * A handler bound to one operationId. Return the 2xx body (serialized by the contract's schema), or
 * the reply after sending something else yourself (a status code, a pre-serialized string, a 304).
 * Throw an HttpProblem (server/errors.ts) for 4xx answers.
 */
export type OperationHandler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<SuccessBody<K> | FastifyReply>

export type Handlers = { [K in OperationId]?: OperationHandler<K> }

/** What a tag file exports: `export function <tag>Handlers(deps: RouteDeps): Handlers`. */
export type HandlerFactory = (deps: RouteDeps) => Handlers
