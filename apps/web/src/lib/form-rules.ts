/** The part of a contract (zod) schema a form rule needs; structural, so the web app needs no zod import. */
export interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/**
 * An antd-mobile Form rule from a contract schema, so the form says exactly what the server would:
 * one source of truth for limits and their Chinese messages.
 */
export function schemaRule(schema: SafeParser) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '输入不正确');
    },
  };
}

/** The part of a contract schema a whole-form check needs (structural: no zod import here). */
export interface IssueParser {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * The contract's first message for each field (`path[0]`) of an input that fails, keyed by field name;
 * {} when the input passes. A form shows each under its field, as the server would refuse it.
 */
export function fieldErrors(schema: IssueParser, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
