import fs from 'node:fs/promises';
import path from 'node:path';
import { URDU_FACE_FILES, URDU_FACE_VERSION } from '@/lib/i18n/urdu-face';

/** Read from the package once, at build: every answer is the built file. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return URDU_FACE_FILES.map(({ file }) => ({ version: URDU_FACE_VERSION, file }));
}

/** GET /fonts/<version>/<file>: one of the Urdu face's files (lib/i18n/urdu-face.ts), cached for a year. */
export async function GET(_request: Request, { params }: { params: Promise<{ version: string; file: string }> }) {
  const { file } = await params;
  const body = await fs.readFile(
    path.join(process.cwd(), 'node_modules', '@fontsource', 'noto-naskh-arabic', 'files', path.basename(file)),
  );
  return new Response(new Uint8Array(body), {
    headers: { 'Content-Type': 'font/woff2', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
