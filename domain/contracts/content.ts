import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import { defineCall } from './defineCall.ts';

/** The content service (videos, books, banners, the goals and exams list), under /api/content. */
export const CONTENT_BASE = '/api/content';

export const examEntry = z.object({
  code: z.string(),
  parent_code: z.string(),
  parent_name: z.string(),
  parent_display_name: z.string(),
  name: z.string(),
  slug: z.string(),
  grade: z.number().nullable(),
  format_reference: z.string(),
  learnpath_name: z.string(),
  type: z.enum(['exam', 'subgroup']),
});

export const goalsExamsCall = defineCall({
  method: 'GET',
  path: '/fiber-countries-goals-exams-v2',
  summary: 'Goals and their exams, named in the asked language (English where a name is missing)',
  auth: 'none',
  query: z.object({ locale: z.enum(SUPPORTED_LOCALES).optional() }),
  responses: { 200: z.object({ success: z.literal(true), data: z.array(examEntry) }) },
});
