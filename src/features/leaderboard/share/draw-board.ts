import { IMAGE, imageSize, THEME_COLORS, type ShareBoard, type ShareTheme } from './share-board';

/** A 2D context of a canvas on the page or an OffscreenCanvas (both draw the same). */
type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Text cut with an ellipsis to fit `width`. */
function fit(ctx: Context2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * Draws the shared board: badge art (or a placeholder square when its host does not allow
 * drawing it), the title, order and date, then one striped row per entry, and a footer saying
 * how many entries the board has and, without art, why.
 */
export function drawBoard(
  ctx: Context2D,
  board: ShareBoard,
  theme: ShareTheme,
  art: CanvasImageSource | null,
  artNote: string | null,
): void {
  const c = THEME_COLORS[theme];
  const { width, height } = imageSize(board);
  const pad = IMAGE.padding;
  ctx.fillStyle = c.background;
  ctx.fillRect(0, 0, width, height);

  const artTop = (IMAGE.header - IMAGE.art) / 2;
  if (art) {
    ctx.drawImage(art, pad, artTop, IMAGE.art, IMAGE.art);
  } else {
    ctx.fillStyle = c.placeholder;
    ctx.fillRect(pad, artTop, IMAGE.art, IMAGE.art);
    ctx.fillStyle = c.muted;
    ctx.font = `600 15px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('No art', pad + IMAGE.art / 2, artTop + IMAGE.art / 2);
  }

  const textLeft = pad + IMAGE.art + 32;
  const textWidth = width - textLeft - pad;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = c.text;
  ctx.font = `700 40px ${FONT}`;
  ctx.fillText(fit(ctx, board.title, textWidth), textLeft, artTop + 46);
  ctx.fillStyle = c.muted;
  ctx.font = `400 22px ${FONT}`;
  ctx.fillText(fit(ctx, `Leaderboard · ${board.order}`, textWidth), textLeft, artTop + 82);
  ctx.fillText(fit(ctx, `Read ${board.readAt}`, textWidth), textLeft, artTop + 110);

  const valueRight = width - pad;
  const nameLeft = pad + 96;
  ctx.fillStyle = c.muted;
  ctx.font = `600 16px ${FONT}`;
  ctx.fillText('RANK', pad, IMAGE.header - 12);
  ctx.fillText('MEMBER', nameLeft, IMAGE.header - 12);
  ctx.textAlign = 'right';
  ctx.fillText(board.metric.toUpperCase(), valueRight, IMAGE.header - 12);
  board.rows.forEach((row, i) => {
    const top = IMAGE.header + i * IMAGE.row;
    if (i % 2 === 0) {
      ctx.fillStyle = c.stripe;
      ctx.fillRect(pad - 16, top, width - 2 * (pad - 16), IMAGE.row);
    }
    const baseline = top + IMAGE.row / 2 + 8;
    ctx.fillStyle = c.accent;
    ctx.font = `700 24px ${FONT}`;
    ctx.textAlign = 'left';
    ctx.fillText(row.rank, pad, baseline);
    ctx.fillStyle = c.text;
    ctx.font = `500 24px ${FONT}`;
    ctx.fillText(fit(ctx, row.name, valueRight - nameLeft - 220), nameLeft, baseline);
    ctx.textAlign = 'right';
    ctx.font = `600 24px ${FONT}`;
    ctx.fillText(row.value, valueRight, baseline);
  });

  const footer = IMAGE.header + board.rows.length * IMAGE.row + IMAGE.footer / 2 + 8;
  ctx.textAlign = 'left';
  ctx.fillStyle = c.muted;
  ctx.font = `400 18px ${FONT}`;
  const shown = `Top ${String(board.rows.length)} of ${String(board.boardSize)} · ${board.metric}`;
  ctx.fillText(fit(ctx, artNote ? `${shown} · ${artNote}` : shown, width - 2 * pad), pad, footer);
}
