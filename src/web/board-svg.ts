import type { BoardDetail } from '../games/entry.ts';
import { esc } from './html.ts';

/**
 * The board drawing, made for a page: the same SVG the PNG is rasterised from, without its fixed size (the page
 * scales it), with one transparent target per place of the board that carries what is on it (data-title and
 * data-lines, shown by the page script on hover or tap). Nothing is added that the public view did not give.
 */
export function pageSvg(svg: string, details: readonly BoardDetail[]): string {
  const open = /^(?:<\?xml[^>]*>\s*)?<svg\b([^>]*)>/.exec(svg);
  if (!open) return '';
  let attrs = open[1]!;
  const width = /\swidth="([\d.]+)"/.exec(attrs)?.[1];
  const height = /\sheight="([\d.]+)"/.exec(attrs)?.[1];
  if (!/\sviewBox=/.test(attrs) && width && height) attrs += ` viewBox="0 0 ${width} ${height}"`;
  attrs = attrs.replace(/\s(width|height)="[^"]*"/g, '');
  const body = svg.slice(open[0].length).replace(/<\/svg>\s*$/, '');
  return `<svg${attrs} class="board-svg" role="img" preserveAspectRatio="xMidYMid meet">${body}${targets(details)}</svg>`;
}

function targets(details: readonly BoardDetail[]): string {
  if (details.length === 0) return '';
  const items = details.map((d, i) => {
    const data = `data-title="${esc(d.title)}" data-lines="${esc(d.lines.join('\n'))}" data-index="${i}" tabindex="0"`;
    if (d.points && d.points.length >= 3) {
      return `<polygon class="place" points="${d.points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ')}" ${data}/>`;
    }
    if (d.shape === 'circle') {
      const r = Math.min(d.width, d.height) / 2;
      return `<circle class="place" cx="${round(d.x + d.width / 2)}" cy="${round(d.y + d.height / 2)}" r="${round(r)}" ${data}/>`;
    }
    return `<rect class="place" x="${round(d.x)}" y="${round(d.y)}" width="${round(d.width)}" height="${round(d.height)}" ${data}/>`;
  });
  return `<g class="places" fill="transparent">${items.join('')}</g>`;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
