import type { A4Sheet } from './a4-sheet';
import type { Fonts, TextStyle } from './pdf-text';
import { BLACK, drawLine, drawLineRight, drawLines, wrapText } from './pdf-text';

export interface TableColumn {
  title: string;
  /** Share of the sheet's width. */
  share: number;
  /** A checkbox column is an empty square to tick by hand. */
  align: 'left' | 'right' | 'checkbox';
}

const CELL_PADDING = 6;
const BODY_SIZE = 12;
const HEADER_SIZE = 10;
const CHECKBOX_SIZE = 11;

function drawHeader(sheet: A4Sheet, columns: TableColumn[], fonts: Fonts): void {
  const style: TextStyle = { font: fonts.bold, size: HEADER_SIZE };
  let x = sheet.left;
  const width = sheet.right - sheet.left;
  for (const column of columns) {
    const cellWidth = column.share * width;
    if (column.align === 'left') drawLine(sheet.page, column.title, x, sheet.y, style);
    else drawLineRight(sheet.page, column.title, x + cellWidth - CELL_PADDING, sheet.y, style);
    x += cellWidth;
  }
  sheet.y -= HEADER_SIZE * 1.25 + 2;
  sheet.rule();
}

/**
 * Rows under a header row; a row's cells wrap within their column, and a row that does not fit
 * moves to a new page under the header again.
 */
export function drawTable(sheet: A4Sheet, columns: TableColumn[], rows: string[][], fonts: Fonts): void {
  const width = sheet.right - sheet.left;
  const style: TextStyle = { font: fonts.regular, size: BODY_SIZE };
  sheet.reserve(HEADER_SIZE * 3);
  drawHeader(sheet, columns, fonts);
  for (const row of rows) {
    const cells = columns.map((column, index) =>
      wrapText(row[index] ?? '', style.font, BODY_SIZE, column.share * width - CELL_PADDING * 2),
    );
    const height = Math.max(1, ...cells.map((lines) => lines.length)) * BODY_SIZE * 1.25 + 6;
    const pageBefore = sheet.page;
    sheet.reserve(height);
    if (sheet.page !== pageBefore) drawHeader(sheet, columns, fonts);
    let x = sheet.left;
    columns.forEach((column, index) => {
      const cellWidth = column.share * width;
      const lines = cells[index]!;
      if (column.align === 'left') drawLines(sheet.page, lines, x, sheet.y, style);
      else if (column.align === 'checkbox') {
        const boxX = x + cellWidth - CELL_PADDING - CHECKBOX_SIZE;
        sheet.page.drawRectangle({
          x: boxX,
          y: sheet.y - CHECKBOX_SIZE - 1,
          width: CHECKBOX_SIZE,
          height: CHECKBOX_SIZE,
          borderWidth: 1,
          borderColor: BLACK,
        });
      } else
        lines.forEach((line, lineIndex) =>
          drawLineRight(sheet.page, line, x + cellWidth - CELL_PADDING, sheet.y - lineIndex * BODY_SIZE * 1.25, style),
        );
      x += cellWidth;
    });
    sheet.y -= height;
  }
  sheet.rule();
}
