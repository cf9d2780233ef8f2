/** Width estimates for Noto Sans, good enough to centre labels and keep rows of pieces apart (no font metrics here). */
export function textWidth(content: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of content) em += /[il.,'|1 ]/.test(ch) ? 0.3 : /[mwMW]/.test(ch) ? 0.85 : /[A-Z0-9]/.test(ch) ? 0.64 : 0.57;
  return em * size * (bold ? 1.06 : 1);
}
