import { spawn } from 'node:child_process';
import path from 'node:path';

const INSPECTOR = path.join(process.cwd(), 'tests/support/pdf-inspector.mjs');

export interface PdfPageText {
  width: number;
  height: number;
  text: string;
  /** Where the rightmost piece of text ends, in points from the page's left edge. */
  textRight: number;
}

function runInspector<T>(mode: 'text' | 'barcodes', pdfBytes: Uint8Array): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [INSPECTOR, mode], { stdio: ['pipe', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    const errors: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`pdf-inspector exited ${code}: ${Buffer.concat(errors).toString()}`));
      else resolve(JSON.parse(Buffer.concat(output).toString()) as T);
    });
    child.stdin.end(Buffer.from(pdfBytes));
  });
}

/** The Code 128 barcodes printed in the PDF, read from its rasterized pages, in page order. */
export async function decodeLabelBarcodes(pdfBytes: Uint8Array): Promise<string[]> {
  const barcodes = await runInspector<Array<string | null>>('barcodes', pdfBytes);
  return barcodes.filter((barcode) => barcode !== null);
}

/** Each page's size and text, as a reader of the PDF sees them. */
export function readPdfText(pdfBytes: Uint8Array): Promise<PdfPageText[]> {
  return runInspector('text', pdfBytes);
}
