import { useQuery } from '@tanstack/react-query';
import { adminReminderEndpoints, reminderEndpoints, type InputOf } from '@jc/contract';
import { useEndpointMutation } from '@/lib/api-mutation';
import { endpointQuery } from '@/lib/api-query';

/** The console's calls of the reminder templates (what a pupil can be reminded of). */
export type SaveTemplateInput = InputOf<typeof adminReminderEndpoints.saveTemplate>;

export const useTemplates = () =>
  useQuery(endpointQuery(adminReminderEndpoints.templates, undefined, { silent: true }));

/** Saves a template, then refetches both lists: the console's and the one pupils choose from. */
export const useSaveTemplate = () =>
  useEndpointMutation(adminReminderEndpoints.saveTemplate, [
    adminReminderEndpoints.templates,
    reminderEndpoints.templates,
  ]);
