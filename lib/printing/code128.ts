/**
 * Code 128 (ISO/IEC 15417) for printable ASCII: code set B for text, code set C for runs of digits
 * (two digits a symbol, so numeric tracking numbers print half as wide). Each symbol is six
 * alternating bar/space widths in modules, eleven modules in all; the stop symbol has a seventh bar.
 */

const PATTERNS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 ' +
  '221312 231212 112232 122132 122231 113222 123122 123221 223211 221132 ' +
  '221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 ' +
  '212123 212321 232121 111323 131123 131321 112313 132113 132311 211313 ' +
  '231113 231311 112133 112331 132131 113123 113321 133121 313121 211331 ' +
  '231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 ' +
  '314111 221411 431111 111224 111422 121124 121421 141122 141221 112214 ' +
  '112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 ' +
  '111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 ' +
  '214121 412121 111143 111341 131141 114113 114311 411113 411311 113141 ' +
  '114131 311141 411131 211412 211214 211232 2331112'
).split(' ');

const CODE_C = 99;
const CODE_B = 100;
const START_B = 104;
const START_C = 105;
const STOP = 106;

/** Blank space required either side of the symbol, in modules. */
export const CODE128_QUIET_ZONE_MODULES = 10;

export function canEncodeCode128(text: string): boolean {
  return text.length > 0 && /^[\x20-\x7e]+$/.test(text);
}

function digitRunLength(text: string, from: number): number {
  let end = from;
  while (end < text.length && text[end]! >= '0' && text[end]! <= '9') end += 1;
  return end - from;
}

/** Code set C pays off for four digits at the start or end, six in the middle. */
function worthCodeC(text: string, from: number): boolean {
  const run = digitRunLength(text, from);
  const atEdge = from === 0 || from + run === text.length;
  return run >= (atEdge ? 4 : 6) || (run === text.length && run >= 2 && run % 2 === 0);
}

/** The symbol values, start to stop, checksum included. */
export function encodeCode128Values(text: string): number[] {
  if (!canEncodeCode128(text)) throw new RangeError('Code 128 here encodes printable ASCII only');
  const values: number[] = [];
  let inCodeC = worthCodeC(text, 0) && digitRunLength(text, 0) % 2 === 0;
  values.push(inCodeC ? START_C : START_B);
  let index = 0;
  while (index < text.length) {
    if (inCodeC) {
      if (digitRunLength(text, index) >= 2) {
        values.push(Number(text.slice(index, index + 2)));
        index += 2;
        continue;
      }
      values.push(CODE_B);
      inCodeC = false;
    }
    const run = digitRunLength(text, index);
    // An odd run goes one digit in code set B first, so the rest pairs up in code set C.
    if (worthCodeC(text, index) && run % 2 === 0) {
      values.push(CODE_C);
      inCodeC = true;
      continue;
    }
    values.push(text.charCodeAt(index) - 32);
    index += 1;
  }
  const checksum = values.reduce((sum, value, position) => sum + value * Math.max(position, 1), 0) % 103;
  return [...values, checksum, STOP];
}

/** Bars as [start, width] in modules from the first bar (quiet zones not included). */
export function code128Bars(text: string): { bars: Array<[number, number]>; modules: number } {
  const bars: Array<[number, number]> = [];
  let position = 0;
  for (const value of encodeCode128Values(text)) {
    const widths = PATTERNS[value]!;
    for (let element = 0; element < widths.length; element += 1) {
      const width = Number(widths[element]);
      if (element % 2 === 0) bars.push([position, width]);
      position += width;
    }
  }
  return { bars, modules: position };
}
