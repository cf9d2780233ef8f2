import { describe, expect, it } from 'vitest';
import { attrs, circle, escapeXml, group, line, num, path, polygon, polyline, rect, svgDocument, text, translate } from '../../src/render/svg.ts';
import { renderGrey } from './pixels.ts';

const HOSTILE = `<script>&"'`;

describe('SVG builders', () => {
  it('escapes every XML special character in text and attributes', () => {
    expect(escapeXml(HOSTILE)).toBe('&lt;script&gt;&amp;&quot;&apos;');
    const t = text(0, 0, HOSTILE);
    expect(t).toContain('>&lt;script&gt;&amp;&quot;&apos;</text>');
    expect(t).not.toContain('<script>');
    expect(attrs({ 'data-name': HOSTILE })).toBe(' data-name="&lt;script&gt;&amp;&quot;&apos;"');
  });

  it('drops characters XML cannot hold', () => {
    expect(escapeXml('a\u0000b\u0007c\td\ne')).toBe('abc\td\ne');
  });

  it('renders a document with hostile user names without breaking it', async () => {
    const names = [HOSTILE, ']]><!--', '&amp;', '<svg onload="x">', 'Zoë Ærø'];
    const svg = svgDocument(
      { width: 400, height: 200, background: '#FFFFFF' },
      names.map((name, i) => text(10, 30 + i * 35, name, { size: 24 })),
    );
    const image = await renderGrey(svg);
    expect(image.width).toBe(400);
    expect(image.height).toBe(200);
    // Text was drawn, so the names stayed inside their <text> elements.
    expect(image.pixels.some((p) => p < 128)).toBe(true);
  });

  it('writes compact numbers and refuses non-finite ones', () => {
    expect(num(1.23456)).toBe('1.23');
    expect(num(-0.001)).toBe('0');
    expect(num(100)).toBe('100');
    expect(() => num(NaN)).toThrow(RangeError);
    expect(() => circle(Infinity, 0, 1)).toThrow(RangeError);
  });

  it('leaves out unset attributes', () => {
    expect(rect(1, 2, 3, 4)).toBe('<rect x="1" y="2" width="3" height="4"/>');
    expect(rect(0, 0, 1, 1, { fill: '#fff', rx: 2 })).toBe('<rect x="0" y="0" width="1" height="1" rx="2" fill="#fff"/>');
    expect(circle(5, 5, 2, { stroke: 'red', strokeWidth: 1.5 })).toBe('<circle cx="5" cy="5" r="2" stroke="red" stroke-width="1.5"/>');
  });

  it('builds lines, polygons, paths, groups and documents', () => {
    expect(line(0, 0, 10, 10)).toBe('<line x1="0" y1="0" x2="10" y2="10" stroke="#000"/>');
    expect(polygon([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }], { fill: 'blue' })).toBe('<polygon points="0,0 1,0 0,1" fill="blue"/>');
    expect(line(0, 0, 1, 1, { stroke: 'red', strokeWidth: 2 })).toBe('<line x1="0" y1="0" x2="1" y2="1" stroke="red" stroke-width="2"/>');
    expect(polyline([{ x: 0, y: 0 }, { x: 2, y: 1 }])).toBe('<polyline points="0,0 2,1" fill="none" stroke="#000"/>');
    expect(path('M0 0L1 1', { stroke: 'black' })).toBe('<path d="M0 0L1 1" stroke="black"/>');
    expect(group(['<a/>', '<b/>'], { transform: translate(5, 6.5) })).toBe('<g transform="translate(5 6.5)"><a/><b/></g>');
    const doc = svgDocument({ width: 20, height: 10, background: '#abc', defs: '<pattern id="p"/>' }, '<x/>');
    expect(doc).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10" font-family="Noto Sans">' +
        '<defs><pattern id="p"/></defs><rect x="0" y="0" width="20" height="10" fill="#abc"/><x/></svg>',
    );
  });

  it('centres text vertically by shifting y, and adds a halo under the glyphs', () => {
    expect(text(10, 100, 'A', { size: 20, valign: 'middle', anchor: 'middle' })).toBe(
      '<text x="10" y="107.14" font-size="20" text-anchor="middle" fill="#000">A</text>',
    );
    const halo = text(0, 0, 'B', { halo: '#fff', weight: 'bold' });
    expect(halo).toContain('stroke="#fff"');
    expect(halo).toContain('paint-order="stroke"');
    expect(halo).toContain('font-weight="bold"');
  });

  it('centres a capital on y with valign middle', async () => {
    const svg = svgDocument({ width: 100, height: 100, background: '#FFFFFF' }, text(50, 50, 'H', { size: 60, anchor: 'middle', valign: 'middle' }));
    const image = await renderGrey(svg);
    let top = Infinity;
    let bottom = -Infinity;
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < image.width; x++) {
        if ((image.pixels[y * image.width + x] ?? 255) < 128) {
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
        }
      }
    }
    expect(Math.abs((top + bottom) / 2 - 50)).toBeLessThanOrEqual(2);
  });
});
