import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { listingsDb, type ListingsDb } from '@/listings/db'

/** The one way the app reaches Payload (Local API, in-process). */
export const payloadClient = (): Promise<Payload> => getPayload({ config })

/** The listings feed tables, on the same database connection as Payload. */
export const listingsStore = async (): Promise<ListingsDb> => listingsDb(await payloadClient())
