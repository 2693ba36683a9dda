import { unwrapData } from 'shared/api/unwrapData';
import { baseApi } from 'shared/platform/api/baseApi';
import type { TemplateUpdateBody } from 'shared/domain/settings/settings';
import type { NotificationTemplate } from 'shared/domain/settings/settings-answers';
import type { Language } from 'shared/i18n/languages';

// Each language's version is its own resource (`?locale=`): cached, and refetched after a save, apart.
const templatesOf = (language: Language) => ({ type: 'Settings' as const, id: `notification-templates/${language}` });

/** Notification templates (Settings, Features tab), one language's versions at a time. */
export const templatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotificationTemplates: build.query<NotificationTemplate[], Language>({
      query: (language) => ({ url: '/admin/notification-templates', params: { locale: language } }),
      transformResponse: unwrapData,
      providesTags: (_result, _error, language) => [templatesOf(language)],
    }),
    updateNotificationTemplate: build.mutation<NotificationTemplate, TemplateUpdateBody & { id: string; language: Language }>({
      query: ({ id, language, ...body }) => ({ url: `/admin/notification-templates/${id}`, method: 'PUT', params: { locale: language }, body }),
      invalidatesTags: (_result, _error, { language }) => [templatesOf(language)],
    }),
  }),
});

export const { useGetNotificationTemplatesQuery, useUpdateNotificationTemplateMutation } = templatesApi;
