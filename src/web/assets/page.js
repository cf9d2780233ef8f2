/* global document, window, fetch, EventSource, URLSearchParams */
// The table page's script (served as a file, so the page's Content-Security-Policy allows no inline script).
// It only moves parts the server drew: pan and zoom of the board, a place's details, the history slider, live updates
// and times in the reader's own time zone. Text it shows is set with textContent, never parsed as HTML.
'use strict';

(function () {
  const body = document.body;
  const publicId = body.dataset.publicId;
  if (!publicId) return;
  const base = '/t/' + publicId;
  let version = Number(body.dataset.version);
  let moves = (body.dataset.moves || '0').split(',').map(Number);
  let shown = null; // the move shown when looking at the past; null: the live position
  let view = null; // the board's viewBox while zoomed: [x, y, w, h]
  let full = null;

  const $ = (id) => document.getElementById(id);
  const board = $('board');

  // Times in the reader's time zone.
  const dateTime = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  const relative = typeof Intl.RelativeTimeFormat === 'function' ? new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }) : null;
  function localTimes(root) {
    for (const el of root.querySelectorAll('time[datetime]')) {
      const at = new Date(el.getAttribute('datetime'));
      if (Number.isNaN(at.getTime())) continue;
      let text = dateTime.format(at);
      if (el.closest('.due') && relative) {
        const hours = (at.getTime() - Date.now()) / 3600000;
        text += ' (' + (Math.abs(hours) < 48 ? relative.format(Math.round(hours), 'hour') : relative.format(Math.round(hours / 24), 'day')) + ')';
      }
      el.textContent = text;
      el.title = at.toISOString();
    }
  }

  function swatches(root) {
    for (const el of root.querySelectorAll('.swatch[data-colour]')) el.style.background = el.dataset.colour;
  }

  // Pan and zoom through the SVG's viewBox: the drawing stays sharp at every zoom.
  function svg() {
    return board ? board.querySelector('svg') : null;
  }
  function resetView() {
    const s = svg();
    if (!s || !s.viewBox || !s.viewBox.baseVal) return;
    const b = s.viewBox.baseVal;
    full = [b.x, b.y, b.width, b.height];
    view = null;
    // The board's frame takes the drawing's shape, so a phone shows no empty band around it.
    if (b.width > 0 && b.height > 0) board.style.aspectRatio = b.width + ' / ' + b.height;
  }
  function applyView() {
    const s = svg();
    if (s && view) s.setAttribute('viewBox', view.map((n) => n.toFixed(1)).join(' '));
    else if (s && full) s.setAttribute('viewBox', full.join(' '));
  }
  /** Never wider than the whole board fitted in the frame, nor narrower than a twelfth of it; the board stays in sight. */
  function clampView(v) {
    const s = svg();
    const [fx, fy, fw, fh] = s ? visibleBox(s.getBoundingClientRect()) : full;
    const w = Math.min(Math.max(v[2], fw / 12), fw);
    const h = w * (v[3] / v[2]);
    const x = Math.min(Math.max(v[0], fx - w * 0.25), fx + fw - w * 0.75);
    const y = Math.min(Math.max(v[1], fy - h * 0.25), fy + fh - h * 0.75);
    return [x, y, w, h];
  }
  /** Zooms by `factor` keeping the point under (cx, cy) in client pixels where it is. */
  function zoom(factor, cx, cy) {
    const s = svg();
    if (!s || !full) return;
    const rect = s.getBoundingClientRect();
    const current = view || visibleBox(rect);
    const px = cx === undefined ? 0.5 : (cx - rect.left) / rect.width;
    const py = cy === undefined ? 0.5 : (cy - rect.top) / rect.height;
    const w = current[2] / factor;
    const h = current[3] / factor;
    view = clampView([current[0] + (current[2] - w) * px, current[1] + (current[3] - h) * py, w, h]);
    applyView();
  }
  /** The part of the drawing the element shows with the whole board fitted: the aspect of the element, centred. */
  function visibleBox(rect) {
    const [fx, fy, fw, fh] = full;
    const scale = Math.max(fw / rect.width, fh / rect.height);
    const w = rect.width * scale;
    const h = rect.height * scale;
    return [fx - (w - fw) / 2, fy - (h - fh) / 2, w, h];
  }
  function pan(dx, dy) {
    const s = svg();
    if (!s || !full) return;
    const rect = s.getBoundingClientRect();
    const current = view || visibleBox(rect);
    const scale = current[2] / rect.width;
    view = clampView([current[0] - dx * scale, current[1] - dy * scale, current[2], current[3]]);
    applyView();
  }

  const pointers = new Map();
  let pinch = null;
  let moved = 0;
  if (board) {
    board.addEventListener('wheel', (e) => {
      e.preventDefault();
      zoom(e.deltaY < 0 ? 1.2 : 1 / 1.2, e.clientX, e.clientY);
    }, { passive: false });
    board.addEventListener('pointerdown', (e) => {
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      moved = 0;
      if (pointers.size === 2) {
        const [a, b] = [...pointers.values()];
        pinch = { distance: Math.hypot(a.x - b.x, a.y - b.y) };
      }
      board.classList.add('dragging');
    });
    board.addEventListener('pointermove', (e) => {
      const last = pointers.get(e.pointerId);
      if (!last) return;
      const now = { x: e.clientX, y: e.clientY };
      pointers.set(e.pointerId, now);
      if (pointers.size === 2 && pinch) {
        const [a, b] = [...pointers.values()];
        const distance = Math.hypot(a.x - b.x, a.y - b.y);
        if (distance > 0 && pinch.distance > 0) zoom(distance / pinch.distance, (a.x + b.x) / 2, (a.y + b.y) / 2);
        pinch.distance = distance;
        moved += 10;
      } else if (pointers.size === 1) {
        moved += Math.abs(now.x - last.x) + Math.abs(now.y - last.y);
        if (moved > 4) {
          if (!board.hasPointerCapture(e.pointerId)) board.setPointerCapture(e.pointerId);
          pan(now.x - last.x, now.y - last.y);
        }
      }
    });
    const up = (e) => {
      pointers.delete(e.pointerId);
      if (pointers.size < 2) pinch = null;
      if (pointers.size === 0) board.classList.remove('dragging');
    };
    board.addEventListener('pointerup', up);
    board.addEventListener('pointercancel', up);
  }
  const click = (id, fn) => { const el = $(id); if (el) el.addEventListener('click', fn); };
  click('zoom-in', () => zoom(1.5));
  click('zoom-out', () => zoom(1 / 1.5));
  click('zoom-reset', () => { view = null; applyView(); });

  // A place's details on hover, tap or keyboard focus.
  const detail = $('detail');
  let selected = null;
  function showDetail(place) {
    if (!detail || !place) return;
    if (selected) selected.classList.remove('selected');
    selected = place;
    place.classList.add('selected');
    $('detail-title').textContent = place.dataset.title || '';
    $('detail-lines').textContent = place.dataset.lines || '';
    detail.hidden = false;
  }
  function hideDetail() {
    if (selected) selected.classList.remove('selected');
    selected = null;
    if (detail) detail.hidden = true;
  }
  if (board) {
    board.addEventListener('pointerover', (e) => { if (e.pointerType === 'mouse') showDetail(e.target.closest('.place')); });
    board.addEventListener('click', (e) => {
      if (moved > 4) return;
      const place = e.target.closest('.place');
      if (place) showDetail(place); else hideDetail();
    });
    board.addEventListener('focusin', (e) => showDetail(e.target.closest('.place')));
  }
  document.addEventListener('keydown', (e) => { if (e.key === 'Escape') hideDetail(); });

  // Parts the server drew, put in place.
  function latestLogLine() {
    const log = $('log');
    if (log) log.scrollTop = log.scrollHeight;
  }
  function setParts(parts) {
    for (const name of ['status', 'players', 'log']) {
      if (parts[name] === undefined) continue;
      const el = $(name);
      if (el) { el.innerHTML = parts[name]; localTimes(el); swatches(el); }
    }
    if (parts.log !== undefined && shown === null) latestLogLine();
    if (parts.board !== undefined && board) {
      const keep = view;
      board.innerHTML = parts.board;
      resetView();
      view = keep && full ? clampView(keep) : null;
      applyView();
      hideDetail();
    }
  }

  // The history: any move of the log, as the live game showed it then.
  const slider = $('slider');
  function updateHistory() {
    if (!slider) return;
    slider.max = String(moves.length - 1);
    const index = shown === null ? moves.length - 1 : Math.max(0, moves.indexOf(shown));
    slider.value = String(index);
    const move = moves[index];
    $('where').textContent = whereText(move);
    $('live').hidden = shown === null;
    body.classList.toggle('past', shown !== null);
    for (const li of document.querySelectorAll('.log li[data-move]')) li.classList.toggle('current', Number(li.dataset.move) === move);
  }
  function whereText(move) {
    const where = $('where');
    if (move === 0) return where.dataset.opening;
    // The server's words, with the numbers put in.
    return where.dataset.template.replace('{move}', String(move)).replace('{last}', String(moves[moves.length - 1]));
  }
  let request = 0;
  async function show(move) {
    const live = move === moves[moves.length - 1];
    const mine = ++request;
    const url = live ? base + '/live.json' : base + '/at/' + move;
    const res = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    if (!res.ok || mine !== request) return;
    const data = await res.json();
    shown = live ? null : move;
    setParts(data.parts);
    // With a personal link, the seat's own view at this position (its hand then), or the live one.
    if (data.private !== undefined) replacePrivate(data.private);
    if (live && data.moves) { moves = data.moves; version = data.version; }
    updateHistory();
  }
  if (slider) {
    slider.addEventListener('input', () => void show(moves[Number(slider.value)]));
    click('prev', () => { const i = shown === null ? moves.length - 1 : moves.indexOf(shown); if (i > 0) void show(moves[i - 1]); });
    click('next', () => { const i = shown === null ? moves.length - 1 : moves.indexOf(shown); if (i >= 0 && i < moves.length - 1) void show(moves[i + 1]); });
    click('live', () => void show(moves[moves.length - 1]));
  }
  document.addEventListener('click', (e) => {
    const li = e.target.closest && e.target.closest('.log li[data-move]');
    if (li && slider && !li.classList.contains('undone')) void show(Number(li.dataset.move));
  });

  function replacePrivate(html) {
    const old = $('private');
    if (!old) return;
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const fresh = holder.firstElementChild;
    if (fresh) old.replaceWith(fresh);
  }

  // Live updates: the server says when the table's version changes; the page then fetches the new parts.
  async function refresh() {
    const res = await fetch(base + '/live.json', { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    if (!res.ok) return;
    const data = await res.json();
    if (data.version < version) return;
    version = data.version;
    moves = data.moves;
    body.dataset.version = String(version);
    if (shown === null) {
      setParts(data.parts);
    } else {
      const log = $('log');
      if (log) { log.innerHTML = data.parts.log; localTimes(log); }
    }
    if (data.private !== undefined && shown === null) replacePrivate(data.private);
    if (!slider && moves.length > 1) { window.location.reload(); return; }
    updateHistory();
  }
  if (typeof EventSource === 'function') {
    const events = new EventSource(base + '/events?' + new URLSearchParams({ v: String(version) }));
    events.addEventListener('version', (e) => {
      const data = JSON.parse(e.data);
      if (data.version > version) void refresh();
    });
    events.addEventListener('hello', (e) => {
      const data = JSON.parse(e.data);
      if (data.version > version) void refresh();
    });
  }

  localTimes(document);
  swatches(document);
  resetView();
  updateHistory();
  latestLogLine();
})();
