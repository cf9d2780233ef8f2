import type { FakeMessage, JsonObject } from '../types.ts';

/** Every interactive component in a message (action rows and Components V2 layouts, recursively). */
export function allComponents(message: FakeMessage): JsonObject[] {
  const found: JsonObject[] = [];
  const visit = (component: JsonObject): void => {
    if (typeof component.custom_id === 'string') found.push(component);
    if (Array.isArray(component.components)) for (const child of component.components as JsonObject[]) visit(child);
    if (typeof component.accessory === 'object' && component.accessory !== null) visit(component.accessory as JsonObject);
    if (typeof component.component === 'object' && component.component !== null) visit(component.component as JsonObject);
  };
  for (const row of message.components) visit(row);
  return found;
}

/** The component with `customId` on `message`; throws (a test error) if a user could not click it. */
export function findClickable(message: FakeMessage, customId: string): JsonObject {
  const components = allComponents(message);
  const component = components.find((c) => c.custom_id === customId);
  if (component === undefined) {
    const ids = components.map((c) => c.custom_id).join(', ') || 'none';
    throw new Error(`fake-discord: message ${message.id} has no component "${customId}" (has: ${ids})`);
  }
  if (component.disabled === true) throw new Error(`fake-discord: component "${customId}" is disabled`);
  return component;
}

/** Checks select values like the Discord client: within min/max and, for string selects, among the options. */
export function checkSelectValues(component: JsonObject, values: readonly string[]): void {
  const min = typeof component.min_values === 'number' ? component.min_values : 1;
  const max = typeof component.max_values === 'number' ? component.max_values : 1;
  if (values.length < min || values.length > max) {
    throw new Error(`fake-discord: select "${String(component.custom_id)}" takes ${min}-${max} values, got ${values.length}`);
  }
  if (component.type === 3) {
    const allowed = (Array.isArray(component.options) ? (component.options as JsonObject[]) : []).map((o) => String(o.value));
    const bad = values.filter((v) => !allowed.includes(v));
    if (bad.length > 0) throw new Error(`fake-discord: select "${String(component.custom_id)}" has no option(s) ${bad.join(', ')}`);
  }
}
