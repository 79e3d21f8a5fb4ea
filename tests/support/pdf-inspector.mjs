/**
 * Reads a PDF from standard input and prints, as JSON, what a reader of the paper would see: with
 * "text", each page's size, its text and where the rightmost text ends; with "barcodes", each page's Code 128 barcode read from the
 * rasterized page, or null (only pages with enough filled shapes to hold one are rasterized).
 * Runs as a plain Node process: pdfjs-dist is an ES module the test runner cannot load in place.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

// About 4 pixels a bar module on a 4x6 in or an A4 label, whatever the page size.
const RENDER_WIDTH_PIXELS = 576;
const FILLS_OF_A_BARCODE = 20;

async function readStandardInput() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

function decodeCode128(rgba, width, height) {
  const luminance = new Uint8ClampedArray(width * height);
  for (let pixel = 0; pixel < luminance.length; pixel += 1) {
    const offset = pixel * 4;
    luminance[pixel] = (rgba[offset] * 299 + rgba[offset + 1] * 587 + rgba[offset + 2] * 114) / 1000;
  }
  const hints = new Map([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  try {
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
    return new MultiFormatReader().decode(bitmap, hints).getText();
  } catch {
    return null;
  }
}

async function mayHoldBarcode(page) {
  const { fnArray } = await page.getOperatorList();
  return fnArray.filter((operation) => operation === OPS.fill || operation === OPS.constructPath).length >= FILLS_OF_A_BARCODE;
}

async function readBarcode(page) {
  const viewport = page.getViewport({ scale: RENDER_WIDTH_PIXELS / page.view[2] });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  return decodeCode128(context.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height);
}

async function readPages(bytes, readPage) {
  const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const document = await getDocument({ data: bytes, verbosity: 0, standardFontDataUrl: `${pdfjsRoot}/standard_fonts/` }).promise;
  const results = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    results.push(await readPage(page));
    page.cleanup();
  }
  await document.destroy();
  return results;
}

async function readText(page) {
  const [, , width, height] = page.view;
  const { items } = await page.getTextContent();
  const textRight = Math.max(0, ...items.map((item) => (item.transform ? item.transform[4] + item.width : 0)));
  return { width, height, text: items.map((item) => item.str ?? '').join(' '), textRight };
}

async function readBarcodeIfAny(page) {
  return (await mayHoldBarcode(page)) ? readBarcode(page) : null;
}

const mode = process.argv[2];
const bytes = await readStandardInput();
const results = await readPages(bytes, mode === 'barcodes' ? readBarcodeIfAny : readText);
process.stdout.write(JSON.stringify(results));
