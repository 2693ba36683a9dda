import { unwrapData } from 'shared/api/unwrapData';
import { baseApi } from 'shared/platform/api/baseApi';
import type { TemplateUpdateBody } from 'shared/domain/settings/settings';
import type { NotificationTemplate } from 'shared/domain/settings/settings-answers';

/** Notification templates (Settings, Features tab). */
export const templatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotificationTemplates: build.query<NotificationTemplate[], void>({
      query: () => '/admin/notification-templates',
      transformResponse: unwrapData,
      providesTags: ['Settings'],
    }),
    updateNotificationTemplate: build.mutation<NotificationTemplate, TemplateUpdateBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/notification-templates/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useGetNotificationTemplatesQuery, useUpdateNotificationTemplateMutation } = templatesApi;
