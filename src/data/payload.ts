import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one way the app reaches Payload (Local API, in-process). */
export const payloadClient = (): Promise<Payload> => getPayload({ config })
