import type { FormField, MoveForm } from '../engine/types.ts';

/**
 * A seat's move forms in words for the terminal: Discord shows them as select menus and a modal, the sandbox
 * lists their fields and choices so the player knows which move to type (moves are typed as notation here).
 */
export function formLines(forms: readonly MoveForm[]): string[] {
  if (forms.length === 0) return [];
  const lines = ['Forms (on Discord these open menus; here, type the move they make):'];
  for (const form of forms) {
    lines.push(`• ${form.label}: ${form.title.split('\n').join(' ')}`);
    for (const field of form.fields) lines.push(`    ${fieldLine(field)}`);
  }
  return lines;
}

function fieldLine(field: FormField): string {
  if (field.kind === 'text') return `${field.label}: text, ${field.required ? 'required' : 'optional'}, up to ${field.maxLength} characters`;
  const count = field.min === field.max ? `${field.min}` : `${field.min} to ${field.max}`;
  return `${field.placeholder}: choose ${count} of ${field.options.map((o) => o.label).join(', ') || '(none)'}`;
}
