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
