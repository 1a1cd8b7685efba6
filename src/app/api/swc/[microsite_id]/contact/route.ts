import type { NextRequest } from 'next/server'
import { handleContactPost } from '@/leads/handle-contact'

export const runtime = 'nodejs'

/** Lead capture (spec 1 §7, spec 2 §7): multipart form-data from the contact, alert and valuation forms. */
export async function POST(request: NextRequest, { params }: { params: Promise<{ microsite_id: string }> }) {
  return handleContactPost(request, (await params).microsite_id)
}
