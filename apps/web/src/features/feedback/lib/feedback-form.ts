import {
  FEEDBACK_PICTURES_MAX,
  FEEDBACK_TEXT_MAX,
  saveFeedbackInput,
  type FeedbackCategory,
} from '@jc/contract';

/** The form's counters: characters of the text and pictures, as the contract limits them. */
export const FEEDBACK_LIMITS = { text: FEEDBACK_TEXT_MAX, pictures: FEEDBACK_PICTURES_MAX } as const;

export interface FeedbackValues {
  category: FeedbackCategory | null;
  content: string;
  contact: string;
  pictures: Blob[];
}

export type FeedbackErrors = Partial<Record<'category' | 'content' | 'contact' | 'file', string>>;

/** The contract's saveFeedbackInput rules, first message per field, before anything is sent. */
export function feedbackErrors(values: FeedbackValues): FeedbackErrors {
  const result = saveFeedbackInput.safeParse({
    category: values.category ?? undefined,
    content: values.content,
    contact: values.contact,
    file: values.pictures,
  });
  const errors: FeedbackErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof FeedbackErrors;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
