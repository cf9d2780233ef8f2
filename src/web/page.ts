import { currentLocale } from '../tables/locale.ts';
import { msg } from '../tables/messages.ts';
import type { WebAccess, WebLogLine, WebPage, WebPosition, WebPrivate, WebRefusal } from '../tables/web-views.ts';
import { pageSvg } from './board-svg.ts';
import { esc } from './html.ts';

/**
 * The table's page as HTML. Every value is escaped here; the page script (assets/page.js) only moves the parts
 * the server drew (live updates, the history) and shows the details of a place, so the page works without it too.
 */

/** The parts of the page that change with a move; live.json and the history send them again. */
export interface PageParts {
  status: string;
  players: string;
  board: string;
  log: string;
}

export function positionParts(position: WebPosition): Omit<PageParts, 'log'> {
  return { status: statusPart(position), players: playersPart(position), board: boardPart(position) };
}

export function pageParts(page: WebPage): PageParts {
  return { ...positionParts(page.position), log: logPart(page.log) };
}

export function tablePage(page: WebPage, access: WebAccess, opts: { notice?: string } = {}): string {
  const parts = pageParts(page);
  const last = page.moves.at(-1) ?? 0;
  const layer = access.kind === 'seat' ? privatePart(page.publicId, access.layer) : '';
  const notice = opts.notice ?? (access.kind === 'refused' ? refusalText(access.reason) : undefined);
  const history =
    page.moves.length > 1
      ? `<section class="history" aria-label="${esc(msg('web.history'))}">
  <button type="button" id="prev">${esc(msg('web.previous'))}</button>
  <input type="range" id="slider" min="0" max="${page.moves.length - 1}" value="${page.moves.length - 1}" step="1" aria-label="${esc(msg('web.history'))}">
  <button type="button" id="next">${esc(msg('web.next'))}</button>
  <span id="where" data-template="${esc(positionTemplate())}" data-opening="${esc(msg('web.opening'))}">${esc(msg('web.position', { move: last, last }))}</span>
  <button type="button" id="live" hidden>${esc(msg('web.backToLive'))}</button>
</section>`
      : '';
  return `<!doctype html>
<html lang="${esc(currentLocale())}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${esc(page.title)}</title>
<link rel="stylesheet" href="/assets/page.css">
<script src="/assets/page.js" defer></script>
</head>
<body data-public-id="${esc(page.publicId)}" data-version="${page.version}" data-moves="${esc(page.moves.join(','))}">
<header>
  <h1>${esc(page.title)}</h1>
  <p class="note">${esc(msg('web.readOnly'))}</p>
  ${notice ? `<p class="notice" role="alert">${esc(notice)}</p>` : ''}
</header>
<main>
  <section class="board-area">
    <div class="board-tools">
      <button type="button" id="zoom-in" aria-label="${esc(msg('web.zoomIn'))}">+</button>
      <button type="button" id="zoom-out" aria-label="${esc(msg('web.zoomOut'))}">−</button>
      <button type="button" id="zoom-reset">${esc(msg('web.zoomReset'))}</button>
      <span class="hint">${esc(msg('web.detailsHint'))}</span>
    </div>
    <div id="board" class="board">${parts.board}</div>
    <div id="detail" class="detail" hidden><strong id="detail-title"></strong><pre id="detail-lines"></pre></div>
    ${history}
  </section>
  <aside>
    ${layer}
    <section><h2>${esc(msg('web.status'))}</h2><div id="status">${parts.status}</div></section>
    <section><h2>${esc(msg('web.players'))}</h2><div id="players">${parts.players}</div></section>
    <section><h2>${esc(msg('web.log'))}</h2><div id="log" class="log">${parts.log}</div></section>
  </aside>
</main>
</body>
</html>
`;
}

/** 'After move {move} of {last}' in the page's language, for the script to fill in as the slider moves. */
function positionTemplate(): string {
  return msg('web.position', { move: -1, last: -2 }).replace('-1', '{move}').replace('-2', '{last}');
}

/** A page that says only what went wrong (no table, a refused link), with no table data at all. */
export function messagePage(title: string, text: string, link?: { href: string; label: string }): string {
  return `<!doctype html>
<html lang="${esc(currentLocale())}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer">
<title>${esc(title)}</title><link rel="stylesheet" href="/assets/page.css"></head>
<body class="message"><main><h1>${esc(title)}</h1><p class="notice" role="alert">${esc(text)}</p>${link ? `<p><a href="${esc(link.href)}">${esc(link.label)}</a></p>` : ''}</main></body>
</html>
`;
}

export function refusalText(reason: WebRefusal): string {
  return msg(`web.refused.${reason}`);
}

function statusPart(p: WebPosition): string {
  const lines: string[] = [];
  lines.push(`<p class="where">${esc(p.move === 0 ? msg('web.opening') : (p.moveText ?? ''))}</p>`);
  lines.push(`<p class="status-line">${esc(p.statusLine)}</p>`);
  if (p.statusDetails.length > 0) lines.push(`<ul class="details">${p.statusDetails.map((d) => `<li>${esc(d)}</li>`).join('')}</ul>`);
  if (p.decisions.length > 0) {
    const items = p.decisions.map((d) => {
      const due = d.dueAt ? ` <span class="due">${dueText(d.dueAt)}</span>` : '';
      const answered = d.answered ? ` <span class="tag">${esc(msg('web.answered'))}</span>` : '';
      return `<li><strong>${esc(d.name)}</strong>: ${esc(d.prompt)}${answered}${due}</li>`;
    });
    lines.push(`<ul class="decisions">${items.join('')}</ul>`);
  }
  if (p.result) {
    lines.push(`<h3>${esc(msg('web.result'))}</h3><ol class="result">${p.result.map((r) => `<li value="${r.rank}"><strong>${esc(r.name)}</strong> ${esc(r.total)} <span class="breakdown">${esc(r.breakdown)}</span></li>`).join('')}</ol>`);
  }
  if (p.revealed.length > 0) {
    lines.push(`<h3>${esc(msg('web.revealed'))}</h3><dl class="revealed">${p.revealed.map((r) => `<dt>${esc(r.name)}</dt><dd><pre>${esc(r.text)}</pre></dd>`).join('')}</dl>`);
  }
  return lines.join('\n');
}

/** 'due <time>' in the page's language, the time wherever the language puts it (the script shows it in local time). */
function dueText(dueAt: string): string {
  const marker = '\u0000';
  const time = `<time datetime="${esc(dueAt)}">${esc(dueAt.replace('T', ' ').slice(0, 16))} UTC</time>`;
  return msg('web.due', { at: marker }).split(marker).map(esc).join(time);
}

function playersPart(p: WebPosition): string {
  const rows = p.players.map((pl) => {
    const swatch = pl.colour && /^#[0-9A-Fa-f]{3,8}$/.test(pl.colour) ? `<span class="swatch" data-colour="${esc(pl.colour)}"></span>` : '';
    const tags = [pl.toAct ? msg('web.toAct') : '', pl.autopilot ? msg('web.autopilot') : '', pl.open ? msg('web.openSeat') : ''].filter(Boolean);
    return `<tr${pl.toAct ? ' class="to-act"' : ''}><td>${pl.seat + 1}</td><td>${swatch}${esc(pl.name)} <span class="picks">${esc(pl.picks)}</span>${tags.map((t) => ` <span class="tag">${esc(t)}</span>`).join('')}</td><td class="score">${esc(pl.score ?? '')}</td></tr>`;
  });
  return `<table class="players"><tbody>${rows.join('')}</tbody></table>`;
}

function boardPart(p: WebPosition): string {
  return p.board ? pageSvg(p.board.svg, p.board.details) : `<p class="empty">${esc(msg('web.noBoard'))}</p>`;
}

function logPart(log: readonly WebLogLine[]): string {
  if (log.length === 0) return '<ol class="moves"></ol>';
  const items = log.map((m) => {
    const flags = `${m.automatic ? ` ${esc(msg('web.automatic'))}` : ''}${m.undone ? ` ${esc(msg('web.undone'))}` : ''}`;
    return `<li value="${m.seq}" data-move="${m.seq}"${m.undone ? ' class="undone"' : ''}><time datetime="${esc(m.at)}"></time> <strong>${esc(m.name)}</strong>: <code>${esc(m.text)}</code>${flags}</li>`;
  });
  return `<ol class="moves">${items.join('')}</ol>`;
}

/** One seat's hidden information: only ever drawn for a valid personal link of that seat. */
export function privatePart(publicId: string, layer: WebPrivate): string {
  const prompts = layer.prompts.length > 0 ? `<ul>${layer.prompts.map((p) => `<li>→ ${esc(p)}</li>`).join('')}</ul>` : '';
  const src = layer.atMove === null ? `/t/${publicId}/me.svg` : `/t/${publicId}/at/${layer.atMove}/me.svg`;
  const picture = layer.svg ? `<img class="private-picture" src="${esc(src)}" alt="${esc(msg('web.private', { name: layer.name, seat: layer.seat + 1 }))}">` : '';
  const when = layer.atMove === null ? '' : `\n<p class="note when">${esc(layer.atMove === 0 ? msg('web.privateAtOpening') : msg('web.privateAt', { move: layer.atMove }))}</p>`;
  return `<section class="private" id="private"><h2>${esc(msg('web.private', { name: layer.name, seat: layer.seat + 1 }))}</h2>
<p class="note">${esc(msg('web.privateNote'))}</p>${when}
<pre>${esc(layer.summary ?? msg('web.noPrivate'))}</pre>${prompts}${picture}</section>`;
}
